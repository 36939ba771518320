// `npm start`: build what changed, then run the production server (migrate, seed when empty, listen on PORT).
const path = require('node:path');
const { ensureBuilds, root } = require('./builds');

ensureBuilds();
process.env.NODE_ENV ??= 'production';
require(path.join(root, 'dist', 'server', 'index.js'));
