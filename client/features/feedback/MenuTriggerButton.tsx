import type { ComponentPropsWithRef } from 'react';

/** The overflow menu's '…' button, before and after the menu's code has loaded (Radix passes its props through). */
export function MenuTriggerButton(props: ComponentPropsWithRef<'button'>) {
  return (
    <button type="button" className="hover-overlay__more" aria-label="More options" title="More options" aria-haspopup="menu" {...props}>
      <svg viewBox="0 0 24 24" width="16" height="16" aria-hidden="true" focusable="false">
        <circle cx="4" cy="12" r="2.5" />
        <circle cx="12" cy="12" r="2.5" />
        <circle cx="20" cy="12" r="2.5" />
      </svg>
    </button>
  );
}
