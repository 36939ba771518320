import type { ReactNode } from 'react';
import { Button } from '../../ui/Button';
import { BoardDialog } from './BoardDialog';

interface ConfirmDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  /** What happens, in words: what goes and what stays. */
  children: ReactNode;
  confirmLabel: string;
  onConfirm: () => void;
  busy: boolean;
}

/** Asks before something that cannot be undone; Cancel (or Esc) changes nothing. */
export function ConfirmDialog({ open, onOpenChange, title, children, confirmLabel, onConfirm, busy }: ConfirmDialogProps) {
  return (
    <BoardDialog open={open} onOpenChange={onOpenChange} title={title} description={children}>
      <div className="board-dialog__actions">
        <Button onClick={() => onOpenChange(false)}>Cancel</Button>
        <Button variant="primary" onClick={onConfirm} disabled={busy}>
          {confirmLabel}
        </Button>
      </div>
    </BoardDialog>
  );
}
