import { useState, type FormEvent } from 'react';
import { Link, useParams } from 'react-router-dom';
import type { CollaboratorsPage } from '../../../shared/contracts/collaborators';
import type { UserSummary } from '../../../shared/contracts/user';
import { INVITES } from '../../../shared/constants';
import { apiErrorMessage } from '../../app/apiErrors';
import { useAppDispatch } from '../../app/hooks';
import { Button, ButtonLink } from '../../ui/Button';
import { PageTitle } from '../../ui/PageTitle';
import { Spinner } from '../../ui/Spinner';
import { TextField } from '../../ui/TextField';
import { InviteButton } from '../invites/InviteButton';
import { useSearchPeopleQuery } from '../feeds/searchFeeds/searchFeedsApi';
import { useInviteCreateMutation } from '../invites/invitesApi';
import { showToast } from '../toast/toastSlice';
import { BoardMembersGate } from '../collaborators/BoardMembersGate';
import { PersonRow } from '../people/PersonRow';

/** What someone found already is to the board, or undefined when they can be invited. */
function relationOf(page: CollaboratorsPage, userId: string, invited: ReadonlySet<string>): string | undefined {
  if (userId === page.owner.id) return 'Owner';
  if (page.collaborators.some((c) => c.user.id === userId)) return 'Collaborator';
  if (invited.has(userId) || page.pendingInvites.some((i) => i.user.id === userId)) return 'Invited';
  return undefined;
}

function Results({ page, query }: { page: CollaboratorsPage; query: string }) {
  const dispatch = useAppDispatch();
  const { data: people, isFetching, isError, error } = useSearchPeopleQuery(query);
  const [invite, { isLoading }] = useInviteCreateMutation();
  const [invited, setInvited] = useState<ReadonlySet<string>>(new Set());

  const onInvite = async (user: UserSummary) => {
    const result = await invite({ board_id: page.board.id, invited_user_id: user.id, invite_channel: INVITES.copiedLinkChannel });
    if (result.error) {
      dispatch(showToast({ parts: apiErrorMessage(result.error) }));
      return;
    }
    setInvited((before) => new Set(before).add(user.id));
    dispatch(showToast({ parts: `Invited ${user.fullName}` }));
  };

  if (isFetching && !people) return <Spinner label="Searching people" />;
  if (isError) return <p role="alert">{apiErrorMessage(error)}</p>;
  if (!people?.length) return <p role="status">Nobody found for “{query}”.</p>;
  return (
    <ul className="people-list" aria-label="People found">
      {people.map((user) => {
        const relation = relationOf(page, user.id, invited);
        return (
          <PersonRow key={user.id} user={user} detail={relation}>
            {!relation && (
              <Button variant="primary" disabled={isLoading} onClick={() => void onInvite(user)}>
                {`Invite ${user.fullName}`}
              </Button>
            )}
          </PersonRow>
        );
      })}
    </ul>
  );
}

function AddCollaborators({ page }: { page: CollaboratorsPage }) {
  const [text, setText] = useState('');
  const [query, setQuery] = useState('');
  const { board } = page;
  // Searching on submit, not on every key: one request per name asked for, and nothing to debounce.
  const onSubmit = (e: FormEvent) => {
    e.preventDefault();
    setQuery(text.trim());
  };
  return (
    <section className="members">
      <PageTitle page={`Add collaborators to ${board.name}`} />
      <h1>Add collaborators</h1>
      <p>
        To <Link to={board.url}>{board.name}</Link>
      </p>
      {page.viewerPermissions.includes('invite') ? (
        <>
          <form role="search" className="members__search" onSubmit={onSubmit}>
            <TextField label="Search people by name" name="people" type="search" value={text} onChange={(e) => setText(e.target.value)} />
            <Button type="submit" variant="primary" disabled={!text.trim()}>
              Search
            </Button>
          </form>
          {query && <Results page={page} query={query} />}
          <h2>Or share a link</h2>
          <p>Anyone with the board’s invite link can join it.</p>
          <InviteButton boardId={board.id}>Copy invite link</InviteButton>
        </>
      ) : (
        <p role="alert">Only the board’s owner, or a collaborator allowed to invite, can add people.</p>
      )}
      <ButtonLink to={`/board/${board.id}/edit/collaborators`} className="members__done">
        See collaborators
      </ButtonLink>
    </section>
  );
}

/** `/board/{id}/edit/add_collaborators`: find people by name and invite them, or copy the board's invite link. */
export default function AddCollaboratorsPage() {
  const { id = '' } = useParams();
  return <BoardMembersGate boardId={id}>{(page) => <AddCollaborators page={page} />}</BoardMembersGate>;
}
