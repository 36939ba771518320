import * as Dialog from '@radix-ui/react-dialog';
import type { ReactNode } from 'react';
import { Button } from '../../ui/Button';

interface BulkDialogProps {
  title: string;
  /** The server's refusal of the last try, announced. */
  error: string | null;
  onClose: () => void;
  children: ReactNode;
}

/** The frame of each bulk action's dialog: Radix keeps focus inside and Esc closes. */
export function BulkDialog({ title, error, onClose, children }: BulkDialogProps) {
  return (
    <Dialog.Root open onOpenChange={(open) => !open && onClose()}>
      <Dialog.Portal>
        <Dialog.Overlay className="bulk-dialog__overlay" />
        <Dialog.Content className="bulk-dialog" aria-describedby={undefined}>
          <Dialog.Title className="bulk-dialog__title">{title}</Dialog.Title>
          {children}
          {error && (
            <p className="bulk-dialog__error" role="alert">
              {error}
            </p>
          )}
          <div className="bulk-dialog__actions">
            <Dialog.Close asChild>
              <Button>Cancel</Button>
            </Dialog.Close>
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
