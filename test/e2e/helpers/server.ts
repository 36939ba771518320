import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import os from 'node:os';
import path from 'node:path';

const root = path.resolve(__dirname, '..', '..', '..');

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = createServer();
    srv.unref();
    srv.on('error', reject);
    srv.listen(0, '127.0.0.1', () => {
      const address = srv.address();
      srv.close(() => (typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port'))));
    });
  });
}

export interface RunningServer {
  url: string;
  /** The server's process (npm start runs the server in the process it starts), for tests that measure it. */
  pid: number;
  /** Its SQLite file, for tests that check what a browser's actions stored. */
  databasePath: string;
  stop(): Promise<void>;
}

export interface StartServerOptions {
  /**
   * Use this database file instead of a fresh temporary one (migrated, and seeded only when it has no users). The
   * caller owns it: stop() leaves it in place.
   */
  databasePath?: string;
  /** Extra environment for the server process (applied last). */
  env?: Record<string, string>;
  /** The port to listen on (default: a free one), for callers whose environment names it. */
  port?: number;
}

/**
 * Starts the product exactly as `npm start` does (build if stale, migrate, seed, listen) on a temporary database and
 * a free port. Media stays in the default cache directory: it is deterministic, so runs after the first reuse it.
 */
export async function startServer(timeoutMs = 300_000, options: StartServerOptions = {}): Promise<RunningServer> {
  const dir = options.databasePath === undefined ? mkdtempSync(path.join(os.tmpdir(), 'pinboard-e2e-')) : undefined;
  const databasePath = options.databasePath ?? path.join(dir!, 'e2e.sqlite');
  const port = options.port ?? (await freePort());
  const child: ChildProcess = spawn(process.execPath, [path.join(root, 'server', 'cli', 'start.js')], {
    cwd: root,
    env: { ...process.env, PORT: String(port), DATABASE_PATH: databasePath, LOG_LEVEL: 'warn', ...options.env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const url = await new Promise<string>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`server did not start in ${timeoutMs} ms:\n${output}`)), timeoutMs);
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      const match = /running at (http:\/\/\S+)/.exec(output);
      if (match) {
        clearTimeout(timer);
        resolve(match[1].replace('localhost', '127.0.0.1').replace(/\/$/, ''));
      }
    };
    child.stdout?.on('data', onData);
    child.stderr?.on('data', onData);
    child.on('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`server exited with ${code}:\n${output}`));
    });
  });
  return {
    url,
    pid: child.pid!,
    databasePath,
    stop: () =>
      new Promise<void>((resolve) => {
        child.removeAllListeners('exit');
        child.once('exit', () => {
          if (dir !== undefined) rmSync(dir, { recursive: true, force: true });
          resolve();
        });
        child.kill('SIGTERM');
      }),
  };
}

/**
 * A server of this file's own, on a database file it knows (the admin command writes to it), used as the base url
 * for the file's tests: for a file that changes what every visitor is served (an operator's experiences), which must
 * not reach the other files on the shared server, or that measures the server and wants it to itself. `env` is
 * passed on to startServer.
 */
export function serverPerFile(
  prefix: string,
  env?: Record<string, string>,
): { readonly url: string; readonly pid: number; readonly databasePath: string } {
  let server: RunningServer | undefined;
  let dir = '';
  const sharedBaseUrl = process.env.E2E_BASE_URL;
  beforeAll(async () => {
    dir = mkdtempSync(path.join(os.tmpdir(), `pinboard-${prefix}-e2e-`));
    server = await startServer(undefined, { databasePath: path.join(dir, 'e2e.sqlite'), env });
    process.env.E2E_BASE_URL = server.url;
  }, 300_000);
  afterAll(async () => {
    process.env.E2E_BASE_URL = sharedBaseUrl;
    await server?.stop();
    rmSync(dir, { recursive: true, force: true });
  });
  return {
    get url() {
      if (!server) throw new Error('the server starts in beforeAll');
      return server.url;
    },
    get pid() {
      if (!server) throw new Error('the server starts in beforeAll');
      return server.pid;
    },
    get databasePath() {
      return path.join(dir, 'e2e.sqlite');
    },
  };
}
