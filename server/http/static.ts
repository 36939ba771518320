import cookieParser from 'cookie-parser';
import express, { type Express, type Request, type Response } from 'express';
import expressStaticGzip from 'express-static-gzip';
import path from 'node:path';
import { matchRoute } from '../../shared/domain/routes';
import { builtFile } from '../common/builtFile';
import type { Config } from '../config';
import { mountWebAppFiles } from './webAppFiles';

const YEAR_S = 365 * 24 * 60 * 60;

/**
 * Paths the route table gives to the server itself (the API, media, the offsite check, our survey): never the app.
 * One nothing answers is a plain 404, not index.html: the app, reaching such a path, loads it from the server, and
 * being answered with itself would make it load again.
 */
function serverOwned(pathname: string): boolean {
  const page = matchRoute(pathname)?.route.page;
  return page === 'server' || page === 'api';
}

/** Answers an HTML page request with index.html (`html`), filled in for the page asked for (at once, or once rendered). */
export type PageSender = (req: Request, res: Response, html: string) => void | Promise<void>;

/**
 * Media and hashed client assets never change under one url, so they are cached for a year; index.html and the
 * installed app's files at fixed urls (webAppFiles.ts) are revalidated on every load so a new build is picked up at once. A script or stylesheet is sent as the sibling the
 * build compressed (`.br`, else `.gz`; webpack.config.js) that the client accepts, with Vary: Accept-Encoding. The
 * siblings are listed when the server starts: an asset built later is compressed on the fly (./compression.ts).
 */
export function mountStatic(app: Express, config: Config, sendPage: PageSender): void {
  const immutable = { immutable: true, maxAge: YEAR_S * 1000, index: false, fallthrough: false } as const;
  app.use('/media', express.static(config.mediaDir, immutable));
  app.use(
    '/assets',
    expressStaticGzip(path.join(config.clientDir, 'assets'), {
      enableBrotli: true,
      orderPreference: ['br', 'gzip'],
      index: false,
      serveStatic: immutable,
    }),
  );
  mountWebAppFiles(app, config.clientDir);
  const readIndex = builtFile(path.join(config.clientDir, 'index.html'), (html) => html);
  app.get(
    /.*/,
    // API paths skip this route before any cookie parsing: the page work below is for HTML pages only.
    (req, _res, next) => next(serverOwned(req.path) ? 'route' : undefined),
    cookieParser(),
    (req, res) => {
      const html = readIndex();
      if (html === null) {
        res.status(503).type('text/plain').send('The client is not built yet: run `npm run build` (npm start does it for you).');
        return;
      }
      res.setHeader('Cache-Control', 'no-cache');
      return sendPage(req, res, html);
    },
  );
}
