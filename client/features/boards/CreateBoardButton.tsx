import { useState } from 'react';
import type { Board } from '../../../shared/contracts/board';
import { Button, type ButtonVariant } from '../../ui/Button';
import { CreateBoardDialog } from './CreateBoardDialog';

/** 'Create board', opening its dialog; `onCreated` gets the new board once the dialog has closed. */
export function CreateBoardButton({ onCreated, variant = 'secondary' }: { onCreated: (board: Board) => void; variant?: ButtonVariant }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button variant={variant} onClick={() => setOpen(true)}>
        Create board
      </Button>
      <CreateBoardDialog open={open} onOpenChange={setOpen} onCreated={onCreated} />
    </>
  );
}
