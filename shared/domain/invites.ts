/** The query parameters of a group-board invite: its code, and the accept and seamless flags after a login. */
export const INVITE_PARAMS = { code: 'invite_code', accept: 'accept_invite', seamless: 'seamless' } as const;

const withParams = (boardUrl: string, params: [string, string][]) =>
  `${boardUrl}?${params.map(([k, v]) => `${encodeURIComponent(k)}=${encodeURIComponent(v)}`).join('&')}`;

/** The link an invite is shared as: the board's page carrying the code. */
export function inviteLinkPath(boardUrl: string, inviteCode: string): string {
  return withParams(boardUrl, [[INVITE_PARAMS.code, inviteCode]]);
}

/**
 * Where a visitor who logged in from an invite goes next: the board with accept_invite and seamless, so
 * the board page joins them without asking again.
 */
export function inviteAcceptPath(boardUrl: string, inviteCode: string): string {
  return withParams(boardUrl, [
    [INVITE_PARAMS.accept, 'true'],
    [INVITE_PARAMS.seamless, 'true'],
    [INVITE_PARAMS.code, inviteCode],
  ]);
}

export type InviteLanding =
  | { kind: 'none' }
  /** Signed in with accept_invite and seamless: join now, without asking. */
  | { kind: 'accept'; inviteCode: string }
  /** Otherwise: show who invited and ask (signed in), or ask to log in first (signed out). */
  | { kind: 'ask'; inviteCode: string };

/** What a board page does with its query string. Only both flags together join without asking. */
export function inviteLanding(query: { get(name: string): string | null }): InviteLanding {
  const inviteCode = query.get(INVITE_PARAMS.code)?.trim();
  if (!inviteCode) return { kind: 'none' };
  const seamless = query.get(INVITE_PARAMS.accept) === 'true' && query.get(INVITE_PARAMS.seamless) === 'true';
  return seamless ? { kind: 'accept', inviteCode } : { kind: 'ask', inviteCode };
}

/** The stable error codes of invite refusals that the client tells apart. */
export const INVITE_ERRORS = {
  /** A seamless join that no login started by this invite, in this browser, led to. */
  seamlessRefused: 'seamless_not_allowed',
  expired: 'invite_expired',
  revoked: 'invite_revoked',
  /** The owner removed the viewer from the board: only an invite addressed to them lets them back. */
  removed: 'removed_from_board',
  /** A pending-invite record is for a signed-out visit only. */
  signedIn: 'signed_in',
} as const;
