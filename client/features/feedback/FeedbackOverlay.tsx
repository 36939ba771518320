interface FeedbackOverlayProps {
  pinId: string;
  /** The visual area's height: the subtitle is hidden under 250 px. */
  height: number;
}

/** The obscured overlay over a pin the viewer hid or reported. SEAM: features/feedback fills it in. */
export function FeedbackOverlay(_props: FeedbackOverlayProps) {
  return null;
}
