import { useCallback, useEffect, useRef } from 'react';
import { useLocation, useSearchParams } from 'react-router-dom';
import type { BoardDetail } from '../../../shared/contracts/board';
import { INVITE_ERRORS, INVITE_PARAMS, inviteAcceptPath, inviteLanding } from '../../../shared/domain/invites';
import { apiErrorMessage, isApiError } from '../../app/apiErrors';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { selectViewer } from '../auth/authSlice';
import { useLoginGate } from '../loginPrompt/useLoginGate';
import { showToast } from '../toast/toastSlice';
import { InviteBanner } from './InviteBanner';
import { useInviteMetadataQuery, usePendingInviteCreateMutation } from './invitesApi';
import { useAcceptInvite } from './useAcceptInvite';

const CLOSED_LINK: readonly string[] = [INVITE_ERRORS.expired, INVITE_ERRORS.revoked];

/**
 * Signed out: the server first records that this browser opened the invite (so that the login may end in the
 * seamless join); once that and the sender are known (or could not be), the login modal opens headed '{name} invited
 * you to join their board' ('Your friends ...' without a name), and logging in goes on to the board with
 * accept_invite and seamless. An expired or revoked link says so instead.
 */
function AskToLogIn({ inviteCode, done }: { inviteCode: string; done: () => void }) {
  const dispatch = useAppDispatch();
  const { askToLogIn } = useLoginGate();
  const { pathname } = useLocation();
  const { data, isError, error } = useInviteMetadataQuery(inviteCode);
  const [recordVisit, visit] = usePendingInviteCreateMutation();
  const recorded = useRef<string | null>(null);
  const asked = useRef<string | null>(null);
  useEffect(() => {
    if (recorded.current === inviteCode) return;
    recorded.current = inviteCode;
    void recordVisit(inviteCode);
  }, [recordVisit, inviteCode]);
  const settled = (data !== undefined || isError) && (visit.isSuccess || visit.isError);
  useEffect(() => {
    if (!settled || asked.current === inviteCode) return;
    asked.current = inviteCode;
    if (isApiError(error) && CLOSED_LINK.includes(error.code)) {
      dispatch(showToast({ parts: apiErrorMessage(error) }));
      done();
      return;
    }
    // A failed lookup still invites, from 'Your friends', to the board this page shows.
    const next = inviteAcceptPath(data?.board.url ?? pathname, inviteCode);
    askToLogIn({ trigger: 'groupBoardInvite', inviterName: data?.sender.first_name, next });
  }, [settled, data, error, inviteCode, pathname, dispatch, askToLogIn, done]);
  return null;
}

/**
 * Signed in with accept_invite and seamless: joins without asking, once, then says so. The server joins only after
 * a login this invite started in this browser; otherwise (a link crafted elsewhere) the page asks instead.
 */
function AcceptNow({ inviteCode, done, ask }: { inviteCode: string; done: () => void; ask: () => void }) {
  const [accept] = useAcceptInvite(done, ask);
  const started = useRef<string | null>(null);
  useEffect(() => {
    if (started.current === inviteCode) return;
    started.current = inviteCode;
    void accept(inviteCode, true);
  }, [accept, inviteCode]);
  return (
    <p className="visually-hidden" role="status">
      Joining the board…
    </p>
  );
}

/**
 * A board page's invite landing, from the url's invite_code: signed out, the login prompt; signed in, the seamless join
 * or a banner asking. `board` is the page's board once loaded (a secret board stays unloaded until its invitee joins):
 * its owner and members are not asked to join.
 */
export function BoardInvite({ board }: { board?: BoardDetail }) {
  const [params, setParams] = useSearchParams();
  const viewer = useAppSelector(selectViewer);
  const landing = inviteLanding(params);
  const without = useCallback(
    (names: string[]) =>
      setParams(
        (current) => {
          const rest = new URLSearchParams(current);
          for (const name of names) rest.delete(name);
          return rest;
        },
        { replace: true },
      ),
    [setParams],
  );
  // The invite has been answered: its parameters leave the url (the others, such as a filter, stay).
  const drop = useCallback(() => without(Object.values(INVITE_PARAMS)), [without]);
  // The seamless join was refused: the invite stays, to be asked about.
  const ask = useCallback(() => without([INVITE_PARAMS.accept, INVITE_PARAMS.seamless]), [without]);

  if (landing.kind === 'none' || viewer === null) return null;
  if (!viewer.isAuth) return <AskToLogIn inviteCode={landing.inviteCode} done={drop} />;
  if (landing.kind === 'accept') return <AcceptNow inviteCode={landing.inviteCode} done={drop} ask={ask} />;
  if (board && (board.owner.id === viewer.id || board.collaboratedByMe)) return null;
  return <InviteBanner inviteCode={landing.inviteCode} viewerId={viewer.id} done={drop} />;
}
