import { THEME_STORAGE_KEY } from '../../../../shared/domain/theme';
import { THEME_BOOT_SCRIPT } from '../../../../shared/domain/themeBootScript';
import { applyTheme, storedTheme, storeTheme } from '../../../../client/features/appearance/theme';

/** The page's head as index.html has it: a theme-color meta per scheme. */
function resetDocument(serverTheme: string | null) {
  document.documentElement.removeAttribute('data-theme');
  if (serverTheme) document.documentElement.setAttribute('data-theme', serverTheme);
  document.head.innerHTML =
    '<meta name="theme-color" media="(prefers-color-scheme: light)" content="#ffffff">' +
    '<meta name="theme-color" media="(prefers-color-scheme: dark)" content="#111111">';
}

const metas = () => [...document.querySelectorAll('meta[name="theme-color"]')].map((meta) => meta.getAttribute('content'));

afterEach(() => localStorage.clear());

describe('the script in <head> that applies a chosen theme before first paint', () => {
  // [what the server put on <html>, this browser's stored choice, data-theme after, theme-color metas after]
  it.each([
    [null, null, null, ['#ffffff', '#111111']],
    [null, 'dark', 'dark', ['#111111', '#111111']],
    [null, 'light', 'light', ['#ffffff', '#ffffff']],
    [null, 'sepia', null, ['#ffffff', '#111111']],
    ['dark', 'light', 'dark', ['#111111', '#111111']],
    ['light', 'dark', 'light', ['#ffffff', '#ffffff']],
    // A signed-in viewer who follows the system: this browser's own choice does not apply.
    ['system', 'dark', 'system', ['#ffffff', '#111111']],
  ])('server %p, stored %p: data-theme %p, metas %p', (server, stored, theme, colors) => {
    resetDocument(server);
    if (stored) localStorage.setItem(THEME_STORAGE_KEY, stored);
    new Function(THEME_BOOT_SCRIPT)();
    expect(document.documentElement.getAttribute('data-theme')).toBe(theme);
    expect(metas()).toEqual(colors);
  });
});

describe("this browser's choice and applying one", () => {
  it('stores light and dark, and the default as no entry', () => {
    expect(storedTheme()).toBe('system');
    storeTheme('dark');
    expect(localStorage.getItem(THEME_STORAGE_KEY)).toBe('dark');
    expect(storedTheme()).toBe('dark');
    storeTheme('system');
    expect(localStorage.getItem(THEME_STORAGE_KEY)).toBeNull();
  });

  it.each([
    ['dark', ['#111111', '#111111']],
    ['light', ['#ffffff', '#ffffff']],
    ['system', ['#ffffff', '#111111']],
  ] as const)('applies %p to <html> and the metas', (choice, colors) => {
    resetDocument(null);
    applyTheme('dark');
    applyTheme(choice);
    expect(document.documentElement.getAttribute('data-theme')).toBe(choice);
    expect(metas()).toEqual(colors);
  });
});
