// The floor for the benchmark's ratios: a node:http server answering a fixed JSON body.
const http = require('node:http');

const body = JSON.stringify({ resource_response: { status: 'success', code: 0, message: 'ok', data: { ok: true }, error: null } });
const server = http.createServer((_req, res) => {
  res.writeHead(200, { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body) });
  res.end(body);
});
server.listen(Number(process.env.PORT), '127.0.0.1', () => process.stdout.write('bare server running at http://127.0.0.1\n'));
process.on('SIGTERM', () => server.close(() => process.exit(0)));
