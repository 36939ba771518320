// `npm start`: build what changed, seed the database when it is empty (its own process, server/cli/seed.js), then
// run the production server (migrate, listen on PORT).
const path = require('node:path');
const { ensureBuilds, root } = require('./builds');
const { seedIfEmpty } = require('./seed');

ensureBuilds();
process.env.NODE_ENV ??= 'production';
try {
  seedIfEmpty();
} catch (err) {
  // The seed has said why on stderr.
  process.exit(typeof err.status === 'number' ? err.status : 1);
}
require(path.join(root, 'dist', 'server', 'index.js'));
