import { SELF_PROFILE_PIN_FILTERS } from '../../shared/domain/profileViewSettings';
import {
  choosesFacet,
  emptyProfilePinsText,
  profilePinFilterLabel,
  profilePinFilters,
  tabPinChoice,
  tabPinFilter,
  tabPinsOptions,
} from '../../shared/domain/profilePinFilters';

test('the Saved tab offers every filter, the Created tab those that change something there', () => {
  expect(profilePinFilters('saved').map(profilePinFilterLabel)).toEqual([
    'All Pins',
    'Created by me',
    'Favorited',
    'Favorited and created by me',
    'Colors',
    'Interests',
  ]);
  expect(new Set(profilePinFilters('saved'))).toEqual(new Set(SELF_PROFILE_PIN_FILTERS));
  expect(profilePinFilters('created').map(profilePinFilterLabel)).toEqual(['All Pins', 'Favorited', 'Colors', 'Interests']);
});

test.each([
  ['none', 'none', 'none'],
  ['CREATED_BY_ME', 'CREATED_BY_ME', 'none'],
  ['FAVORITED', 'FAVORITED', 'FAVORITED'],
  ['FAVORITED_AND_CREATED_BY_ME', 'FAVORITED_AND_CREATED_BY_ME', 'FAVORITED'],
  ['COLORS', 'COLORS', 'COLORS'],
  ['INTERESTS', 'INTERESTS', 'INTERESTS'],
] as const)('stored %s is %s on Saved and %s on Created', (stored, saved, created) => {
  expect(tabPinFilter(stored, 'saved')).toBe(saved);
  expect(tabPinFilter(stored, 'created')).toBe(created);
  expect(profilePinFilters('created')).toContain(created);
});

test.each([
  ['none', undefined, undefined],
  ['CREATED_BY_ME', undefined, 'No Pins you created yet'],
  ['FAVORITED', undefined, 'No Pins you favorited yet'],
  ['FAVORITED_AND_CREATED_BY_ME', undefined, 'No Pins you created and favorited yet'],
  ['COLORS', { color: 'teal' }, 'No teal Pins yet'],
  ['COLORS', undefined, undefined],
  ['INTERESTS', { interest: 'Baking' }, 'No Pins about Baking yet'],
  ['INTERESTS', undefined, undefined],
] as const)('an empty list under %s (%j) says %j', (filter, choice, text) => {
  expect(emptyProfilePinsText(filter, choice)).toBe(text);
});

describe('a tab’s pins query, as the profile and the server render both ask it', () => {
  const params = (query: string) => new URLSearchParams(query);

  it('on someone else’s profile: no filter, whatever the url says', () => {
    const choice = tabPinChoice(null, 'created', params('color=red'));
    expect(choice).toEqual({ filter: 'none', color: undefined, interestId: undefined });
    expect(tabPinsOptions('ana', 'created', choice)).toEqual({ username: 'ana', filter: 'created' });
  });

  it('on the viewer’s own: the stored filter as the tab applies it, completed by the url’s colour or interest', () => {
    expect(tabPinsOptions('ana', 'created', tabPinChoice('FAVORITED_AND_CREATED_BY_ME', 'created', params('')))).toEqual({
      username: 'ana',
      filter: 'created',
      pin_filter: 'FAVORITED',
    });
    expect(tabPinsOptions('ana', 'saved', tabPinChoice('COLORS', 'saved', params('color=red')))).toEqual({
      username: 'ana',
      filter: 'saved',
      pin_filter: 'COLORS',
      color: 'red',
    });
    expect(tabPinsOptions('ana', 'saved', tabPinChoice('INTERESTS', 'saved', params('interest=12')))).toEqual({
      username: 'ana',
      filter: 'saved',
      pin_filter: 'INTERESTS',
      interest_id: '12',
    });
  });

  it('shows every pin until a valid colour or interest completes COLORS or INTERESTS', () => {
    expect(tabPinsOptions('ana', 'saved', tabPinChoice('COLORS', 'saved', params('color=plaid')))).toEqual({ username: 'ana', filter: 'saved' });
    expect(tabPinsOptions('ana', 'saved', tabPinChoice('INTERESTS', 'saved', params('interest=0x1')))).toEqual({ username: 'ana', filter: 'saved' });
    expect(choosesFacet('COLORS') && choosesFacet('INTERESTS') && !choosesFacet('FAVORITED')).toBe(true);
  });
});
