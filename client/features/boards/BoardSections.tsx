import { useEffect, useRef, useState, type FormEvent } from 'react';
import { LIMITS } from '../../../shared/constants';
import type { BoardDetail } from '../../../shared/contracts/board';
import { apiErrorMessage } from '../../app/apiErrors';
import { useAppDispatch } from '../../app/hooks';
import { Button } from '../../ui/Button';
import { formErrors } from '../auth/formErrors';
import { showToast } from '../toast/toastSlice';
import { useSectionCreateMutation, useSectionsReorderMutation } from './boardsApi';
import { CountedField } from './BoardFields';
import { DeleteSectionButton } from './DeleteSectionButton';
import { SectionTitleForm } from './SectionTitleForm';

type Section = BoardDetail['sections'][number];

/** The ids with the one at `from` moved one place by `step` (-1 up, 1 down). */
function moved(ids: string[], from: number, step: -1 | 1): string[] {
  const next = [...ids];
  [next[from], next[from + step]] = [next[from + step], next[from]];
  return next;
}

function AddSection({ boardId }: { boardId: string }) {
  const dispatch = useAppDispatch();
  const [title, setTitle] = useState('');
  const [create, { error, isLoading, reset }] = useSectionCreateMutation();
  const problems = formErrors(error, ['title'], 'section');

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const result = await create({ board_id: boardId, title: title.trim() });
    if (result.data) {
      setTitle('');
      reset();
      dispatch(showToast({ parts: `Section ${result.data.title} added` }));
    }
  };

  return (
    <form className="edit-page__part" onSubmit={(e) => void submit(e)} noValidate>
      <CountedField label="New section" name="title" value={title} onChange={setTitle} max={LIMITS.sectionTitle} error={problems.fields.title} />
      {problems.message && <p role="alert">{problems.message}</p>}
      <div className="edit-page__row">
        <Button type="submit" disabled={title.trim() === '' || isLoading}>
          Add section
        </Button>
      </div>
    </form>
  );
}

/**
 * The board's sections on its edit page: rename, move up or down (buttons, so the order changes by keyboard as well
 * as by pointer), delete after a confirmation, and add one at the end. Each control shows only where the viewer's
 * permissions allow it.
 */
export function BoardSections({ board }: { board: BoardDetail }) {
  const dispatch = useAppDispatch();
  const [reorder, { isLoading: reordering }] = useSectionsReorderMutation();
  const list = useRef<HTMLOListElement>(null);
  // After a move the pressed button may be gone (first or last place): the focus follows the section it moved.
  const [follow, setFollow] = useState<{ id: string; step: -1 | 1 } | null>(null);
  const may = (action: string) => board.permissions.includes(action);
  const ids = board.sections.map((s) => s.id);
  const order = ids.join();

  useEffect(() => {
    if (!follow) return;
    const item = list.current?.querySelector(`[data-section-id="${follow.id}"]`);
    const button =
      item?.querySelector<HTMLButtonElement>(`[data-step="${follow.step}"]:not(:disabled)`) ??
      item?.querySelector<HTMLButtonElement>('[data-step]:not(:disabled)');
    button?.focus();
  }, [follow, order]);

  const move = async (section: Section, index: number, step: -1 | 1) => {
    const result = await reorder({ board_id: board.id, section_ids: moved(ids, index, step) });
    if (result.error) dispatch(showToast({ parts: apiErrorMessage(result.error) }));
    else setFollow({ id: section.id, step });
  };

  return (
    <section className="edit-page__part" aria-labelledby="board-sections-heading">
      <h2 id="board-sections-heading">Sections</h2>
      {board.sections.length === 0 ? (
        <p>No sections yet.</p>
      ) : (
        <ol className="edit-page__sections" ref={list}>
          {board.sections.map((section, index) => (
            <li key={section.id} className="edit-page__section" data-section-id={section.id}>
              {may('edit_section') ? (
                <SectionTitleForm section={section} label={`Section ${index + 1}`}>
                  <Button
                    data-step={-1}
                    disabled={index === 0 || reordering}
                    onClick={() => void move(section, index, -1)}
                    aria-label={`Move ${section.title} up`}
                  >
                    Up
                  </Button>
                  <Button
                    data-step={1}
                    disabled={index === board.sections.length - 1 || reordering}
                    onClick={() => void move(section, index, 1)}
                    aria-label={`Move ${section.title} down`}
                  >
                    Down
                  </Button>
                  {may('delete_section') && <DeleteSectionButton section={section} boardName={board.name} />}
                </SectionTitleForm>
              ) : (
                <div className="edit-page__row">
                  <p>{section.title}</p>
                  {may('delete_section') && <DeleteSectionButton section={section} boardName={board.name} />}
                </div>
              )}
            </li>
          ))}
        </ol>
      )}
      {may('create_section') && board.sections.length < LIMITS.sectionsPerBoard && <AddSection boardId={board.id} />}
    </section>
  );
}
