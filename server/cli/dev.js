// `npm run dev`: webpack rebuilds the client on change; tsx restarts the server on change.
const { spawn } = require('node:child_process');
const path = require('node:path');
const { root } = require('./builds');

const node = process.execPath;
const bin = (pkg, file) => path.join(path.dirname(require.resolve(`${pkg}/package.json`)), file);
const children = [
  spawn(node, [bin('webpack-cli', 'bin/cli.js'), '--mode', 'development', '--watch'], { cwd: root, stdio: 'inherit' }),
  spawn(node, [bin('tsx', 'dist/cli.mjs'), 'watch', '--clear-screen=false', 'server/index.ts'], { cwd: root, stdio: 'inherit' }),
];
const stop = () => children.forEach((c) => c.kill('SIGTERM'));
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
