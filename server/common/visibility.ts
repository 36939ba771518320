// SQL conditions the read paths share, each for the viewer bound as `@viewer` (0 when signed out): which boards a viewer
// may see, and which pins their feedback (hides, reports, 'fewer like this', unfollows) keeps out of their feeds.

/**
 * SQL condition: board `b` is visible to the viewer bound as `@viewer` (0 when signed out). Secret boards, and so
 * their pins, are seen only by their owner and collaborators, on every read path.
 */
export const BOARD_VISIBLE = `(b.privacy <> 'secret' OR b.owner_id = @viewer
  OR EXISTS (SELECT 1 FROM board_collaborators bc WHERE bc.board_id = b.id AND bc.user_id = @viewer))`;

/** SQL condition: board `b` is a group board, collaborative or with collaborators (shared/domain/boards.ts isGroupBoard). */
export const GROUP_BOARD = `(b.is_collaborative = 1 OR EXISTS (SELECT 1 FROM board_collaborators c WHERE c.board_id = b.id))`;

/**
 * SQL conditions on pin `p` for the viewer bound as `@viewer` (0 when signed out), each a primary-key probe of a
 * feedback table that leads with the viewer (see db/migrations/0004_feedback.sql), never a scan. Their own
 * aliases are distinct (hp, fx, fpi, fu, fb), so they nest in any feed query.
 */

/**
 * The pin was not hidden or reported by the viewer (a hide covers the original and every save of it), and is not
 * an ad on a topic whose ads the viewer hid. The viewer's own pins always show, and signed out nothing is hidden.
 */
export const NOT_HIDDEN = `(@viewer = 0 OR p.pinner_id = @viewer OR (
  NOT EXISTS (SELECT 1 FROM hidden_pins hp WHERE hp.user_id = @viewer AND hp.pin_id = COALESCE(p.origin_pin_id, p.id))
  AND NOT (p.is_promoted = 1 AND EXISTS (
    SELECT 1 FROM interest_feedback fx JOIN pin_interests fpi ON fpi.interest_id = fx.interest_id
    WHERE fx.user_id = @viewer AND fx.kind = 'ads' AND fpi.pin_id = COALESCE(p.origin_pin_id, p.id)))))`;

/** The pin carries none of the interests the viewer asked to see fewer of ('fewer like this'). */
export const NOT_LOWERED = `NOT EXISTS (
  SELECT 1 FROM interest_feedback fx JOIN pin_interests fpi ON fpi.interest_id = fx.interest_id
  WHERE fx.user_id = @viewer AND fx.kind = 'fewer' AND fpi.pin_id = COALESCE(p.origin_pin_id, p.id))`;

/** Interest follow `f` still brings pins into the home feed: the viewer did not ask for fewer of it. */
export const INTEREST_NOT_LOWERED = `NOT EXISTS (
  SELECT 1 FROM interest_feedback fx WHERE fx.user_id = @viewer AND fx.kind = 'fewer' AND fx.interest_id = f.interest_id)`;

/** The pin is not by a user, nor on a board, that the viewer unfollowed (their promise: no more of their Pins). */
export const NOT_UNFOLLOWED = `NOT EXISTS (SELECT 1 FROM user_unfollows fu WHERE fu.user_id = @viewer AND fu.followee_id = p.pinner_id)
  AND NOT EXISTS (SELECT 1 FROM board_unfollows fb WHERE fb.user_id = @viewer AND fb.board_id = p.board_id)`;
