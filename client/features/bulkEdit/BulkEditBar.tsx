import { useState } from 'react';
import type { BoardDetail } from '../../../shared/contracts/board';
import { apiErrorMessage } from '../../app/apiErrors';
import { useAppDispatch } from '../../app/hooks';
import { Button } from '../../ui/Button';
import { TextField } from '../../ui/TextField';
import { BoardList } from '../saves/BoardList';
import { showToast, type ToastPart } from '../toast/toastSlice';
import { BulkDialog } from './BulkDialog';
import { ALL_SELECTED, NOTHING_SELECTED, selectedCount, type Selection } from './selection';
import { useBulkActions, type BulkTarget } from './useBulkActions';
import './BulkEdit.css';

type Action = 'move' | 'copy' | 'section' | 'delete';
type Section = BoardDetail['sections'][number];
interface Outcome {
  count: number;
  board: { name: string; url: string };
  section: { slug: string; title: string } | null;
}

const pins = (n: number) => `${n} ${n === 1 ? 'Pin' : 'Pins'}`;

/** Where the pins went, linked: '{section} in {board}', or the board. */
const place = ({ board, section }: Outcome): ToastPart[] =>
  section
    ? [{ text: section.title, to: `${board.url}${section.slug}/` }, ' in ', { text: board.name, to: board.url }]
    : [{ text: board.name, to: board.url }];

interface BulkEditBarProps {
  board: BoardDetail;
  section?: Section;
  selection: Selection;
  onSelectionChange: (s: Selection) => void;
  /** Leaves selection mode: after Done, or once an action succeeded. */
  onDone: () => void;
}

/** Selection mode's toolbar: the count, select all, the bulk actions the viewer's permissions allow, and Done. */
export function BulkEditBar({ board, section, selection, onSelectionChange, onDone }: BulkEditBarProps) {
  const dispatch = useAppDispatch();
  const actions = useBulkActions({ boardId: board.id, sectionId: section?.id });
  const [open, setOpen] = useState<Action | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [title, setTitle] = useState('');
  const count = selectedCount(selection, section ? section.pinCount : board.pinCount);
  const may = (action: string) => board.permissions.includes(action);

  const show = (action: Action | null) => {
    setError(null);
    setOpen(action);
  };
  async function run(work: () => Promise<Outcome>, toast: (o: Outcome) => ToastPart[]) {
    setBusy(true);
    setError(null);
    try {
      const outcome = await work();
      dispatch(showToast({ parts: toast(outcome) }));
      onDone();
    } catch (e) {
      setError(apiErrorMessage(e));
      setBusy(false);
    }
  }
  const move = (t: BulkTarget) =>
    run(
      () => actions.move(selection, t),
      (o) => [`Moved ${pins(o.count)} to `, ...place(o)],
    );
  // Copies the viewer already had there are left as they were: say so rather than 'Saved 0 Pins'.
  const copy = (t: BulkTarget) =>
    run(
      () => actions.copy(selection, t),
      (o) => [o.count > 0 ? `Saved ${pins(o.count)} to ` : 'Already saved to ', ...place(o)],
    );
  const makeSection = () =>
    run(
      () => actions.createSection(selection, title.trim()),
      (o) => [`Moved ${pins(o.count)} to `, ...place(o)],
    );
  const remove = () =>
    run(
      () => actions.remove(selection),
      (o) => [`Deleted ${pins(o.count)}`],
    );
  const pick = (then: (t: BulkTarget) => unknown) => (boardId: string, sectionId?: string) => void then({ boardId, sectionId });

  return (
    <div className="bulk-bar" role="region" aria-label="Organize pins">
      <p className="bulk-bar__count" aria-live="polite">
        {count} selected
      </p>
      {selection.all || count > 0 ? (
        <Button onClick={() => onSelectionChange(NOTHING_SELECTED)}>Clear selection</Button>
      ) : (
        <Button onClick={() => onSelectionChange(ALL_SELECTED)}>Select all</Button>
      )}
      {may('move') && (
        <Button disabled={count === 0} onClick={() => show('move')}>
          Move
        </Button>
      )}
      <Button disabled={count === 0} onClick={() => show('copy')}>
        Copy
      </Button>
      {may('create_section') && (
        <Button disabled={count === 0} onClick={() => show('section')}>
          Create section
        </Button>
      )}
      {may('delete') && (
        <Button disabled={count === 0} onClick={() => show('delete')}>
          Delete
        </Button>
      )}
      <Button variant="primary" onClick={onDone}>
        Done
      </Button>

      {open === 'move' && (
        <BulkDialog title={`Move ${pins(count)} to`} error={error} onClose={() => show(null)}>
          <BoardList currentBoardId={board.id} onPick={pick(move)} disabled={busy} />
        </BulkDialog>
      )}
      {open === 'copy' && (
        <BulkDialog title={`Save ${pins(count)} to`} error={error} onClose={() => show(null)}>
          <BoardList onPick={pick(copy)} disabled={busy} />
        </BulkDialog>
      )}
      {open === 'section' && (
        <BulkDialog title={`New section with ${pins(count)}`} error={error} onClose={() => show(null)}>
          <form
            onSubmit={(e) => {
              e.preventDefault();
              void makeSection();
            }}
          >
            <TextField label="Section name" name="title" value={title} onChange={(e) => setTitle(e.target.value)} required />
            <Button type="submit" variant="primary" disabled={busy || !title.trim()}>
              Create
            </Button>
          </form>
        </BulkDialog>
      )}
      {open === 'delete' && (
        <BulkDialog title={`Delete ${pins(count)}?`} error={error} onClose={() => show(null)}>
          <p>This cannot be undone.</p>
          <Button variant="primary" disabled={busy} onClick={() => void remove()}>
            Delete
          </Button>
        </BulkDialog>
      )}
    </div>
  );
}
