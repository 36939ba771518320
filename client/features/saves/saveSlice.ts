import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { PinEntity } from '../../entities/normalize';

/** The quick-save button's states; while saving or deleting, further clicks are ignored. */
export type SaveStatus = 'unsaved' | 'saving' | 'saved' | 'deleting';

interface SaveState {
  /** Pins with a save or an unsave under way; while one runs, clicks on that pin's Save are ignored. */
  inFlight: Record<string, 'saving' | 'deleting'>;
  /** The pin whose board picker is open (save_behavior 1). */
  pickerPinId: string | null;
}

const initialState: SaveState = { inFlight: {}, pickerPinId: null };

export const saveSlice = createSlice({
  name: 'save',
  initialState,
  reducers: {
    saveStarted: (state, action: PayloadAction<{ pinId: string; kind: 'saving' | 'deleting' }>) => {
      state.inFlight[action.payload.pinId] = action.payload.kind;
    },
    /** Success or failure alike: the button shows what the pin entity says from here on. */
    saveSettled: (state, action: PayloadAction<string>) => {
      delete state.inFlight[action.payload];
    },
    pickerOpened: (state, action: PayloadAction<string>) => {
      state.pickerPinId = action.payload;
    },
    pickerClosed: (state) => {
      state.pickerPinId = null;
    },
  },
  selectors: {
    selectInFlight: (state, pinId: string) => state.inFlight[pinId],
    selectPickerPinId: (state) => state.pickerPinId,
  },
});

export const { saveStarted, saveSettled, pickerOpened, pickerClosed } = saveSlice.actions;
export const { selectInFlight, selectPickerPinId } = saveSlice.selectors;

export function saveStatusOf(pin: Pick<PinEntity, 'savedInfo'> | undefined, inFlight: 'saving' | 'deleting' | undefined): SaveStatus {
  return inFlight ?? (pin?.savedInfo ? 'saved' : 'unsaved');
}
