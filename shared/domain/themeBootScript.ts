import { THEME_COLORS } from '../constants/webApp';
import { THEME_STORAGE_KEY } from './theme';

/**
 * Runs inline in <head>, after the theme-color metas and before anything is painted, so a chosen theme is there from
 * the first frame: a data-theme the server wrote (a signed-in viewer's choice, 'system' included) stands, else a
 * signed-out visitor's choice from local storage is put on <html>; a light or dark choice also sets the metas. Plain
 * ES5, no module: the CSP allows exactly this text, by its sha256 (server/http/security.ts), so it is written once here,
 * in a module of its own that the app's bundle never carries, and the page's template and the server read it from here.
 */
export const THEME_BOOT_SCRIPT =
  '(function(){var r=document.documentElement,t=r.getAttribute("data-theme"),c;' +
  `if(!t){try{t=localStorage.getItem(${JSON.stringify(THEME_STORAGE_KEY)})}catch(e){}}` +
  `c=t==="light"?${JSON.stringify(THEME_COLORS.light)}:t==="dark"?${JSON.stringify(THEME_COLORS.dark)}:"";` +
  'if(!c)return;r.setAttribute("data-theme",t);' +
  'var m=document.querySelectorAll("meta[name=theme-color]");for(var i=0;i<m.length;i++)m[i].setAttribute("content",c)})()';
