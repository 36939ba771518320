/** Saving: the pin-saved event type the spec names, the quick-saves board's fixed name, input caps. */
export const SAVES = {
  pinSavedEventType: 5,
  quickSavesBoardName: 'Profile',
  /** A signed-out merge keeps at most LIMITS.anonymousSaves; a longer list than this is refused outright. */
  mergeMaxEntries: 10,
  clientTrackingParamsMax: 2000,
  /** A save's eventContext is stored with its event: a little context, not a document. */
  eventContextBounds: { maxDepth: 8, maxBytes: 4096 },
  /** A merge entry is a flat { pin_id, user_id }: anything much bigger or deeper is not one of ours. */
  mergeBounds: { maxDepth: 4, maxBytes: 4096 },
} as const;
