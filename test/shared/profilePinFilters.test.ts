import { SELF_PROFILE_PIN_FILTERS } from '../../shared/domain/boardListOptions';
import { emptyProfilePinsText, profilePinFilterLabel, profilePinFilters, tabPinFilter } from '../../shared/domain/profilePinFilters';

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
