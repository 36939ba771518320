import { PIN_DENSITIES, densityColumns, pinDensityLabel } from '../../shared/domain/boardListOptions';
import {
  BOARD_FILTERS,
  BOARD_SORT_ORDERS,
  DEFAULT_PROFILE_VIEW,
  SELF_PROFILE_PIN_FILTERS,
  boardFilterLabel,
  boardFilterRank,
  boardSortLabel,
  emptyBoardListText,
} from '../../shared/domain/profileViewSettings';

describe('board filters (platform-services.md 3: NONE, GROUP, SECRET, ARCHIVED ranked 0 to 3)', () => {
  it.each([
    ['NONE', 0, 'All boards'],
    ['GROUP', 1, 'Group boards'],
    ['SECRET', 2, 'Secret boards'],
    ['ARCHIVED', 3, 'Archived boards'],
  ] as const)('%s has rank %i and reads %s', (filter, rank, label) => {
    expect(boardFilterRank(filter)).toBe(rank);
    expect(boardFilterLabel(filter)).toBe(label);
  });

  it.each([
    [undefined, 'No boards yet'],
    ['NONE', 'No boards yet'],
    ['GROUP', 'No group boards'],
    ['SECRET', 'No secret boards'],
    ['ARCHIVED', 'No archived boards'],
  ] as const)('an empty list under %s says %s', (filter, text) => {
    expect(emptyBoardListText(filter)).toBe(text);
  });

  it('lists the filters by rank', () => {
    expect(BOARD_FILTERS).toEqual(['NONE', 'GROUP', 'SECRET', 'ARCHIVED']);
    expect(BOARD_FILTERS.map(boardFilterRank)).toEqual([0, 1, 2, 3]);
  });
});

describe('board sort orders', () => {
  it.each([
    ['last_pinned_to', 'Last saved to'],
    ['alphabetical', 'A to Z'],
    ['newest', 'Newest'],
    ['oldest', 'Oldest'],
    ['group_boards_at_top', 'Group boards first'],
    ['custom', 'Custom order'],
  ] as const)('%s reads %s', (sort, label) => {
    expect(boardSortLabel(sort)).toBe(label);
  });

  it('offers exactly the six orders of the spec', () => {
    expect([...BOARD_SORT_ORDERS].sort()).toEqual(['alphabetical', 'custom', 'group_boards_at_top', 'last_pinned_to', 'newest', 'oldest']);
  });
});

describe('profile view settings', () => {
  it.each([
    ['compact', 'Compact'],
    ['default', 'Default'],
    ['comfy', 'Comfy'],
  ] as const)('density %s reads %s', (density, label) => {
    expect(pinDensityLabel(density)).toBe(label);
  });

  it('names the own-profile pin filters of the spec', () => {
    expect([...SELF_PROFILE_PIN_FILTERS].sort()).toEqual([
      'COLORS',
      'CREATED_BY_ME',
      'FAVORITED',
      'FAVORITED_AND_CREATED_BY_ME',
      'INTERESTS',
      'none',
    ]);
  });

  it('defaults to the list options’ defaults: last saved to, every board, default densities, no pin filter', () => {
    expect(DEFAULT_PROFILE_VIEW).toEqual({
      boardSortOrder: 'last_pinned_to',
      boardFilter: 'NONE',
      boardPinDensity: 'default',
      profilePinDensity: 'default',
      selfProfilePinFilter: 'none',
    });
    expect(PIN_DENSITIES).toContain(DEFAULT_PROFILE_VIEW.boardPinDensity);
  });
});

describe('densityColumns (the grid at a pin density)', () => {
  it.each([
    [{ columnWidth: 236, gutter: 16, stretch: false }, 'default', { columnWidth: 236, gutter: 16, stretch: false }],
    [{ columnWidth: 236, gutter: 16, stretch: false }, 'compact', { columnWidth: 189, gutter: 14, stretch: false }],
    [{ columnWidth: 236, gutter: 16, stretch: false }, 'comfy', { columnWidth: 283, gutter: 24, stretch: false }],
    [{ columnWidth: 175, gutter: 8, stretch: true }, 'compact', { columnWidth: 140, gutter: 4, stretch: true }],
    [{ columnWidth: 270, gutter: 24, stretch: false }, 'comfy', { columnWidth: 324, gutter: 24, stretch: false }],
    [{ columnWidth: 175, gutter: 4, stretch: true }, 'compact', { columnWidth: 140, gutter: 4, stretch: true }],
  ] as const)('%j at %s is %j', (columns, density, expected) => {
    expect(densityColumns(columns, density)).toEqual(expected);
  });
});
