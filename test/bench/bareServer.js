// The floor for the benchmark's ratios: a server answering a fixed JSON body, on node:http, or with BARE_EXPRESS=1
// through a bare Express 5 app (no middleware), which is how the bench compares Node runtimes.
const http = require('node:http');

const body = JSON.stringify({ resource_response: { status: 'success', code: 0, message: 'ok', data: { ok: true }, error: null } });

function plain() {
  return http.createServer((_req, res) => {
    res.writeHead(200, { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body) });
    res.end(body);
  });
}

function viaExpress() {
  const app = require('express')();
  app.get('/', (_req, res) => res.type('json').send(body));
  return http.createServer(app);
}

const server = process.env.BARE_EXPRESS === '1' ? viaExpress() : plain();
server.listen(Number(process.env.PORT), '127.0.0.1', () => process.stdout.write(`bare server running on Node ${process.version}\n`));
process.on('SIGTERM', () => server.close(() => process.exit(0)));
