import { useState, type ReactNode } from 'react';
import { Button } from './Button';
import { DialogFrame } from './Dialog';
import './ConfirmButton.css';

interface ConfirmButtonProps {
  /** The button's text, and its accessible name unless `name` gives a fuller one. */
  label: string;
  name?: string;
  title: string;
  /** What happens, in words: what goes and what stays. */
  children: ReactNode;
  confirmLabel: string;
  /** The dialog closes once this settles (a page that navigates away has unmounted it by then). */
  onConfirm: () => Promise<void>;
  busy: boolean;
}

/** A button that asks before something that cannot be undone; Cancel (or Esc) changes nothing. */
export function ConfirmButton({ label, name, title, children, confirmLabel, onConfirm, busy }: ConfirmButtonProps) {
  const [open, setOpen] = useState(false);
  const confirm = async () => {
    await onConfirm();
    setOpen(false);
  };
  return (
    <>
      <Button onClick={() => setOpen(true)} aria-label={name}>
        {label}
      </Button>
      {/* Raised: a confirmation may open from another dialog (a board's, a section's). */}
      <DialogFrame open={open} onOpenChange={setOpen} title={title} description={children} closeButton layer="raised" className="confirm-dialog">
        <div className="dialog__actions">
          <Button onClick={() => setOpen(false)}>Cancel</Button>
          <Button variant="primary" onClick={() => void confirm()} disabled={busy}>
            {confirmLabel}
          </Button>
        </div>
      </DialogFrame>
    </>
  );
}
