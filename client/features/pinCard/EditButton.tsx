import { Link } from 'react-router-dom';

interface EditButtonProps {
  pinId: string;
  boardId: string;
  /** The viewer may edit the pin itself (pinner, board owner, collaborator with 'edit'). */
  editsPin: boolean;
}

/**
 * The card's edit control, for whoever may change the pin where it sits or has saved a copy of it. A pin the viewer may
 * edit opens its edit page (/pin/{id}/edit: title, description, link, board); otherwise the button is there for the
 * viewer's saved copy, and opens the edit-a-saved-pin route (/pin/{id}/repin/ with isEditingPin, pinBoardId and
 * originalPinId) without isFromToast, which marks the toast's Change and Organize entries. It navigates, so it is a
 * link styled as an icon button.
 */
export function EditButton({ pinId, boardId, editsPin }: EditButtonProps) {
  const query = new URLSearchParams({ isEditingPin: 'true', pinBoardId: boardId, originalPinId: pinId });
  return (
    <Link
      to={editsPin ? `/pin/${pinId}/edit` : `/pin/${pinId}/repin/?${query}`}
      className="card-icon-button edit-button"
      aria-label="Edit Pin"
      title="Edit Pin"
    >
      <svg viewBox="0 0 24 24" width="16" height="16" aria-hidden="true" focusable="false">
        <path d="M13.4 4.6 19.4 10.6 8 22H2v-6zm1.4-1.4L17.6.4a1.4 1.4 0 0 1 2 0l4 4a1.4 1.4 0 0 1 0 2l-2.8 2.8z" />
      </svg>
    </Link>
  );
}
