import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import type { Board } from '../../../shared/contracts/board';
import { Button } from '../../ui/Button';
import { formErrors } from '../auth/formErrors';
import { useBoardCreateMutation } from '../saves/savesApi';
import { BoardDialog } from './BoardDialog';
import { BoardDescriptionField, BoardNameField } from './BoardFields';

const FIELDS = ['name', 'description'] as const;

interface CreateBoardDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The board the server made; the dialog has closed by then. */
  onCreated: (board: Board) => void;
}

/**
 * 'Create board' (platform-services.md 5: public by default, name at most 50): name, description and a secret
 * toggle. A taken name comes back as a 409 on `name` and is shown under the field, which gets the focus.
 */
export function CreateBoardDialog({ open, onOpenChange, onCreated }: CreateBoardDialogProps) {
  const [name, setName] = useState('');
  const [description, setDescription] = useState('');
  const [secret, setSecret] = useState(false);
  const [create, { error, isLoading, reset }] = useBoardCreateMutation();
  const form = useRef<HTMLFormElement>(null);
  const secretHint = useId();
  // Once a board is made, the caller decides where the focus goes (the new board in the picker, its page).
  const created = useRef(false);
  const problems = formErrors(error, FIELDS);

  useEffect(() => {
    if (error) form.current?.querySelector<HTMLElement>('[aria-invalid="true"], [role="alert"]')?.focus();
  }, [error]);

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
    const result = await create({ name: name.trim(), description, privacy: secret ? 'secret' : 'public', layout: 'default' });
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
        {problems.message && (
          <p className="board-form__message" role="alert" tabIndex={-1}>
            {problems.message}
          </p>
        )}
        <BoardNameField value={name} onChange={setName} error={problems.fields.name} />
        <BoardDescriptionField value={description} onChange={setDescription} error={problems.fields.description} />
        <div className="board-fields__check">
          <input
            id={`${secretHint}-input`}
            type="checkbox"
            checked={secret}
            onChange={(e) => setSecret(e.target.checked)}
            aria-describedby={secretHint}
          />
          <div>
            <label htmlFor={`${secretHint}-input`} className="field__label">
              Keep this board secret
            </label>
            <p id={secretHint} className="board-fields__hint">
              So only you and collaborators can see it.
            </p>
          </div>
        </div>
        <div className="dialog__actions">
          <Button type="submit" variant="primary" disabled={name.trim() === '' || isLoading}>
            Create
          </Button>
        </div>
      </form>
    </BoardDialog>
  );
}
