import type { AddressInfo } from 'node:net';
import net from 'node:net';
import { listen, listenFailureMessage } from '../../server/http/listen';
import { makeApp } from './helpers/app';

const { app } = makeApp();

/** A port something else already holds, for as long as the test needs it. */
async function heldPort(): Promise<{ port: number; release: () => Promise<void> }> {
  const holder = net.createServer();
  await new Promise<void>((resolve) => holder.listen(0, '127.0.0.1', resolve));
  const { port } = holder.address() as AddressInfo;
  return { port, release: () => new Promise((resolve) => holder.close(() => resolve())) };
}

describe('listen', () => {
  it('resolves with the server once the port is ours', async () => {
    const server = await listen(app, 0, '127.0.0.1');
    const { port } = server.address() as AddressInfo;
    const res = await fetch(`http://127.0.0.1:${port}/api/health`);
    expect(res.status).toBe(200);
    await new Promise((resolve) => server.close(resolve));
  });

  it('rejects with EADDRINUSE when another process holds the port, and says which setting fixes it', async () => {
    const held = await heldPort();
    try {
      const error = await listen(app, held.port, '127.0.0.1').then(
        () => null,
        (err: NodeJS.ErrnoException) => err,
      );
      expect(error?.code).toBe('EADDRINUSE');
      expect(listenFailureMessage(error!, held.port)).toBe(`Port ${held.port} is already in use: set PORT to a free port.`);
    } finally {
      await held.release();
    }
  });
});
