// `npm run dev`: seed the database when it is empty (as `npm start` does, from source), then webpack rebuilds the
// client on change and tsx restarts the server on change.
const { spawn, spawnSync } = require('node:child_process');
const path = require('node:path');
const { root } = require('./builds');

const node = process.execPath;
const bin = (pkg, file) => path.join(path.dirname(require.resolve(`${pkg}/package.json`)), file);
const seeded = spawnSync(node, [bin('tsx', 'dist/cli.mjs'), 'server/cli/seedMain.ts'], { cwd: root, stdio: 'inherit' });
if (seeded.status !== 0) process.exit(seeded.status ?? 1);
const children = [
  spawn(node, [bin('webpack-cli', 'bin/cli.js'), '--mode', 'development', '--watch'], { cwd: root, stdio: 'inherit' }),
  // Sources run as they are, with no bundled impression writer (impressions are written on the request thread) and no
  // server render (only the browser's bundle is rebuilt on change, so a server one would be stale).
  spawn(node, [bin('tsx', 'dist/cli.mjs'), 'watch', '--clear-screen=false', 'server/index.ts'], {
    cwd: root,
    stdio: 'inherit',
    env: { ...process.env, IMPRESSION_WORKER: 'inline', SERVER_RENDER: 'off' },
  }),
];
const stop = () => children.forEach((c) => c.kill('SIGTERM'));
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
