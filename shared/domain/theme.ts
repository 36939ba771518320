import { THEME_COLORS } from '../constants/webApp';

/**
 * The appearance choices: 'system' (the default) follows the device's colour scheme, 'light' and 'dark' override it.
 * A signed-in person's choice is stored with their settings; a signed-out visitor's in this browser's local storage.
 */
export const THEME_CHOICES = ['system', 'light', 'dark'] as const;
export type ThemeChoice = (typeof THEME_CHOICES)[number];

export const DEFAULT_THEME: ThemeChoice = 'system';

/** The local storage key of a signed-out visitor's choice; read before first paint by THEME_BOOT_SCRIPT. */
export const THEME_STORAGE_KEY = 'pinboard:theme';

/** A stored or sent value as a choice: anything else (an old key, a hand edit) is the default. */
export function themeChoiceOf(value: unknown): ThemeChoice {
  return THEME_CHOICES.find((choice) => choice === value) ?? DEFAULT_THEME;
}

/**
 * The colour the browser's bar takes for a choice, as the theme-color metas say it: null for 'system', where each
 * meta's media query (light or dark) picks.
 */
export function themeColorOf(choice: ThemeChoice): string | null {
  return choice === 'system' ? null : THEME_COLORS[choice];
}
