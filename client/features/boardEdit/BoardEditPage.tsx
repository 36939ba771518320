import { Link, useParams } from 'react-router-dom';
import { ButtonLink } from '../../ui/Button';
import { PageTitle } from '../../ui/PageTitle';
import { ArchiveBoardButton, DeleteBoardButton } from '../boards/BoardLifecycle';
import { BoardDetailsForm } from '../boards/BoardDetailsForm';
import { BoardSections } from '../boards/BoardSections';
import { EditGate, isEntityId } from '../boards/EditGate';
import '../boards/EditPages.css';
import { useBoardByIdQuery } from '../boards/boardsApi';

/**
 * `/board/{id}/edit`: the board's details, cover, sections, collaborators, archive and delete, for its owner or a
 * collaborator whose permissions list edit_board; each further part shows only where its own action is allowed too.
 */
export default function BoardEditPage() {
  const { id = '' } = useParams();
  const query = useBoardByIdQuery(id, { skip: !isEntityId(id) });
  const board = query.data;
  return (
    <EditGate id={id} what="board" query={{ ...query, loaded: board !== undefined }} allowed={board?.permissions.includes('edit_board') ?? false}>
      {board && (
        <div className="edit-page">
          <PageTitle page={`Edit ${board.name}`} />
          <h1>Edit board</h1>
          <p>
            <Link to={board.url}>Back to {board.name}</Link>
          </p>
          {/* Keyed by the board's values: after a save the form starts from what the server kept. */}
          <BoardDetailsForm key={`${board.name}|${board.description}|${board.privacy}|${board.coverPinId}`} board={board} />
          <BoardSections board={board} />
          <section className="edit-page__part" aria-labelledby="board-people-heading">
            <h2 id="board-people-heading">Collaborators</h2>
            <div className="edit-page__row">
              <ButtonLink to={`/board/${board.id}/edit/collaborators`}>Collaborators</ButtonLink>
            </div>
          </section>
          <section className="edit-page__part" aria-labelledby="board-state-heading">
            <h2 id="board-state-heading">Archive or delete</h2>
            <div className="edit-page__row">
              <ArchiveBoardButton board={board} />
              {board.permissions.includes('delete_board') && board.layout !== 'quick_saves' && <DeleteBoardButton board={board} />}
            </div>
          </section>
        </div>
      )}
    </EditGate>
  );
}
