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

/**
 * Runs inline in <head>, after the theme-color metas and before anything is painted, so a chosen theme is there from
 * the first frame: a data-theme the server wrote (a signed-in viewer's choice, 'system' included) stands, else a
 * signed-out visitor's choice from local storage is put on <html>; a light or dark choice also sets the metas. Plain
 * ES5, no module: the CSP allows exactly this text, by its sha256 (server/http/security.ts), so it is written once here
 * and the page's template and the server read it from here.
 */
export const THEME_BOOT_SCRIPT =
  '(function(){var r=document.documentElement,t=r.getAttribute("data-theme"),c;' +
  `if(!t){try{t=localStorage.getItem(${JSON.stringify(THEME_STORAGE_KEY)})}catch(e){}}` +
  `c=t==="light"?${JSON.stringify(THEME_COLORS.light)}:t==="dark"?${JSON.stringify(THEME_COLORS.dark)}:"";` +
  'if(!c)return;r.setAttribute("data-theme",t);' +
  'var m=document.querySelectorAll("meta[name=theme-color]");for(var i=0;i<m.length;i++)m[i].setAttribute("content",c)})()';
