import { useId, useRef, useState, type FormEvent } from 'react';
import type { BoardDetail, BoardPrivacy } from '../../../shared/contracts/board';
import type { ArgsOf } from '../../app/api';
import { useAppDispatch } from '../../app/hooks';
import type { endpoints } from '../../../shared/contracts/registry';
import { Button } from '../../ui/Button';
import { formErrors, useFocusOnProblem } from '../auth/formErrors';
import { showToast } from '../toast/toastSlice';
import { useBoardUpdateMutation } from './boardsApi';
import { BoardTextFields, HintedChoice } from './BoardFields';
import { CoverPicker, NEWEST } from './CoverPicker';

const PRIVACY: { value: BoardPrivacy; label: string; hint: string }[] = [
  { value: 'public', label: 'Public', hint: 'Anyone can see this board.' },
  { value: 'protected', label: 'Protected', hint: 'Anyone with the link can see it, but other pages do not link to it.' },
  { value: 'secret', label: 'Secret', hint: 'Only you and collaborators can see it.' },
];

const FIELDS = ['name', 'description', 'privacy', 'cover_pin_id'] as const;

/** Only what changed is sent, so two people editing different fields do not undo each other. */
function changes(board: BoardDetail, values: { name: string; description: string; privacy: BoardPrivacy; cover: string }) {
  const update: ArgsOf<typeof endpoints.boardUpdate> = { board_id: board.id };
  if (values.name.trim() !== board.name) update.name = values.name.trim();
  if (values.description !== board.description) update.description = values.description;
  if (values.privacy !== board.privacy) update.privacy = values.privacy;
  if (values.cover !== (board.coverPinId ?? NEWEST)) update.cover_pin_id = values.cover === NEWEST ? null : values.cover;
  return update;
}

/** Name, description, privacy and cover of a board, saved together; errors appear under their fields. */
export function BoardDetailsForm({ board }: { board: BoardDetail }) {
  const dispatch = useAppDispatch();
  const [name, setName] = useState(board.name);
  const [description, setDescription] = useState(board.description);
  const [privacy, setPrivacy] = useState<BoardPrivacy>(board.privacy);
  const [cover, setCover] = useState(board.coverPinId ?? NEWEST);
  const [update, { error, isLoading }] = useBoardUpdateMutation();
  const form = useRef<HTMLFormElement>(null);
  const privacyId = useId();
  const problems = formErrors(error, FIELDS, 'board');
  const pending = changes(board, { name, description, privacy, cover });
  const unchanged = Object.keys(pending).length === 1;
  const mayChangePrivacy = board.permissions.includes('edit_privacy');

  useFocusOnProblem(form, error);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (unchanged || isLoading) return;
    const result = await update(pending);
    if (result.data) dispatch(showToast({ parts: 'Board saved' }));
  };

  return (
    <form ref={form} className="edit-page__part" onSubmit={(e) => void submit(e)} noValidate aria-label="Board details">
      <BoardTextFields name={name} onName={setName} description={description} onDescription={setDescription} problems={problems} />
      {/* Privacy stays with the owner (OWNER_ACTIONS): a collaborator sees it, unchangeable, and why. */}
      <fieldset className="edit-page__choices" disabled={!mayChangePrivacy} aria-describedby={mayChangePrivacy ? undefined : `${privacyId}-owner`}>
        <legend>Privacy</legend>
        {!mayChangePrivacy && (
          <p id={`${privacyId}-owner`} className="board-fields__hint">
            Only the board&apos;s owner can change its privacy.
          </p>
        )}
        {PRIVACY.map((option) => (
          <HintedChoice
            key={option.value}
            type="radio"
            id={`${privacyId}-${option.value}`}
            name="privacy"
            value={option.value}
            label={option.label}
            hint={option.hint}
            checked={privacy === option.value}
            onChange={() => setPrivacy(option.value)}
          />
        ))}
      </fieldset>
      {problems.fields.privacy && <p className="field__error">{problems.fields.privacy}</p>}
      <CoverPicker boardId={board.id} coverPinId={board.coverPinId} value={cover} onChange={setCover} />
      {problems.fields.cover_pin_id && <p className="field__error">{problems.fields.cover_pin_id}</p>}
      <div className="edit-page__row">
        <Button type="submit" variant="primary" disabled={unchanged || isLoading || name.trim() === ''}>
          Save
        </Button>
      </div>
    </form>
  );
}
