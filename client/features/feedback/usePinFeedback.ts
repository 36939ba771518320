import { shallowEqual } from 'react-redux';
import { useSearchParams } from 'react-router-dom';
import {
  feedbackOverlayType,
  feedbackUndo,
  followedSource,
  type FeedbackState,
  type FollowTarget,
} from '../../../shared/domain/feedback';
import type { GridSurface } from '../../../shared/domain/surfaces';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import type { RootState } from '../../app/store';
import { selectBoardById } from '../../entities/boardsSlice';
import { selectPinById } from '../../entities/pinsSlice';
import { selectUserById } from '../../entities/usersSlice';
import { selectViewer } from '../auth/authSlice';
import { useFollowChangeMutation } from '../follow/followApi';
import { followedByMe } from '../follow/followSlice';
import { openLoginPrompt } from '../loginPrompt/loginPromptSlice';
import { usePinHideMutation, usePinReportMutation, type ReportReason } from './feedbackApi';
import { feedbackCleared, feedbackSet, selectPinFeedback, type PinFeedback } from './feedbackSlice';

/** The followed user, board or interest a pin came through, with this session's follows applied. */
function selectFollowedSource(state: RootState, pinId: string): FollowTarget | null {
  const pin = selectPinById(state, pinId);
  if (!pin) return null;
  const pinner = selectUserById(state, pin.pinnerId);
  const board = selectBoardById(state, pin.boardId);
  if (!pinner || !board) return null;
  const source = followedSource({
    pinner: { ...pinner, explicitlyFollowedByMe: followedByMe(state, 'user', pinner.id, pinner.explicitlyFollowedByMe) },
    board,
    boardFollowedByMe: followedByMe(state, 'board', board.id, false),
    sourceInterest: pin.sourceInterest,
    interests: pin.interests,
  });
  // An interest unfollowed this session no longer brought the pin.
  return source?.kind === 'interest' && !followedByMe(state, 'interest', source.id, true) ? null : source;
}

const baseState = (feedback: PinFeedback): FeedbackState => (feedback.type === 'hiddenForWeightLoss' ? 'hiddenForWeightLoss' : 'none');

/**
 * Everything the overflow menu and the feedback overlay do to one pin: hide, report, unfollow and undo. Each call
 * changes the overlay only once it succeeded (feedback failures are not shown, section 8). The surface (the grid the
 * menu is in) only matters to a new hide or report; the overlay's own actions use what the hide recorded.
 */
export function usePinFeedback(pinId: string, surface: GridSurface = 'AuthHomefeed') {
  const dispatch = useAppDispatch();
  const signedIn = useAppSelector(selectViewer)?.isAuth === true;
  const feedback = useAppSelector((state) => selectPinFeedback(state, pinId));
  const source = useAppSelector((state) => selectFollowedSource(state, pinId), shallowEqual);
  const isWeightLossAd = useAppSelector((state) => selectPinById(state, pinId)?.adData?.isWeightLossAd === true);
  const [params] = useSearchParams();
  const [hideCall] = usePinHideMutation();
  const [reportCall] = usePinReportMutation();
  const [followCall] = useFollowChangeMutation();
  const set = (next: PinFeedback) => dispatch(feedbackSet({ pinId, feedback: next }));
  const type = feedbackOverlayType(surface, isWeightLossAd, source);

  const hide = async () => {
    if (!signedIn) {
      dispatch(openLoginPrompt({ trigger: 'hide' }));
      return;
    }
    const query = type === 'search' ? (params.get('q') ?? undefined) : undefined;
    const result = await hideCall({ pinId, type, query, undo: false });
    if (result.error) return;
    set({ state: isWeightLossAd ? 'hiddenForWeightLoss' : 'none', type, hidden: true, target: source, query });
  };

  const report = async (reason: ReportReason) => {
    if (!signedIn) {
      dispatch(openLoginPrompt({ trigger: 'default' }));
      return;
    }
    const result = await reportCall({ pinId, reason });
    if (!result.error) set({ state: 'reported', type, hidden: true, target: null });
  };

  const unfollow = async (target: FollowTarget) => {
    const result = await followCall({ target, follow: false });
    if (result.error) return;
    set(feedback ? { ...feedback, state: 'unfollowed', target } : { state: 'unfollowed', type, hidden: false, target });
  };

  const undo = async () => {
    if (!feedback) return;
    const action = feedbackUndo(feedback.state, feedback.target);
    if (action?.kind === 'follow') {
      const result = await followCall({ target: action.target, follow: true });
      if (result.error) return;
      // Back to the hide the unfollow followed, which offers Unfollow again; a menu unfollow alone just closes.
      if (feedback.hidden) set({ ...feedback, state: baseState(feedback) });
      else dispatch(feedbackCleared(pinId));
    } else if (action?.kind === 'unhide') {
      const result = await hideCall({ pinId, type: feedback.type, query: feedback.query, undo: true });
      if (!result.error) dispatch(feedbackCleared(pinId));
    }
  };

  return { signedIn, feedback, source, hide, report, unfollow, undo };
}
