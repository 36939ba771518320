/**
 * The service worker's script, at the root so that its scope is the whole site. Its own constant so that the client,
 * which needs only this name to register it, carries none of the others.
 */
export const SERVICE_WORKER_FILE = 'sw.js';

/**
 * The installed app's files that browsers ask for at fixed urls, at the root of the site. The client build writes
 * each at the root of dist/client under this name (webpack.config.js, client/build/webApp.cjs) and the server answers
 * them (server/http/webAppFiles.ts), ahead of its pages, so none of these urls is ever answered with the app.
 */
export const WEB_APP_FILES = {
  serviceWorker: SERVICE_WORKER_FILE,
  manifest: 'manifest.webmanifest',
  favicon: 'favicon.ico',
  touchIcon: 'apple-touch-icon.png',
  offlinePage: 'offline.html',
} as const;

/**
 * The other names browsers and tools try for two of those files (a `manifest.json`, iOS's precomposed touch icon),
 * answered with the same file.
 */
export const WEB_APP_ALIASES: Readonly<Record<string, (typeof WEB_APP_FILES)[keyof typeof WEB_APP_FILES]>> = {
  'manifest.json': 'manifest.webmanifest',
  'apple-touch-icon-precomposed.png': 'apple-touch-icon.png',
};

/**
 * The page's background in each colour scheme (client/app/global.css): the browser's bar takes it, by the theme-color
 * metas of index.html and the offline page, and the web app manifest names the light one.
 */
export const THEME_COLORS = { light: '#ffffff', dark: '#111111' } as const;
