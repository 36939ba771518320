import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface OutsideSite {
  /** `http://localhost:<port>`: the e2e server's OFFSITE_ALLOW_HOSTS lets `localhost` through (see globalSetup). */
  readonly origin: string;
  /** Every request the site received, in order, with its headers (what a click out told the site). */
  readonly visits: { path: string; headers: IncomingHttpHeaders }[];
}

/** A tiny outside site on 127.0.0.1 for this file's pins to link to, answering every path with `heading`. */
export function outsideSitePerFile(heading: string): OutsideSite {
  let site: Server | undefined;
  let origin = '';
  const visits: OutsideSite['visits'] = [];
  beforeAll(async () => {
    const server = createServer((req, res) => {
      visits.push({ path: req.url ?? '', headers: req.headers });
      res.writeHead(200, { 'content-type': 'text/html' }).end(`<!doctype html><html lang="en"><title>Landed</title><h1>${heading}</h1></html>`);
    });
    site = server;
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    origin = `http://localhost:${(server.address() as AddressInfo).port}`;
  });
  afterAll(() => new Promise<void>((resolve) => (site ? site.close(() => resolve()) : resolve())));
  return {
    get origin() {
      return origin;
    },
    visits,
  };
}
