import type { Express } from 'express';
import { WEB_APP_ALIASES, WEB_APP_FILES } from '../../shared/constants/webApp';

/** Every root url the server answers with one of the installed app's files: each file's own name, and its aliases. */
const WEB_APP_PATHS: Readonly<Record<string, string>> = {
  ...Object.fromEntries(Object.values(WEB_APP_FILES).map((file) => [file, file])),
  ...WEB_APP_ALIASES,
};

/**
 * The installed app's files at the fixed root urls browsers ask for (shared/constants/webApp.ts), as the client build
 * wrote them. A new build changes them under the same url, so each is revalidated on every use (`no-cache`, with the
 * file's date): the service worker's script too, which is how a new build's worker is found. A file the build
 * has not written (development builds have no service worker) is a 404 like any missing file of /assets, never the
 * app's page: these routes come before the pages'. They are not rows of the route table, which the client bundle
 * carries: the app never links to them, and every visitor would download their names for nothing.
 */
export function mountWebAppFiles(app: Express, clientDir: string): void {
  for (const [url, file] of Object.entries(WEB_APP_PATHS)) {
    app.get(`/${url}`, (_req, res, next) => {
      res.sendFile(file, { root: clientDir, cacheControl: false, headers: { 'Cache-Control': 'no-cache' } }, (err) => {
        if (err && !res.headersSent) next(err);
      });
    });
  }
}
