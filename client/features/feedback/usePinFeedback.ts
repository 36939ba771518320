import { shallowEqual } from 'react-redux';
import { useSearchParams } from 'react-router-dom';
import { LIMITS } from '../../../shared/constants';
import { cardType } from '../../../shared/domain/cardType';
import {
  feedbackOverlayType,
  feedbackUndo,
  followedSource,
  hideSurface,
  searchPinType,
  type FeedbackState,
  type FollowTarget,
} from '../../../shared/domain/feedback';
import type { GridSurface } from '../../../shared/domain/surfaces';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import type { RootState } from '../../app/store';
import { selectBoardById } from '../../entities/boardsSlice';
import { selectInterestById } from '../../entities/interestsSlice';
import { selectPinById } from '../../entities/pinsSlice';
import { selectUserById } from '../../entities/usersSlice';
import { useFollowChange } from '../follow/useFollow';
import { useLoginGate } from '../loginPrompt/useLoginGate';
import { usePinHideMutation, usePinReportMutation, type HideAction, type PinHide, type ReportReason } from './feedbackApi';
import { feedbackCleared, feedbackSet, selectPinFeedback, type PinFeedback } from './feedbackSlice';

/** The followed user, board or interest a pin came through, as the entity slices say now. */
function selectFollowedSource(state: RootState, pinId: string): FollowTarget | null {
  const pin = selectPinById(state, pinId);
  if (!pin) return null;
  const pinner = selectUserById(state, pin.pinnerId);
  const board = selectBoardById(state, pin.boardId);
  if (!pinner || !board) return null;
  // The pin keeps the interest that brought it; an unfollow since then is on the interest's entity.
  const via = pin.interests.find((i) => i.urlName === pin.sourceInterest?.urlName);
  const stillFollowed = via !== undefined && selectInterestById(state, via.id)?.followedByMe === true;
  return followedSource({ pinner, board, sourceInterest: stillFollowed ? pin.sourceInterest : null, interests: pin.interests });
}

const baseState = (feedback: PinFeedback): FeedbackState => (feedback.type === 'hiddenForWeightLoss' ? 'hiddenForWeightLoss' : 'none');

/**
 * Everything the overflow menu, the ad menu and the feedback overlay do to one pin: hide (Hide Pin, See fewer Pins like
 * this, Hide ad), report, unfollow and undo. Each call changes the overlay only once it succeeded (feedback failures
 * are not shown); signed out, or with the session ended (401), the visitor is asked to log in. The surface (the grid
 * the menu is in) only matters to a new hide or report; the overlay's own actions replay what the hide recorded.
 */
export function usePinFeedback(pinId: string, surface: GridSurface = 'AuthHomefeed') {
  const dispatch = useAppDispatch();
  const { signedIn, whenSignedIn, askOn401 } = useLoginGate();
  const feedback = useAppSelector((state) => selectPinFeedback(state, pinId));
  const source = useAppSelector((state) => selectFollowedSource(state, pinId), shallowEqual);
  const pin = useAppSelector((state) => selectPinById(state, pinId));
  const isWeightLossAd = pin?.adData?.isWeightLossAd === true;
  const hasTopics = (pin?.interests.length ?? 0) > 0;
  const [params] = useSearchParams();
  const [hideCall] = usePinHideMutation();
  const [reportCall] = usePinReportMutation();
  const { change: followChange } = useFollowChange();
  const set = (next: PinFeedback) => dispatch(feedbackSet({ pinId, feedback: next }));
  const type = feedbackOverlayType(surface, isWeightLossAd, source);

  const hideAs = (action: HideAction) =>
    whenSignedIn({ trigger: 'hide' }, async () => {
      if (!pin) return undefined;
      const request: PinHide = { pinId, action, where: hideSurface(surface) };
      if (request.where === 'search') {
        request.query = params.get('q') ?? undefined;
        request.pinType = searchPinType(cardType(pin));
      }
      if (action === 'fewerLikeThis' || action === 'hideTopicAds') {
        request.interestIds = pin.interests.slice(0, LIMITS.feedbackInterests).map((i) => i.id);
      }
      if (action === 'hideAd' || action === 'hideTopicAds') request.isThirdPartyAd = pin.isThirdPartyAd;
      const result = await hideCall({ ...request, undo: false });
      if (!result.error) set({ state: isWeightLossAd ? 'hiddenForWeightLoss' : 'none', type, hidden: true, target: source, hide: request });
      return result;
    });

  /** Hide ad: a weight-loss ad with topics hides ads about them, as its overlay sentence promises. */
  const hideAd = () => hideAs(isWeightLossAd && hasTopics ? 'hideTopicAds' : 'hideAd');

  const report = (reason: ReportReason) =>
    whenSignedIn({ trigger: 'default' }, async () => {
      const result = await reportCall({ pinId, reason });
      if (!result.error) set({ state: 'reported', type, hidden: true, target: null });
      return result;
    });

  const unfollow = async (target: FollowTarget) => {
    if (!(await followChange(target, false))) return;
    set(feedback ? { ...feedback, state: 'unfollowed', target } : { state: 'unfollowed', type, hidden: false, target });
  };

  const undo = async () => {
    if (!feedback) return;
    const action = feedbackUndo(feedback.state, feedback.target);
    if (action?.kind === 'follow') {
      if (!(await followChange(action.target, true))) return;
      // Back to the hide the unfollow followed, which offers Unfollow again; a menu unfollow alone just closes.
      if (feedback.hidden) set({ ...feedback, state: baseState(feedback) });
      else dispatch(feedbackCleared(pinId));
    } else if (action?.kind === 'unhide' && feedback.hide) {
      const result = askOn401({ trigger: 'hide' }, await hideCall({ ...feedback.hide, undo: true }));
      if (!result.error) dispatch(feedbackCleared(pinId));
    }
  };

  return {
    signedIn,
    feedback,
    source,
    isAd: pin?.isPromoted === true,
    /** 'See fewer Pins like this' needs topics to lower. */
    canSeeFewer: hasTopics,
    hide: () => hideAs('hide'),
    seeFewer: () => hideAs('fewerLikeThis'),
    hideAd,
    report,
    unfollow,
    undo,
  };
}
