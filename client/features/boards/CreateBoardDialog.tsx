import { useId, useRef, useState, type FormEvent } from 'react';
import type { Board } from '../../../shared/contracts/board';
import { Button } from '../../ui/Button';
import { formErrors, useFocusOnProblem } from '../auth/formErrors';
import { useLoginGate } from '../loginPrompt/useLoginGate';
import { BoardDialog } from './BoardDialog';
import { BoardTextFields, HintedChoice } from './BoardFields';
import { useBoardCreateMutation } from './boardsApi';

const FIELDS = ['name', 'description'] as const;

interface CreateBoardDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The board the server made; the dialog has closed by then. */
  onCreated: (board: Board) => void;
}

/**
 * 'Create board' (a board is public unless made secret, its name at most 50 characters): name, description and a secret
 * toggle. A taken name comes back as a 409 on `name` and is shown under the field, which gets the focus.
 */
export function CreateBoardDialog({ open, onOpenChange, onCreated }: CreateBoardDialogProps) {
  const [name, setName] = useState('');
  const [description, setDescription] = useState('');
  const [secret, setSecret] = useState(false);
  const [create, { error, isLoading, reset }] = useBoardCreateMutation();
  const form = useRef<HTMLFormElement>(null);
  const secretId = useId();
  // Once a board is made, the caller decides where the focus goes (the new board in the picker, its page).
  const created = useRef(false);
  const { askOn401 } = useLoginGate();
  const problems = formErrors(error, FIELDS, 'board');

  useFocusOnProblem(form, error);

  const changeOpen = (next: boolean) => {
    if (!next) {
      setName('');
      setDescription('');
      setSecret(false);
      reset();
    }
    onOpenChange(next);
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (isLoading) return;
    // A session that ended since the page loaded: the prompt says what was being tried.
    const result = askOn401(
      { trigger: 'createBoard' },
      await create({ name: name.trim(), description, privacy: secret ? 'secret' : 'public', layout: 'default' }),
    );
    if (result.data) {
      created.current = true;
      changeOpen(false);
      onCreated(result.data);
    }
  };

  return (
    <BoardDialog
      open={open}
      onOpenChange={changeOpen}
      title="Create board"
      onOpenAutoFocus={(event) => {
        event.preventDefault();
        form.current?.querySelector<HTMLElement>('input[name="name"]')?.focus();
      }}
      onCloseAutoFocus={(event) => {
        if (created.current) event.preventDefault();
        created.current = false;
      }}
    >
      <form ref={form} className="board-form" onSubmit={(e) => void submit(e)} noValidate>
        <BoardTextFields name={name} onName={setName} description={description} onDescription={setDescription} problems={problems} />
        <HintedChoice
          type="checkbox"
          id={secretId}
          label="Keep this board secret"
          hint="So only you and collaborators can see it."
          checked={secret}
          onChange={setSecret}
        />
        <div className="dialog__actions">
          <Button type="submit" variant="primary" disabled={name.trim() === '' || isLoading}>
            Create
          </Button>
        </div>
      </form>
    </BoardDialog>
  );
}
