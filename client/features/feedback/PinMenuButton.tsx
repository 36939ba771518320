interface PinMenuButtonProps {
  pinId: string;
  /** Controlled open state, so a long press on mobile can open the same menu. */
  open?: boolean;
  onOpenChange?: (open: boolean) => void;
}

/** The card's overflow menu button. SEAM: features/feedback fills in the menu (hide, report, unfollow). */
export function PinMenuButton({ pinId, onOpenChange }: PinMenuButtonProps) {
  return (
    <button
      type="button"
      className="hover-overlay__more"
      aria-label="More options"
      title="More options"
      aria-haspopup="menu"
      data-pin-id={pinId}
      onClick={() => onOpenChange?.(true)}
    >
      <svg viewBox="0 0 24 24" width="16" height="16" aria-hidden="true" focusable="false">
        <circle cx="4" cy="12" r="2.5" />
        <circle cx="12" cy="12" r="2.5" />
        <circle cx="20" cy="12" r="2.5" />
      </svg>
    </button>
  );
}
