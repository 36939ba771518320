import express, { type Express } from 'express';
import { existsSync } from 'node:fs';
import path from 'node:path';
import type { Config } from '../config';

const YEAR_S = 365 * 24 * 60 * 60;
const NOT_SPA = /^\/(resource|v3|vx|api|media|assets)(\/|$)/;

/**
 * Media and hashed client assets never change under one url, so they are cached for a year; index.html is
 * revalidated on every load so a new build is picked up at once.
 */
export function mountStatic(app: Express, config: Config): void {
  const immutable = { immutable: true, maxAge: YEAR_S * 1000, index: false, fallthrough: false } as const;
  app.use('/media', express.static(config.mediaDir, immutable));
  app.use('/assets', express.static(path.join(config.clientDir, 'assets'), immutable));
  const indexFile = path.join(config.clientDir, 'index.html');
  app.get(/.*/, (req, res, next) => {
    if (NOT_SPA.test(req.path)) return next();
    if (!existsSync(indexFile)) {
      res.status(503).type('text/plain').send('The client is not built yet: run `npm run build:client` (npm start does it for you).');
      return;
    }
    res.setHeader('Cache-Control', 'no-cache');
    res.sendFile(indexFile);
  });
}
