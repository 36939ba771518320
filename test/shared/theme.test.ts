import { THEME_COLORS } from '../../shared/constants';
import { themeChoiceOf, themeColorOf } from '../../shared/domain/theme';

describe('the theme choice', () => {
  it.each([
    ['light', 'light'],
    ['dark', 'dark'],
    ['system', 'system'],
    [null, 'system'],
    ['', 'system'],
    ['DARK', 'system'],
    ['sepia', 'system'],
    ['constructor', 'system'],
    [1, 'system'],
  ])('reads %p as %p', (stored, choice) => {
    expect(themeChoiceOf(stored)).toBe(choice);
  });

  it.each([
    ['light', THEME_COLORS.light],
    ['dark', THEME_COLORS.dark],
    ['system', null],
  ] as const)("gives the browser bar %p's colour", (choice, color) => {
    expect(themeColorOf(choice)).toBe(color);
  });

  it('makes the dark page #111111, the spec’s dark background', () => {
    expect(THEME_COLORS.dark).toBe('#111111');
  });
});
