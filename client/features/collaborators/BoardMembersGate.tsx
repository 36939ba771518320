import type { ReactNode } from 'react';
import { useLocation } from 'react-router-dom';
import type { CollaboratorsPage } from '../../../shared/contracts/collaborators';
import { isNotFound } from '../../app/apiErrors';
import { useAppSelector } from '../../app/hooks';
import { Button } from '../../ui/Button';
import { ErrorNotice } from '../../ui/ErrorNotice';
import { NotFound } from '../../ui/NotFound';
import { PageTitle } from '../../ui/PageTitle';
import { Spinner } from '../../ui/Spinner';
import { selectViewer } from '../auth/authSlice';
import { useLoginGate } from '../loginPrompt/useLoginGate';
import { useCollaboratorsGetQuery } from './collaboratorsApi';
import './Collaborators.css';

function SignedOut() {
  const { askToLogIn } = useLoginGate();
  const { pathname } = useLocation();
  return (
    <section className="members">
      <PageTitle page="Collaborators" />
      <h1>Log in to see this board’s collaborators</h1>
      <Button variant="primary" onClick={() => askToLogIn({ trigger: 'default', next: pathname })}>
        Log in
      </Button>
    </section>
  );
}

/**
 * The two member pages' common part: the board's members, read afresh on every visit (an invite made on one page
 * shows on the other), or why they cannot be shown.
 */
export function BoardMembersGate({ boardId, children }: { boardId: string; children: (page: CollaboratorsPage, viewerId: string) => ReactNode }) {
  const viewer = useAppSelector(selectViewer);
  const signedIn = viewer?.isAuth === true;
  const { data, error, isError, refetch } = useCollaboratorsGetQuery(boardId, { skip: !signedIn, refetchOnMountOrArgChange: true });
  if (viewer?.isAuth === false) return <SignedOut />;
  if (isNotFound(error)) return <NotFound what="board" />;
  if (isError) {
    return (
      <section className="members">
        <PageTitle page="Collaborators" />
        <ErrorNotice error={error} onRetry={() => void refetch()} />
      </section>
    );
  }
  if (!data || !signedIn) return <Spinner label="Loading collaborators" />;
  return children(data, viewer.id);
}
