// Builds the client (webpack), the server bundle and the seed command's bundle (esbuild) only when their sources
// changed since the last build: each output keeps a stamp with a hash of its inputs' contents, so a second `npm start`
// starts at once.
const { createHash } = require('node:crypto');
const { execFileSync } = require('node:child_process');
const fs = require('node:fs');
const path = require('node:path');

const root = path.resolve(__dirname, '..', '..');

function listFiles(entry) {
  const full = path.join(root, entry);
  if (!fs.existsSync(full)) return [];
  if (fs.statSync(full).isFile()) return [entry];
  return fs
    .readdirSync(full, { withFileTypes: true })
    .filter((d) => d.name !== 'data' && d.name !== 'node_modules')
    .flatMap((d) => listFiles(path.join(entry, d.name)));
}

function hashInputs(entries) {
  const hash = createHash('sha256');
  for (const file of entries.flatMap(listFiles).sort()) {
    hash
      .update(file)
      .update('\0')
      .update(fs.readFileSync(path.join(root, file)))
      .update('\0');
  }
  return hash.digest('hex');
}

const node = process.execPath;
const bin = (pkg, file) => path.join(path.dirname(require.resolve(`${pkg}/package.json`)), file);

/** Bundles each entry point, `{ name: source }`, as `outdir/name.js`. */
function bundle(entryPoints, outdir, options = {}) {
  require('esbuild').buildSync({
    absWorkingDir: root,
    entryPoints,
    bundle: true,
    platform: 'node',
    // The oldest Node that package.json's engines admits (better-sqlite3 13 needs 22).
    target: 'node22',
    packages: 'external',
    sourcemap: true,
    outdir,
    logLevel: 'warning',
    ...options,
  });
}

// The app's server render (client/ssr/renderPage.tsx). The components import their CSS, which the browser's build
// extracts into stylesheets (webpack.config.js); here it is nothing. The scroll lock stand-in replaces Radix's, and
// React Router's links are the app's own (client/app/reactRouterDom.tsx), as in the browser's build.
const SERVER_RENDER_OPTIONS = {
  loader: { '.css': 'empty' },
  alias: { 'react-remove-scroll-bar': './client/ui/scrollLock.tsx', 'react-router-dom': './client/app/reactRouterDom.tsx' },
};

// The server, and the thread that writes the grid's impressions (server/features/analytics/impressionWorkerClient.ts).
const SERVER_ENTRIES = { index: 'server/index.ts', impressionWorker: 'server/features/analytics/impressionWorker.ts' };

const TARGETS = [
  {
    name: 'client',
    inputs: ['client', 'shared', 'webpack.config.js', '.swcrc', 'package-lock.json'],
    stamp: 'dist/client/.build-stamp',
    build: () => execFileSync(node, [bin('webpack-cli', 'bin/cli.js'), '--mode', 'production'], { cwd: root, stdio: 'inherit' }),
  },
  {
    name: 'server',
    // db/: the row types and the demo logins the server prints (db/seed/accounts.ts); never the rest of the seed.
    inputs: ['server', 'shared', 'db/tables.ts', 'db/experienceRows.ts', 'db/seed/accounts.ts', 'package-lock.json'],
    stamp: 'dist/server/.build-stamp',
    build: () => bundle(SERVER_ENTRIES, 'dist/server'),
  },
  {
    // The app's server render, which the server loads from dist/ssr (config.serverRender).
    name: 'ssr',
    inputs: ['client', 'shared', 'package-lock.json'],
    stamp: 'dist/ssr/.build-stamp',
    build: () => bundle({ renderPage: 'client/ssr/renderPage.tsx' }, 'dist/ssr', SERVER_RENDER_OPTIONS),
  },
  {
    // The seed command (server/cli/seedMain.ts, run by start.js and seed.js): migrates, and seeds an empty database.
    name: 'seed',
    inputs: ['server', 'shared', 'db/seed', 'db/tables.ts', 'db/experienceRows.ts', 'package-lock.json'],
    stamp: 'dist/seed/.build-stamp',
    build: () => bundle({ index: 'server/cli/seedMain.ts' }, 'dist/seed'),
  },
  {
    // The admin command (server/cli/adminMain.ts, run by admin.js): operators and experiences.
    name: 'admin',
    inputs: ['server', 'shared', 'db/tables.ts', 'db/experienceRows.ts', 'package-lock.json'],
    stamp: 'dist/admin/.build-stamp',
    build: () => bundle({ index: 'server/cli/adminMain.ts' }, 'dist/admin'),
  },
];

/** Builds every target whose inputs changed, or only those named in `names`. */
function ensureBuilds(log = console.log, names = TARGETS.map((t) => t.name)) {
  for (const target of TARGETS.filter((t) => names.includes(t.name))) {
    const stampFile = path.join(root, target.stamp);
    const hash = hashInputs(target.inputs);
    const previous = fs.existsSync(stampFile) ? fs.readFileSync(stampFile, 'utf8') : '';
    if (previous === hash) {
      log(`${target.name} build is up to date`);
      continue;
    }
    log(`building the ${target.name}…`);
    target.build();
    fs.mkdirSync(path.dirname(stampFile), { recursive: true });
    fs.writeFileSync(stampFile, hash);
  }
}

module.exports = { ensureBuilds, root, bundle, SERVER_ENTRIES };
