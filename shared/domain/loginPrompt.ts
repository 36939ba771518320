import { isCompactViewport } from './cardLayout';
import { inviteSenderFirstName } from './textLabels';

/** What made the login modal open; each has its own header. */
export type LoginTrigger =
  'default' | 'save' | 'send' | 'edit' | 'createPinOrBoard' | 'createBoard' | 'hide' | 'shareProfile' | 'follow' | 'unfollow' | 'groupBoardInvite';

const HEADERS: Record<Exclude<LoginTrigger, 'groupBoardInvite'>, string> = {
  default: 'Log in to continue',
  save: 'Log in to save this Pin',
  send: 'Log in to send this Pin',
  edit: 'Log in to edit this Pin',
  createPinOrBoard: 'Log in to create a Pin or board',
  createBoard: 'Log in to create a board',
  hide: 'Log in to hide this Pin',
  shareProfile: 'Log in to share the profile',
  follow: 'Log in to follow',
  unfollow: 'Log in to unfollow',
};

/**
 * The login modal's header for what opened it. A group-board invite names the inviter by first name (cut to 30);
 * without a usable name it still invites, from 'Your friends', rather than greeting nobody.
 */
export function loginPromptHeader(trigger: LoginTrigger, inviterName?: string | null): string {
  if (trigger !== 'groupBoardInvite') return HEADERS[trigger];
  const name = inviteSenderFirstName(inviterName);
  return name ? `${name} invited you to join their board` : 'Your friends invited you to join their board';
}

/** Desktop only: the spec's "all of the product" reads as the product's name. */
export const LOGIN_PROMPT_SUBHEADER = "You're almost there! Log in to access all of Pinboard";

/** The subheader is for desktop: not on a phone, where the grid and the modal switch to compact. */
export function showLoginPromptSubheader(viewportWidth: number): boolean {
  return !isCompactViewport(viewportWidth);
}
