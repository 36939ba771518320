import * as Dialog from '@radix-ui/react-dialog';
import { Button } from '../../ui/Button';

interface DeletePinDialogProps {
  onConfirm: () => void;
  busy: boolean;
}

/** Delete asks first: a pin's saves and comments go with it. Radix keeps focus inside, Esc and Cancel close. */
export function DeletePinDialog({ onConfirm, busy }: DeletePinDialogProps) {
  return (
    <Dialog.Root>
      <Dialog.Trigger asChild>
        <Button disabled={busy}>Delete</Button>
      </Dialog.Trigger>
      <Dialog.Portal>
        <Dialog.Overlay className="confirm-dialog__overlay" />
        <Dialog.Content className="confirm-dialog">
          <Dialog.Title className="confirm-dialog__title">Delete this Pin?</Dialog.Title>
          <Dialog.Description>Once you delete a Pin, you can't undo it.</Dialog.Description>
          <div className="confirm-dialog__actions">
            <Dialog.Close asChild>
              <Button>Cancel</Button>
            </Dialog.Close>
            <Dialog.Close asChild>
              <Button variant="primary" onClick={onConfirm}>
                Delete Pin
              </Button>
            </Dialog.Close>
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
