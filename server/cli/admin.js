// `npm run admin -- <command>`: build the admin command if its sources changed, then run it with the arguments given
// (server/cli/adminMain.ts: operators and experiences). Build messages go to stderr, so the command's output is its own.
const { execFileSync } = require('node:child_process');
const path = require('node:path');
const { ensureBuilds, root } = require('./builds');

ensureBuilds(console.error, ['admin']);
try {
  execFileSync(process.execPath, [path.join(root, 'dist', 'admin', 'index.js'), ...process.argv.slice(2)], { cwd: root, stdio: 'inherit' });
} catch (err) {
  process.exit(typeof err.status === 'number' ? err.status : 1);
}
