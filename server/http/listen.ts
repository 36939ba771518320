import http from 'node:http';
import type { RequestListener } from 'node:http';

/**
 * Starts serving on a port; resolves once the port is ours, rejects with the listen error (EADDRINUSE, EACCES).
 * Express 5's app.listen hands that error to its callback instead, where it is easy to miss and the process then
 * carries on, saying it is running while something else answers the port.
 */
export function listen(handler: RequestListener, port: number, host?: string): Promise<http.Server> {
  const server = http.createServer(handler);
  return new Promise((resolve, reject) => {
    const fail = (err: Error) => reject(err);
    server.once('error', fail);
    server.listen(port, host, () => {
      server.off('error', fail);
      resolve(server);
    });
  });
}

/** What to tell the operator when the port cannot be had, in terms of the setting that fixes it. */
export function listenFailureMessage(err: NodeJS.ErrnoException, port: number): string {
  if (err.code === 'EADDRINUSE') return `Port ${port} is already in use: set PORT to a free port.`;
  if (err.code === 'EACCES') return `Port ${port} needs privileges this process does not have: set PORT to a port above 1023.`;
  return `Could not listen on port ${port}: ${err.message}`;
}
