import { THEME_COLORS } from '../../../shared/constants/webApp';
import type { ViewerAnswer } from '../../../shared/contracts/user';
import { THEME_STORAGE_KEY, themeChoiceOf, themeColorOf, type ThemeChoice } from '../../../shared/domain/theme';

/** This browser's own choice, a signed-out visitor's: 'system' when none was made or storage cannot be read. */
export function storedTheme(): ThemeChoice {
  try {
    return themeChoiceOf(window.localStorage.getItem(THEME_STORAGE_KEY));
  } catch {
    return 'system';
  }
}

/** Keeps a signed-out visitor's choice in this browser; the default is kept as no entry. */
export function storeTheme(choice: ThemeChoice): void {
  try {
    if (choice === 'system') window.localStorage.removeItem(THEME_STORAGE_KEY);
    else window.localStorage.setItem(THEME_STORAGE_KEY, choice);
  } catch {
    // Storage refused (private mode, quota): the choice still applies to this page.
  }
}

/**
 * Shows a choice at once, as the theme script in <head> does before first paint (shared/domain/themeBootScript.ts):
 * data-theme on <html> (global.css reads it) and the browser bar's colour in the theme-color metas. 'system' gives
 * each meta back the colour of the scheme its media query names.
 */
export function applyTheme(choice: ThemeChoice, doc: Document = document): void {
  doc.documentElement.setAttribute('data-theme', choice);
  const chosen = themeColorOf(choice);
  for (const meta of doc.querySelectorAll<HTMLMetaElement>('meta[name="theme-color"]')) {
    const scheme = meta.getAttribute('media')?.includes('dark') ? 'dark' : 'light';
    meta.content = chosen ?? THEME_COLORS[scheme];
  }
}

/**
 * After logging in or out without a reload, the theme of whoever is viewing now: a signed-in viewer's comes with the
 * viewer answer, a signed-out one's is this browser's. Called by the forms that log in and by logging out, so the
 * home page's script carries none of this (its budget, test/e2e/homeBundle.test.ts).
 */
export function applyViewerTheme(viewer: Pick<ViewerAnswer, 'isAuth' | 'theme'>): void {
  applyTheme(viewer.isAuth ? (viewer.theme ?? 'system') : storedTheme());
}
