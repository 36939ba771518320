import { Link, useNavigate, useParams } from 'react-router-dom';
import { PageTitle } from '../../ui/PageTitle';
import { useSectionGetQuery } from '../boards/boardsApi';
import { DeleteSectionButton } from '../boards/DeleteSectionButton';
import { EditGate, isEntityId } from '../boards/EditGate';
import { SectionTitleForm } from '../boards/SectionTitleForm';
import '../boards/EditPages.css';

/** `/boardsection/{id}/edit`: rename the section or delete it (its pins go back to the board, which opens then). */
export default function SectionEditPage() {
  const { id = '' } = useParams();
  const navigate = useNavigate();
  const query = useSectionGetQuery(id, { skip: !isEntityId(id) });
  const section = query.data;
  const may = (action: string) => section?.board.permissions.includes(action) ?? false;
  return (
    <EditGate id={id} what="section" query={{ ...query, loaded: section !== undefined }} allowed={may('edit_section') || may('delete_section')}>
      {section && (
        <div className="edit-page">
          <PageTitle page={`Edit ${section.title} · ${section.board.name}`} />
          <h1>Edit section</h1>
          <p>
            <Link to={`${section.board.url}${section.slug}/`}>Back to {section.title}</Link> in{' '}
            <Link to={section.board.url}>{section.board.name}</Link>
          </p>
          {may('edit_section') && <SectionTitleForm key={section.title} section={section} />}
          {may('delete_section') && (
            <div className="edit-page__row">
              <DeleteSectionButton section={section} boardName={section.board.name} onDeleted={() => navigate(section.board.url)} />
            </div>
          )}
        </div>
      )}
    </EditGate>
  );
}
