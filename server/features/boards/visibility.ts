/**
 * SQL condition: board `b` is visible to the viewer bound as `@viewer` (0 when signed out). Secret boards, and so
 * their pins, are seen only by their owner and collaborators, on every read path.
 */
export const BOARD_VISIBLE = `(b.privacy <> 'secret' OR b.owner_id = @viewer
  OR EXISTS (SELECT 1 FROM board_collaborators bc WHERE bc.board_id = b.id AND bc.user_id = @viewer))`;

/** SQL condition: board `b` is a group board, collaborative or with collaborators (shared/domain/boards.ts isGroupBoard). */
export const GROUP_BOARD = `(b.is_collaborative = 1 OR EXISTS (SELECT 1 FROM board_collaborators c WHERE c.board_id = b.id))`;
