import { useState, type FormEvent, type ReactNode } from 'react';
import { LIMITS } from '../../../shared/constants';
import type { BoardDetail } from '../../../shared/contracts/board';
import { useAppDispatch } from '../../app/hooks';
import { Button } from '../../ui/Button';
import { formErrors } from '../auth/formErrors';
import { showToast } from '../toast/toastSlice';
import { useSectionUpdateMutation } from './boardsApi';
import { CountedField } from './BoardFields';

type Section = BoardDetail['sections'][number];

interface SectionTitleFormProps {
  section: Section;
  label?: string;
  /** More controls for the section, beside Rename. */
  children?: ReactNode;
}

/** Renames a section; a title the board already has comes back as a 409 on `title`, shown under the field. */
export function SectionTitleForm({ section, label = 'Section name', children }: SectionTitleFormProps) {
  const dispatch = useAppDispatch();
  const [title, setTitle] = useState(section.title);
  const [rename, { error, isLoading }] = useSectionUpdateMutation();
  const problems = formErrors(error, ['title'], 'section');

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const result = await rename({ section_id: section.id, title: title.trim() });
    if (result.data) dispatch(showToast({ parts: `Section renamed to ${result.data.title}` }));
  };

  const unchanged = title.trim() === '' || title.trim() === section.title;
  return (
    <form className="edit-page__part" onSubmit={(e) => void submit(e)} noValidate>
      <CountedField label={label} name="title" value={title} onChange={setTitle} max={LIMITS.sectionTitle} error={problems.fields.title} required />
      {problems.message && <p role="alert">{problems.message}</p>}
      <div className="edit-page__row">
        <Button type="submit" disabled={unchanged || isLoading}>
          Rename
        </Button>
        {children}
      </div>
    </form>
  );
}
