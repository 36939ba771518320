/* What the video element reports, apart from videoAutoplaySlice (which home's store holds): only the video's chunk uses it. */

/** The lifecycle codes a card's video reports: fixed numbers 0 (default) to 9 (ended), in this order. */
export const VIDEO_STATE = {
  default: 0,
  loadStart: 1,
  loadedMetadata: 2,
  loadedData: 3,
  playing: 4,
  paused: 5,
  seeking: 6,
  stalling: 7,
  failed: 8,
  ended: 9,
} as const;
export type VideoStateCode = (typeof VIDEO_STATE)[keyof typeof VIDEO_STATE];

export type VideoErrorKind = 'aborted' | 'network' | 'decode' | 'sourceNotSupported';

/** MediaError codes 1-4 (MEDIA_ERR_ABORTED ... MEDIA_ERR_SRC_NOT_SUPPORTED); anything else is unknown, so `null`. */
export function videoErrorKind(code: number | undefined): VideoErrorKind | null {
  switch (code) {
    case 1:
      return 'aborted';
    case 2:
      return 'network';
    case 3:
      return 'decode';
    case 4:
      return 'sourceNotSupported';
    default:
      return null;
  }
}
