import { createSlice, type PayloadAction } from '@reduxjs/toolkit';

export interface VideoEntry {
  pinId: string;
  currentTime: number;
  paused: boolean;
}

export interface VideoAutoplayState {
  /** The one organic video allowed to play; `null` when none is. */
  organic: VideoEntry | null;
  /** Promoted videos have their own slot, so an ad never stops (or is stopped by) the organic video. */
  promoted: VideoEntry | null;
}

interface VideoRef {
  pinId: string;
  promoted: boolean;
}

const initialState: VideoAutoplayState = { organic: null, promoted: null };

const slotOf = (promoted: boolean): keyof VideoAutoplayState => (promoted ? 'promoted' : 'organic');

export const videoAutoplaySlice = createSlice({
  name: 'videoAutoplay',
  initialState,
  reducers: {
    /** Claims the slot. Ignored while another video plays there: first in view keeps playing, nothing flickers. */
    videoPlayRequested(state, { payload }: PayloadAction<VideoRef & { currentTime?: number }>) {
      const slot = slotOf(payload.promoted);
      const current = state[slot];
      if (current && !current.paused && current.pinId !== payload.pinId) return;
      state[slot] = { pinId: payload.pinId, currentTime: payload.currentTime ?? current?.currentTime ?? 0, paused: false };
    },
    /** Pausing frees the slot, so the next video that comes into view may play. */
    videoPaused(state, { payload }: PayloadAction<VideoRef>) {
      const slot = slotOf(payload.promoted);
      if (state[slot]?.pinId === payload.pinId) state[slot] = null;
    },
    videoTimeUpdated(state, { payload }: PayloadAction<VideoRef & { currentTime: number }>) {
      const current = state[slotOf(payload.promoted)];
      if (current?.pinId === payload.pinId) current.currentTime = payload.currentTime;
    },
  },
});

export const { videoPlayRequested, videoPaused, videoTimeUpdated } = videoAutoplaySlice.actions;

/** Typed against an optional slice so a store without it still renders cards: their videos then never autoplay. */
type WithVideoAutoplay = { [videoAutoplaySlice.name]?: VideoAutoplayState };

export const selectVideoSlot = (state: WithVideoAutoplay, promoted: boolean): VideoEntry | null => state.videoAutoplay?.[slotOf(promoted)] ?? null;
