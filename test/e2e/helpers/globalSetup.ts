import { startServer, type RunningServer } from './server';

declare global {
  var __E2E_SERVER__: RunningServer | undefined;
}

/** One real server for the whole browser suite; its url reaches the tests through the environment. */
export default async function globalSetup() {
  const server = await startServer();
  globalThis.__E2E_SERVER__ = server;
  process.env.E2E_BASE_URL = server.url;
}
