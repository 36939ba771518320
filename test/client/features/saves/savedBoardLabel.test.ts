import { savedBoardLabel } from '../../../../client/features/saves/savedBoardLabel';

describe('savedBoardLabel: the quick-saves board is told by its layout, not its name', () => {
  test.each([
    { title: 'Profile', layout: 'quick_saves', expected: 'Saved to Profile' },
    // Regression: any board named 'Profile' read 'Saved to Profile'.
    { title: 'Profile', layout: 'default', expected: 'Profile' },
    { title: 'Kitchen', layout: 'default', expected: 'Kitchen' },
    { title: 'Quick picks', layout: 'quick_saves', expected: 'Saved to Profile' },
  ] as const)('$title ($layout) reads "$expected"', ({ title, layout, expected }) => {
    expect(savedBoardLabel({ title, layout })).toBe(expected);
  });
});
