import { createSlice, nanoid, type PayloadAction } from '@reduxjs/toolkit';
import { TIMINGS } from '../../../shared/constants';

/** A piece of a toast's sentence: plain text, or a name linked to its page (the board, the section). */
export type ToastPart = string | { text: string; to: string };

/** A button in the toast that opens a page (the spec names them buttons: Change, Organize). */
export interface ToastAction {
  label: string;
  /** Set when the visible label alone would be ambiguous to a screen reader. */
  ariaLabel?: string;
  to: string;
}

export interface ToastData {
  id: string;
  parts: ToastPart[];
  actions: ToastAction[];
  /** How long it stays once shown. */
  duration: number;
  /** How long after it was asked for it appears. */
  delay: number;
}

export type ShowToast = Partial<Omit<ToastData, 'id' | 'parts'>> & { parts: ToastPart[] | string };

/** Toasts live in the store so any flow (a save, an unsave) can raise one and one host shows them all. */
export const toastSlice = createSlice({
  name: 'toasts',
  initialState: [] as ToastData[],
  reducers: {
    showToast: {
      reducer: (state, action: PayloadAction<ToastData>) => {
        state.push(action.payload);
      },
      prepare: ({ parts, actions = [], duration = TIMINGS.toastDefault, delay = TIMINGS.toastShow }: ShowToast) => ({
        payload: { id: nanoid(), parts: typeof parts === 'string' ? [parts] : parts, actions, duration, delay },
      }),
    },
    toastHidden: (state, action: PayloadAction<string>) => state.filter((toast) => toast.id !== action.payload),
  },
  selectors: {
    selectToasts: (state) => state,
  },
});

export const { showToast, toastHidden } = toastSlice.actions;
export const { selectToasts } = toastSlice.selectors;
