// `node server/cli/seed.js`: build the seed command if its sources changed, then run it (migrate the configured
// database and, when it has no users, seed the demo data with its media). `npm start` runs the same before serving.
const { execFileSync } = require('node:child_process');
const path = require('node:path');
const { ensureBuilds, root } = require('./builds');

/**
 * Runs dist/seed/index.js (server/cli/seedMain.ts) in its own process, so the server's process never loads sharp or
 * the demo data; its progress goes to our stdout and stderr. Throws when it fails.
 */
function seedIfEmpty() {
  execFileSync(process.execPath, [path.join(root, 'dist', 'seed', 'index.js')], { cwd: root, stdio: 'inherit' });
}

if (require.main === module) {
  ensureBuilds(console.log, ['seed']);
  try {
    seedIfEmpty();
  } catch (err) {
    process.exit(typeof err.status === 'number' ? err.status : 1);
  }
}

module.exports = { seedIfEmpty };
