import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { FeedbackOverlayType, FeedbackState, FollowTarget } from '../../../shared/domain/feedback';
import type { PinHide } from './feedbackApi';

/** The feedback overlay of one pin: its state (none, reported, unfollowed, hiddenForWeightLoss) and overlay type. */
export interface PinFeedback {
  state: FeedbackState;
  type: FeedbackOverlayType;
  /** Hidden (or reported) for the viewer: an unfollow from the menu alone leaves the pin visible. */
  hidden: boolean;
  /** What the viewer unfollowed, or may unfollow from the overlay. */
  target: FollowTarget | null;
  /** The hide that covered the pin, which Undo sends back; absent after a report or a menu unfollow alone. */
  hide?: PinHide;
}

/** Keyed by pin id, so every grid showing the pin shows the same overlay. */
export const feedbackSlice = createSlice({
  name: 'feedback',
  initialState: {} as Record<string, PinFeedback>,
  reducers: {
    feedbackSet: (state, action: PayloadAction<{ pinId: string; feedback: PinFeedback }>) => {
      state[action.payload.pinId] = action.payload.feedback;
    },
    feedbackCleared: (state, action: PayloadAction<string>) => {
      delete state[action.payload];
    },
  },
  selectors: {
    selectPinFeedback: (state, pinId: string): PinFeedback | undefined => state[pinId],
  },
});

export const { feedbackSet, feedbackCleared } = feedbackSlice.actions;
export const { selectPinFeedback } = feedbackSlice.selectors;
