import { LOGIN_PROMPT_SUBHEADER, loginPromptHeader, showLoginPromptSubheader, type LoginTrigger } from '../../../shared/domain/loginPrompt';

describe('loginPromptHeader (platform-services.md section 6: login modal headers by trigger)', () => {
  it.each<[LoginTrigger, string]>([
    ['default', 'Log in to continue'],
    ['save', 'Log in to save this Pin'],
    ['send', 'Log in to send this Pin'],
    ['edit', 'Log in to edit this Pin'],
    ['createPinOrBoard', 'Log in to create a Pin or board'],
    ['createBoard', 'Log in to create a board'],
    ['hide', 'Log in to hide this Pin'],
    ['shareProfile', 'Log in to share the profile'],
    ['follow', 'Log in to follow'],
    ['unfollow', 'Log in to unfollow'],
  ])('%s -> %j', (trigger, header) => expect(loginPromptHeader(trigger)).toBe(header));

  it.each<[string, string | null | undefined, string]>([
    ['names the inviter', 'Mia', 'Mia invited you to join their board'],
    ['cuts the first name to 30 characters', 'A'.repeat(35), `${'A'.repeat(30)} invited you to join their board`],
    ['a blank name falls back to friends', '   ', 'Your friends invited you to join their board'],
    ['no name falls back to friends', undefined, 'Your friends invited you to join their board'],
    ['a null name falls back to friends', null, 'Your friends invited you to join their board'],
  ])('group board invite: %s', (_case, name, header) => expect(loginPromptHeader('groupBoardInvite', name)).toBe(header));

  it('has the desktop subheader with the product named', () => {
    expect(LOGIN_PROMPT_SUBHEADER).toBe("You're almost there! Log in to access all of Pinboard");
  });
});

describe('showLoginPromptSubheader ("desktop subheader")', () => {
  it.each([
    [390, false],
    [629, false],
    [630, true],
    [1024, true],
    [1440, true],
  ])('%i px -> %s', (width, shown) => expect(showLoginPromptSubheader(width)).toBe(shown));
});
