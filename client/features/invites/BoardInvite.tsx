import { useCallback, useEffect, useRef } from 'react';
import { useLocation, useSearchParams } from 'react-router-dom';
import type { BoardDetail } from '../../../shared/contracts/board';
import { INVITE_PARAMS, inviteAcceptPath, inviteLanding } from '../../../shared/domain/invites';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { selectViewer } from '../auth/authSlice';
import { openLoginPrompt } from '../loginPrompt/loginPromptSlice';
import { InviteBanner } from './InviteBanner';
import { useInviteMetadataQuery } from './invitesApi';
import { useAcceptInvite } from './useAcceptInvite';

/**
 * Signed out: once the invite's sender is known (or could not be), the login modal opens headed '{name} invited you
 * to join their board' ('Your friends ...' without a name), and logging in goes on to the board with accept_invite
 * and seamless.
 */
function AskToLogIn({ inviteCode }: { inviteCode: string }) {
  const dispatch = useAppDispatch();
  const { pathname } = useLocation();
  const { data, isError } = useInviteMetadataQuery(inviteCode);
  const asked = useRef<string | null>(null);
  const settled = data !== undefined || isError;
  useEffect(() => {
    if (!settled || asked.current === inviteCode) return;
    asked.current = inviteCode;
    // A failed lookup still invites, from 'Your friends', to the board this page shows.
    const next = inviteAcceptPath(data?.board.url ?? pathname, inviteCode);
    dispatch(openLoginPrompt({ trigger: 'groupBoardInvite', inviterName: data?.sender.first_name, next }));
  }, [settled, data, inviteCode, pathname, dispatch]);
  return null;
}

/** Signed in with accept_invite and seamless: joins without asking, once, then says so. */
function AcceptNow({ inviteCode, done }: { inviteCode: string; done: () => void }) {
  const [accept] = useAcceptInvite(done);
  const started = useRef<string | null>(null);
  useEffect(() => {
    if (started.current === inviteCode) return;
    started.current = inviteCode;
    void accept(inviteCode);
  }, [accept, inviteCode]);
  return (
    <p className="visually-hidden" role="status">
      Joining the board…
    </p>
  );
}

/**
 * A board page's invite landing (platform-services.md section 4), from the url's invite_code: signed out, the login
 * prompt; signed in, the seamless join or a banner asking. `board` is the page's board once loaded (a secret board
 * stays unloaded until its invitee joins): its owner and members are not asked to join.
 */
export function BoardInvite({ board }: { board?: BoardDetail }) {
  const [params, setParams] = useSearchParams();
  const viewer = useAppSelector(selectViewer);
  const landing = inviteLanding(params);
  // The invite has been answered: its parameters leave the url (the others, such as a filter, stay).
  const drop = useCallback(
    () =>
      setParams(
        (current) => {
          const rest = new URLSearchParams(current);
          for (const name of Object.values(INVITE_PARAMS)) rest.delete(name);
          return rest;
        },
        { replace: true },
      ),
    [setParams],
  );

  if (landing.kind === 'none' || viewer === null) return null;
  if (!viewer.isAuth) return <AskToLogIn inviteCode={landing.inviteCode} />;
  if (landing.kind === 'accept') return <AcceptNow inviteCode={landing.inviteCode} done={drop} />;
  if (board && (board.owner.id === viewer.id || board.collaboratedByMe)) return null;
  return <InviteBanner inviteCode={landing.inviteCode} viewerId={viewer.id} done={drop} />;
}
