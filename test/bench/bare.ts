import { spawn } from 'node:child_process';
import path from 'node:path';
import { freePort } from '../e2e/helpers/server';

/**
 * The floor the server's ratios are taken against (bareServer.js): a fixed JSON hello on `node:http`, or with
 * `express` through a bare Express 5 app, in a process of its own on `node`.
 */
export async function startBare(node = process.execPath, express = false): Promise<{ url: string; stop: () => void }> {
  const port = await freePort();
  const child = spawn(node, [path.join(__dirname, 'bareServer.js')], {
    env: { ...process.env, PORT: String(port), BARE_EXPRESS: express ? '1' : '' },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  await new Promise<void>((resolve, reject) => {
    child.stdout.once('data', () => resolve());
    child.once('exit', (code) => reject(new Error(`the bare server on ${node} exited with ${code}`)));
  });
  return { url: `http://127.0.0.1:${port}`, stop: () => child.kill('SIGTERM') };
}
