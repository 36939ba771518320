import type { ReactNode } from 'react';
import { useLocation } from 'react-router-dom';
import { isNotFound } from '../../app/apiErrors';
import { useAppSelector } from '../../app/hooks';
import { Button } from '../../ui/Button';
import { ErrorNotice } from '../../ui/ErrorNotice';
import { MessagePage } from '../../ui/MessagePage';
import { NotFound } from '../../ui/NotFound';
import { PageTitle } from '../../ui/PageTitle';
import { Spinner } from '../../ui/Spinner';
import { selectViewer } from '../auth/authSlice';
import { useLoginGate } from '../loginPrompt/useLoginGate';
import './EditPages.css';

const ID = /^[1-9][0-9]{0,15}$/;

export const isEntityId = (id: string) => ID.test(id);

function SignedOut({ what }: { what: string }) {
  const { askToLogIn } = useLoginGate();
  const { pathname } = useLocation();
  return (
    <section className="edit-page">
      <PageTitle page={`Edit ${what}`} />
      <h1>Log in to edit this {what}</h1>
      <Button variant="primary" onClick={() => askToLogIn({ trigger: 'default', next: pathname })}>
        Log in
      </Button>
    </section>
  );
}

interface EditGateProps {
  /** 'board' or 'section', for the page's words. */
  what: string;
  query: { isError: boolean; error?: unknown; refetch: () => void; loaded: boolean };
  /** The address's id, which must look like one: anything else is not found without asking the server. */
  id: string;
  /** Whether the viewer may make this page's edits: the board's owner, or a collaborator whose permissions list the action. */
  allowed: boolean;
  children: ReactNode;
}

/**
 * What an edit page shows before its form: the login prompt signed out, not found for a board the viewer may not
 * see, and a plain refusal (the 403 of a page) to someone who may see it but not edit it.
 */
export function EditGate({ what, query, id, allowed, children }: EditGateProps) {
  const viewer = useAppSelector(selectViewer);
  if (viewer?.isAuth === false) return <SignedOut what={what} />;
  if (!isEntityId(id) || isNotFound(query.error)) return <NotFound what={what} />;
  if (!query.loaded || viewer === null) {
    return query.isError ? <ErrorNotice error={query.error} onRetry={query.refetch} /> : <Spinner label={`Loading ${what}`} />;
  }
  if (!allowed) {
    return (
      <MessagePage title={`You can't edit this ${what}`}>{`Only its owner, or a collaborator allowed to, can change this ${what}.`}</MessagePage>
    );
  }
  return children;
}
