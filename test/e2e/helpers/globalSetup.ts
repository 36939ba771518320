import { freePort, startServer, type RunningServer } from './server';

declare global {
  var __E2E_SERVER__: RunningServer | undefined;
}

/**
 * One real server for the whole browser suite; its url reaches the tests through the environment.
 *
 * IMAGE_FETCH_ALLOW_ORIGINS=http://localhost:PORT lets `image_url` reach this server's own /media as `localhost`, so
 * the bookmarklet can save an image end to end without the suite reaching the internet. Only that origin is let
 * through: the tests browse the server as 127.0.0.1, and an image_url spelled 127.0.0.1 is still refused like any
 * loopback address. OFFSITE_ALLOW_HOSTS=localhost lets /offsite/ send the browser to a local test site spelled
 * `localhost` (offsite.test.ts).
 */
export default async function globalSetup() {
  const port = await freePort();
  const env = { IMAGE_FETCH_ALLOW_ORIGINS: `http://localhost:${port}`, OFFSITE_ALLOW_HOSTS: 'localhost' };
  const server = await startServer(undefined, { port, env });
  globalThis.__E2E_SERVER__ = server;
  process.env.E2E_BASE_URL = server.url;
  process.env.E2E_DATABASE_PATH = server.databasePath;
}
