import { FEEDBACK_TYPES } from '../../../shared/constants';
import type { OptionsOf } from '../../../shared/contracts/endpoint';
import type * as contracts from '../../../shared/contracts/feedback';
import type { FeedbackResult } from '../../../shared/contracts/feedback';
import type { Clock } from '../../config';
import type { Db } from '../../sqlite/open';
import { badRequest, notFound } from '../../http/errors';
import type { ConsentService } from '../consent/service';
import type { SocialService } from '../social/service';
import type { FeedbackStore, FeedbackPinRow, TopicKind } from './store';

const T = FEEDBACK_TYPES;

/** Where the feedback was given; logged with it. */
export type Surface = 'pin_feedback' | 'feedback' | 'news_hub' | 'p2p' | 'search';

interface FeedbackRequest {
  type: number;
  undo: boolean;
  pinId?: string;
  /** The option that named the pin, for the 400 that refuses one's own pin. */
  pinField?: string;
  /** fewerLikeThis and hideAdsAboutTopic: the interests they apply to. */
  interestIds?: string[];
  /** unfollow: the one follow it drops (undo follows again). */
  follow?: { userId?: string; boardId?: string; interestId?: string };
  complaintReason?: string;
  surface: Surface;
  context: Record<string, unknown>;
}

const TOPIC_KIND: Partial<Record<number, TopicKind>> = { [T.fewerLikeThis]: 'fewer', [T.hideAdsAboutTopic]: 'ads' };
const HIDES_PIN: ReadonlySet<number> = new Set([T.hidePin, T.reportPin, T.fewerLikeThis, T.hideAdsAboutTopic]);

/** Drops undefined values, so the log keeps only what the client sent. */
const defined = (o: Record<string, unknown>) => Object.fromEntries(Object.entries(o).filter(([, v]) => v !== undefined));

/** The client's tracking params are analytics: logged only for a viewer who allowed analytic cookies. */
function loggable(context: Record<string, unknown>, analytics: boolean): Record<string, unknown> {
  if (analytics) return defined(context);
  const { client_tracking_params: _dropped, ...rest } = context;
  return defined(rest);
}

/**
 * What each feedback_type does (codes in shared/constants.ts FEEDBACK_TYPES), for the viewer only:
 * hidePin hides the pin and every save of it from their feeds; reportPin records a report and hides likewise;
 * fewerLikeThis stops the interests bringing pins into their home feed; hideAdsAboutTopic drops promoted pins
 * tagged with the interests from their feeds; both of these also hide the pin when one is named; unfollow drops
 * a follow. Undo reverses each, except a report. Every call is logged with its context, in the same transaction.
 */
export function createFeedbackService(db: Db, store: FeedbackStore, social: SocialService, clock: Clock, consent: ConsentService) {
  function targetPin(viewerId: number, pinId: string, field: string): FeedbackPinRow {
    const pin = store.visiblePin(viewerId, Number(pinId));
    if (!pin) throw notFound('Pin');
    if (pin.pinner_id === viewerId) throw badRequest('You cannot hide or report your own Pin.', { [field]: 'is your own Pin' });
    return pin;
  }

  function targetInterests(ids: string[]): number[] {
    const wanted = [...new Set(ids.map(Number))];
    const known = store.knownInterests(wanted);
    if (wanted.some((id) => !known.has(id))) throw notFound('Interest');
    return wanted;
  }

  const apply = db.transaction((viewerId: number, r: FeedbackRequest): FeedbackResult => {
    const now = clock.now();
    const pin = r.pinId !== undefined && HIDES_PIN.has(r.type) ? targetPin(viewerId, r.pinId, r.pinField ?? 'pin_id') : null;
    const kind = TOPIC_KIND[r.type];
    const topics = kind ? targetInterests(r.interestIds ?? []) : [];

    if (pin && r.type === T.reportPin) store.report(viewerId, pin, r.complaintReason!, now);
    else if (pin && r.undo) store.unhide(viewerId, pin.canon);
    else if (pin) store.hide(viewerId, pin.canon, now);
    for (const id of topics) store.setTopic(viewerId, id, kind!, !r.undo, now);
    const f = r.type === T.unfollow ? r.follow : undefined;
    const user = f?.userId !== undefined ? social.setUserFollow(viewerId, f.userId, r.undo) : null;
    const board = f?.boardId !== undefined ? social.setBoardFollow(viewerId, f.boardId, r.undo) : null;
    const interest = f?.interestId !== undefined ? social.setInterestFollow(viewerId, f.interestId, r.undo) : null;

    const loggedPin = r.pinId === undefined ? null : Number(r.pinId);
    const context = loggable(r.context, consent.allows(viewerId, 'allow_analytic_cookies'));
    store.log({ userId: viewerId, feedbackType: r.type, undo: r.undo, surface: r.surface, pinId: loggedPin, context, now });
    const pinState = pin && store.pinState(viewerId, pin);
    return {
      feedbackType: r.type,
      undo: r.undo,
      pin: pin && pinState ? { id: String(pin.id), hiddenByMe: pinState.hidden === 1, reportedByMe: pinState.reported === 1 } : null,
      topics: store.topicStates(viewerId, topics).map((t) => ({ id: String(t.id), fewerLikeThis: t.fewer === 1, adsHidden: t.ads === 1 })),
      user,
      board,
      interest,
    };
  });

  return {
    pinFeedback: (viewerId: number, o: OptionsOf<typeof contracts.pinFeedback>) =>
      apply.immediate(viewerId, {
        type: o.feedback_type,
        undo: o.undo,
        pinId: o.pin_id,
        complaintReason: o.complaint_reason,
        surface: 'pin_feedback',
        context: {},
      }),

    userFeedback(viewerId: number, o: OptionsOf<typeof contracts.userFeedback>): FeedbackResult {
      // Everything but the columns of the log row is logged as context, targets included.
      const { feedback_type, undo, pin_id, pin, ...context } = o;
      const { interest_id, interest_list, user_id, board_id, complaint_reason } = context;
      return apply.immediate(viewerId, {
        type: feedback_type,
        undo,
        pinId: pin_id ?? pin,
        pinField: pin_id !== undefined ? 'pin_id' : 'pin',
        interestIds: [...(interest_id !== undefined ? [interest_id] : []), ...(interest_list ?? [])],
        follow: feedback_type === T.unfollow ? { userId: user_id, boardId: board_id, interestId: interest_id } : undefined,
        complaintReason: complaint_reason,
        surface: 'feedback',
        context,
      });
    },

    /** The surface routes (news hub, related pins, search): a hide, or its undo, of one pin. */
    hidePin: (viewerId: number, h: { pinId: string; pinField: string; undo: boolean; surface: Surface; context: Record<string, unknown> }) =>
      apply.immediate(viewerId, { type: T.hidePin, ...h }),
  };
}

export type FeedbackService = ReturnType<typeof createFeedbackService>;
