// `npx tsx test/bench/middlewareCost.ts`: what each middleware costs per request, in microseconds, on the trivial route
// (`GET /api/health`) and the signed-out home feed, for deciding what need not run on every request. The app is built
// in this process (createApp, the production configuration) over a database seeded as `npm start` seeds it; every
// layer of its routers is timed from entering it to handing on (calling next) or, for the answering handler, to its
// answer being written. Requests go one at a time, so nothing else runs in between; "dispatch" is the rest of the
// request's time on the server (Express's routing, matching every layer's path on the way, and the request objects).
// Each figure is the median over the requests: on a shared machine a request now and then waits for a core, which
// would swell a mean.
import { mkdtempSync, rmSync } from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import type { Express, NextFunction, Request, Response } from 'express';
import { createApp } from '../../server/app';
import { loadConfig, systemClock } from '../../server/config';
import { openDatabase } from '../../server/sqlite/open';
import { startServer } from '../e2e/helpers/server';
import { urlOf } from './api';

const WARM_UP = 2000;
const REQUESTS = 5000;

interface Layer {
  name: string;
  handle: ((req: Request, res: Response, next: NextFunction) => unknown) & { stack?: Layer[] };
  route?: { path: string; methods: Record<string, boolean>; stack: Layer[] };
  rawPath?: unknown;
}

const now = () => performance.now();
/** The time each layer took in the request under way (ms). */
const spent = new Map<string, number>();
const add = (label: string, ms: number) => spent.set(label, (spent.get(label) ?? 0) + ms);
/** The layers entered and not yet handed on: the one answering is stopped when its answer has been written. */
const open = new Set<() => void>();

/** Wraps every leaf layer of `stack` (recursing into routers and routes) to add its own time under its label. */
function instrument(stack: Layer[], where: string): void {
  for (const layer of stack) {
    if (layer.route) {
      const methods = Object.keys(layer.route.methods).join(',').toUpperCase();
      instrumentLeaves(layer.route.stack, `${methods} ${layer.route.path}`);
    } else if (Array.isArray(layer.handle.stack)) {
      instrument(layer.handle.stack, `${where}${pathOf(layer)}`);
    } else {
      instrumentLeaves([layer], `${where}${pathOf(layer)}`);
    }
  }
}

const pathOf = (layer: Layer) => (typeof layer.rawPath === 'string' && layer.rawPath !== '/' ? layer.rawPath : '');

function instrumentLeaves(layers: Layer[], where: string): void {
  for (const layer of layers) {
    const handle = layer.handle;
    // Error handlers (four parameters) are told apart by their length: left as they are.
    if (handle.length > 3) continue;
    const label = `${layer.name} ${where}`.trim();
    layer.handle = function (this: unknown, req: Request, res: Response, next: NextFunction) {
      const start = now();
      let done = false;
      const stop = () => {
        if (!done) add(label, now() - start);
        done = true;
        open.delete(stop);
      };
      open.add(stop);
      const result = handle.call(this, req, res, (...args: unknown[]) => {
        stop();
        (next as (...a: unknown[]) => void)(...args);
      });
      if (result instanceof Promise) return result.finally(stop);
      stop();
      return result;
    } as Layer['handle'];
  }
}

function get(agent: http.Agent, url: string): Promise<number> {
  return new Promise((resolve, reject) => {
    http
      .get(url, { agent, headers: { 'accept-encoding': 'gzip, deflate, br' } }, (res) => {
        res.resume();
        res.on('end', () => resolve(res.statusCode ?? 0));
      })
      .on('error', reject);
  });
}

const median = (values: number[]) => values.sort((a, b) => a - b)[Math.floor(values.length / 2)];

/** The median µs of each layer, of the dispatch and of the whole request, over REQUESTS requests of `path`. */
async function measure(app: Express, path: string): Promise<Map<string, number>> {
  const samples = new Map<string, number[]>();
  const record = (label: string, ms: number) => {
    if (!samples.has(label)) samples.set(label, []);
    samples.get(label)!.push(ms * 1000);
  };
  const server = http.createServer((req, res) => {
    spent.clear();
    open.clear();
    const start = now();
    const end = res.end.bind(res);
    res.end = ((...args: Parameters<typeof res.end>) => {
      const out = end(...args);
      for (const stop of open) stop();
      const total = now() - start;
      const layers = [...spent.values()].reduce((sum, ms) => sum + ms, 0);
      for (const [label, ms] of spent) record(label, ms);
      record('dispatch (routing, request objects)', total - layers);
      record('total', total);
      return out;
    }) as typeof res.end;
    app(req, res);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}${path}`;
  const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
  try {
    for (let i = 0; i < WARM_UP; i++) await get(agent, url);
    samples.clear();
    for (let i = 0; i < REQUESTS; i++) {
      const status = await get(agent, url);
      if (status !== 200) throw new Error(`${path}: ${status}`);
    }
  } finally {
    agent.destroy();
    server.close();
  }
  return new Map([...samples].map(([label, values]) => [label, median(values)]));
}

async function main() {
  // A database seeded exactly as `npm start` seeds one; the server that made it is stopped before measuring.
  const dir = mkdtempSync(path.join(os.tmpdir(), 'pinboard-bench-middleware-'));
  const databasePath = path.join(dir, 'bench.sqlite');
  await (await startServer(undefined, { databasePath })).stop();
  const db = openDatabase(databasePath);
  let trivial: Map<string, number>, feed: Map<string, number>;
  try {
    const env = { ...process.env, NODE_ENV: 'production', IMPRESSION_WORKER: 'inline', DATABASE_PATH: databasePath };
    const app = createApp({ db, config: loadConfig(env), clock: systemClock });
    instrument((app as unknown as { router: { stack: Layer[] } }).router.stack, '');
    trivial = await measure(app, urlOf('health'));
    feed = await measure(app, urlOf('homefeed', { page_size: 25 }));
  } finally {
    db.close();
    rmSync(dir, { recursive: true, force: true });
  }
  const us = (value: number | undefined) => (value === undefined ? '' : value.toFixed(1));
  const rows = [...new Set([...trivial.keys(), ...feed.keys()])].filter((label) => (trivial.get(label) ?? 0) + (feed.get(label) ?? 0) > 0);
  process.stdout.write(
    [`µs per request, median of ${REQUESTS} sequential requests each`, '| layer | trivial route | home feed |', '|---|---|---|']
      .concat(rows.map((label) => `| ${label} | ${us(trivial.get(label))} | ${us(feed.get(label))} |`))
      .join('\n') + '\n',
  );
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
