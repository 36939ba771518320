import { inviteAcceptPath, inviteLanding, inviteLinkPath } from '../../../shared/domain/invites';

describe('invite links (platform-services.md sections 2.1 and 4)', () => {
  it('shares the board page carrying invite_code', () => {
    expect(inviteLinkPath('/demo/someday-trips/', 'Ab3_-x9QzR1kL0pT')).toBe('/demo/someday-trips/?invite_code=Ab3_-x9QzR1kL0pT');
  });

  it('sends a visitor who logged in from an invite to the board with accept_invite and seamless', () => {
    expect(inviteAcceptPath('/demo/someday-trips/', 'Ab3_-x9QzR1kL0pT')).toBe(
      '/demo/someday-trips/?accept_invite=true&seamless=true&invite_code=Ab3_-x9QzR1kL0pT',
    );
  });

  it('escapes what it puts in the query', () => {
    expect(inviteLinkPath('/a/b/', 'x&y=z')).toBe('/a/b/?invite_code=x%26y%3Dz');
  });
});

describe('inviteLanding: what a board page does with its query string', () => {
  it.each<[string, string, ReturnType<typeof inviteLanding>]>([
    ['no invite', '', { kind: 'none' }],
    ['a blank code', '?invite_code=%20', { kind: 'none' }],
    ['a code alone asks', '?invite_code=abc', { kind: 'ask', inviteCode: 'abc' }],
    ['accept_invite without seamless still asks', '?invite_code=abc&accept_invite=true', { kind: 'ask', inviteCode: 'abc' }],
    ['seamless without accept_invite still asks', '?invite_code=abc&seamless=true', { kind: 'ask', inviteCode: 'abc' }],
    ['a flag other than true asks', '?invite_code=abc&accept_invite=1&seamless=true', { kind: 'ask', inviteCode: 'abc' }],
    ['both flags accept without asking', '?accept_invite=true&seamless=true&invite_code=abc', { kind: 'accept', inviteCode: 'abc' }],
    ['flags without a code do nothing', '?accept_invite=true&seamless=true', { kind: 'none' }],
  ])('%s', (_case, search, expected) => {
    expect(inviteLanding(new URLSearchParams(search))).toEqual(expected);
  });
});
