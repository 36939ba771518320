import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { LoginTrigger } from '../../../shared/domain/loginPrompt';

/** The limited-login modal: visible, its header's trigger, and where to go next. */
export interface LoginPromptState {
  visible: boolean;
  trigger: LoginTrigger;
  /** The route the visitor returns to after logging in (the repin or edit path, or a board with accept_invite). */
  next?: string;
  /** Group-board invites only: the inviter's first name, when known. */
  inviterName?: string;
}

export interface OpenLoginPrompt {
  trigger: LoginTrigger;
  next?: string;
  inviterName?: string;
}

const initialState: LoginPromptState = { visible: false, trigger: 'default' };

export const loginPromptSlice = createSlice({
  name: 'loginPrompt',
  initialState,
  reducers: {
    openLoginPrompt: (_state, action: PayloadAction<OpenLoginPrompt>) => ({ visible: true, ...action.payload }),
    closeLoginPrompt: () => initialState,
  },
  selectors: {
    selectLoginPrompt: (state) => state,
  },
});

export const { openLoginPrompt, closeLoginPrompt } = loginPromptSlice.actions;
export const { selectLoginPrompt } = loginPromptSlice.selectors;
