import * as Dialog from '@radix-ui/react-dialog';
import type { ReactNode } from 'react';
import { Button } from '../../ui/Button';
import { DialogFrame } from '../../ui/Dialog';

interface BulkDialogProps {
  title: string;
  /** The server's refusal of the last try, announced. */
  error: string | null;
  onClose: () => void;
  children: ReactNode;
}

/** The frame of each bulk action's dialog: its body, the server's refusal and Cancel. */
export function BulkDialog({ title, error, onClose, children }: BulkDialogProps) {
  return (
    <DialogFrame onOpenChange={(open) => !open && onClose()} title={title} className="bulk-dialog">
      {children}
      {error && (
        <p className="dialog__error" role="alert">
          {error}
        </p>
      )}
      <div className="dialog__actions">
        <Dialog.Close asChild>
          <Button>Cancel</Button>
        </Dialog.Close>
      </div>
    </DialogFrame>
  );
}
