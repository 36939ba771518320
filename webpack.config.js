const fs = require('node:fs');
const path = require('node:path');
const zlib = require('node:zlib');
const CompressionPlugin = require('compression-webpack-plugin');
const HtmlWebpackPlugin = require('html-webpack-plugin');
const MiniCssExtractPlugin = require('mini-css-extract-plugin');
const CssMinimizerPlugin = require('css-minimizer-webpack-plugin');
const MinimizerPlugin = require('minimizer-webpack-plugin');
const { GenerateSW } = require('workbox-webpack-plugin');
const { WebpackManifestPlugin } = require('webpack-manifest-plugin');
const { require: tsRequire } = require('tsx/cjs/api');
const { WebAppPlugin } = require('./client/build/webApp.cjs');

const { THEME_COLORS, WEB_APP_FILES } = tsRequire('./shared/constants/webApp.ts', __filename);
const { CHUNK_MANIFEST_FILE } = tsRequire('./shared/constants/build.ts', __filename);
const { THEME_BOOT_SCRIPT } = tsRequire('./shared/domain/themeBootScript.ts', __filename);

// The one swc configuration, shared with jest (jest.config.ts). Read here and passed whole with `swcrc: false`, so
// that swc does not also find the file on its own and merge it a second time.
const swcrc = JSON.parse(fs.readFileSync(path.join(__dirname, '.swcrc'), 'utf8'));

/**
 * The built files sent compressed: the scripts and stylesheets under /assets, which the server sends as their siblings
 * (source maps are for developer tools only). The service worker's script at the root is answered by its own route,
 * which the compression middleware covers, so siblings of it would never be read.
 */
const STATIC_TEXT = /^assets\/.*\.(js|css)$/;

/** The lazy chunks a first visit to home needs (the page itself, the cookie consent banner, the placements), built into main. */
const HOME_CHUNKS = new Set(['home', 'cookie-consent', 'experiences']);

// Radix's scroll lock writes its rules into a <style> element, which the CSP refuses: our stand-in keeps them in a
// stylesheet (client/ui/scrollLock.tsx). jest.config.ts maps the package to it too.
const scrollLock = path.resolve(__dirname, 'client/ui/scrollLock.tsx');

// React Router with Link and NavLink of our own, without framework mode's prefetching (client/app/reactRouterDom.tsx).
// The server render's build and jest.config.ts alias the package to it too, so every render makes the same links.
const reactRouterDom = path.resolve(__dirname, 'client/app/reactRouterDom.tsx');

/** The chunks whose files the service worker stores when it installs: the entry, home's first visit, the offline page. */
const SHELL_CHUNKS = ['main', ...HOME_CHUNKS, 'offline'];

/**
 * Whether the service worker stores a built file when it installs (GenerateSW's `include`): the shell chunks' scripts
 * and styles, the offline page and the logo it draws (from its stylesheet, so in no chunk's files). Lazy chunks of
 * other pages are stored as they are first used: storing every page's code up front would cost a phone the whole app
 * on its first visit.
 */
const inShell = ({ asset, compilation }) =>
  asset.name === WEB_APP_FILES.offlinePage ||
  asset.info.sourceFilename === 'client/favicon.svg' ||
  SHELL_CHUNKS.some((group) =>
    [...(compilation.namedChunkGroups.get(group)?.chunks ?? [])].some((chunk) => chunk.files.has(asset.name) || chunk.auxiliaryFiles.has(asset.name)),
  );

const reactRouterProduction = (file) => path.join(path.dirname(require.resolve('react-router/package.json')), 'dist/production', file);

/** React Router's production modules that hold the library itself (client/build/reactRouterPure.cjs). */
const REACT_ROUTER_CHUNKS = /[\\/]react-router[\\/]dist[\\/]production[\\/]chunk-\w+\.mjs$/;

/**
 * What index.html and the offline page fill in: the theme colours, the script that applies a chosen theme before first
 * paint, and the installed app's fixed file names.
 */
const pageParameters = { themeColors: THEME_COLORS, themeBootScript: THEME_BOOT_SCRIPT, webAppFiles: WEB_APP_FILES };

/**
 * The service worker (Workbox's GenerateSW, its runtime inlined, so it is the one file /sw.js), for a fast second
 * visit and an offline page. It stores only the build's own files, which are the same for everyone: the shell when it
 * installs, other built files as they are first used, each under a content-hashed url (cache first, at most 100).
 * Pages go to the network every time and are never stored (the HTML carries the signed-in viewer's data): when the
 * network fails, the offline page answers. Nothing else is handled at all: API answers, media and other sites' images
 * go to the network, and the browser's own HTTP cache, as before.
 */
function serviceWorker(hashLength) {
  return new GenerateSW({
    swDest: WEB_APP_FILES.serviceWorker,
    cacheId: 'pinboard',
    inlineWorkboxRuntime: true,
    sourcemap: false,
    // A new build's worker takes over open pages at once: the files they still load are its own stored ones or the network's.
    skipWaiting: true,
    clientsClaim: true,
    cleanupOutdatedCaches: true,
    include: [inShell],
    // A content hash in a name is its version: the worker may take such a file from the HTTP cache the page just filled.
    dontCacheBustURLsMatching: new RegExp(`\\.[0-9a-f]{${hashLength}}\\.`),
    // The page's request starts while the worker wakes up, so going through the worker costs a navigation no time.
    navigationPreload: true,
    runtimeCaching: [
      {
        urlPattern: ({ request }) => request.mode === 'navigate',
        handler: 'NetworkOnly',
        options: { precacheFallback: { fallbackURL: `/${WEB_APP_FILES.offlinePage}` } },
      },
      // A request made to outlive its page (keepalive: the analytics sink's last batch, a click's attribution) is sent
      // by the worker itself and stored nowhere. One the worker let fall through to the network would be sent by the
      // page, and the page being left cancels it: the last impressions were lost once the worker controlled the page.
      {
        urlPattern: ({ request }) => request.keepalive,
        handler: 'NetworkOnly',
        method: 'POST',
      },
      {
        urlPattern: ({ url, sameOrigin }) => sameOrigin && url.pathname.startsWith('/assets/') && !url.pathname.endsWith('.map'),
        handler: 'CacheFirst',
        options: { cacheName: 'pinboard-assets', expiration: { maxEntries: 100, purgeOnQuotaError: true } },
      },
    ],
  });
}

/** `webpack --mode production` builds dist/client for the server; `--mode development --watch` rebuilds it for `npm run dev`. */
module.exports = (_env, argv) => {
  const production = argv.mode === 'production';
  // Content hashes let the server cache /assets/ forever; it does so in development too, so hash there as well. Eight
  // hex digits tell a chunk's versions apart (one in four billion to meet by chance); every lazy chunk's hash is in the
  // runtime main.js carries, where ten digits cost home's first visit 0.2 KB more as sent.
  const hashLength = 8;
  const name = `[name].[contenthash:${hashLength}]`;
  const chunkName = `[id].[contenthash:${hashLength}]`;
  // The contract families, as the registry gathers them: the client build gets only their routes (the loader).
  const contracts = path.resolve(__dirname, 'shared/contracts');
  const families = [...fs.readFileSync(path.join(contracts, 'registry.ts'), 'utf8').matchAll(/^import \* as \w+ from '\.\/(\w+)';$/gm)].map(
    ([, file]) => path.join(contracts, `${file}.ts`),
  );

  return {
    mode: production ? 'production' : 'development',
    // The offline page is its own small document (client/offline/): the service worker shows it when a page cannot load.
    // It carries its own webpack runtime: sharing main's would teach that runtime main's and vendor's own file names,
    // bytes every page would load for a page that is rarely shown.
    entry: { main: './client/index.tsx', offline: { import: './client/offline/offline.ts', runtime: false } },
    output: {
      path: path.resolve(__dirname, 'dist/client'),
      publicPath: '/',
      filename: `assets/${name}.js`,
      // A lazy chunk's url carries no name: main.js's runtime holds every lazy chunk's url, and the names were 0.3 KB of
      // home's script as sent. The build's manifest (chunks.json, below) names each chunk's files for the server.
      chunkFilename: `assets/${chunkName}.js`,
      assetModuleFilename: `assets/${name}[ext]`,
      clean: true,
    },
    resolve: {
      extensions: ['.tsx', '.ts', '.js'],
      // React Router's package exports only its development build (dev warnings on); its production build, the same
      // code with them off, lets the minifier drop the warnings from every visitor's vendor chunk.
      alias: {
        'react-remove-scroll-bar$': scrollLock,
        'react-router-dom$': reactRouterDom,
        ...(production
          ? {
              'react-router$': reactRouterProduction('index.mjs'),
              'react-router/dom$': reactRouterProduction('dom-export.mjs'),
            }
          : {}),
      },
    },
    module: {
      rules: [
        { test: families, use: path.resolve(__dirname, 'client/build/contractRoutesLoader.cjs'), sideEffects: false },
        { test: REACT_ROUTER_CHUNKS, use: path.resolve(__dirname, 'client/build/reactRouterPure.cjs') },
        {
          test: /\.tsx?$/,
          exclude: [/node_modules/, ...families],
          use: {
            loader: 'swc-loader',
            options: {
              ...swcrc,
              swcrc: false,
              jsc: {
                ...swcrc.jsc,
                // Development builds get React's development JSX (component stacks, key warnings).
                transform: { ...swcrc.jsc.transform, react: { ...swcrc.jsc.transform.react, development: !production } },
              },
            },
          },
        },
        { test: /\.css$/, use: [MiniCssExtractPlugin.loader, 'css-loader'] },
        // The site's icon, which index.html names: without one, browsers ask for /favicon.ico, a 404 on the console.
        { test: /\.svg$/, type: 'asset/resource' },
      ],
    },
    optimization: {
      // One script for everything a fresh visit to home runs: webpack's runtime, the libraries, the app shell, the
      // home page with its grid and cards, the cookie consent banner and the placements. Each file is compressed on
      // its own, so the seven files these were cost 4.7 KB more as sent (brotli): every file starts without the
      // context the others would have given it, and the modules split across them each carry webpack's wrapper.
      // Other pages load it too, which they mostly need anyway (the grid and cards serve closeup, board, profile and
      // search); a deploy that changes any of it changes the whole file, which returning visitors fetch again.
      runtimeChunk: false,
      // Modules and chunks are numbered in the order the build meets them (webpack's 'natural' ids), not by a hash of
      // their path: a file's modules are written in id order, so the modules one file imports sit beside it, where
      // brotli finds what they share, and the numbers are short. Home's script came out 0.9 KB smaller as sent. The
      // price: adding or removing a module renumbers the ones after it, so a deploy changes more lazy chunks' names
      // than hashed ids would, and a returning visitor fetches those again.
      moduleIds: 'natural',
      chunkIds: 'natural',
      splitChunks: {
        chunks: 'all',
        cacheGroups: {
          // Libraries only lazy routes use (masonic, Radix) join the shared chunk of the app code that uses them, not a
          // file of their own: the grid's masonry and cards came as two files on every grid page, which cost the home
          // route about 0.4 KB gzipped in per-file overhead and lost compression context.
          defaultVendors: false,
          homeFirstVisit: { name: 'main', chunks: (chunk) => HOME_CHUNKS.has(chunk.name), enforce: true },
          // Code shared by lazy chunks gets a chunk of its own, except with the operators' experience admin page: it shares
          // the experience surfaces with their own chunks (the modal, the survey ...), and a shared file would cost a
          // visitor served one of them a second request.
          default: { minChunks: 2, priority: -20, reuseExistingChunk: true, chunks: (chunk) => chunk.name !== 'experience-admin' },
        },
      },
      // Scripts are minified by swc rather than webpack's default terser: the home route's scripts come out 0.8 KB
      // smaller as sent (brotli), most of it in React DOM, and the production build is faster (22 s to 17 s here). Four
      // compress passes rather than two: home's script is 0.2 KB smaller as sent; five or more came out larger again.
      // Not unsafe_arrows (0.2 KB less): swc turned functions that read `arguments` into arrows, and every page threw.
      minimizer: [
        new MinimizerPlugin({
          minify: MinimizerPlugin.swcMinify,
          minimizerOptions: { compress: { passes: 4 }, mangle: true },
        }),
        new CssMinimizerPlugin(),
      ],
    },
    plugins: [
      new HtmlWebpackPlugin({ template: 'client/index.html', chunks: ['main'], scriptLoading: 'defer', templateParameters: pageParameters }),
      new HtmlWebpackPlugin({
        template: 'client/offline/offline.html',
        filename: WEB_APP_FILES.offlinePage,
        chunks: ['offline'],
        scriptLoading: 'defer',
        templateParameters: pageParameters,
      }),
      new MiniCssExtractPlugin({ filename: `assets/${name}.css`, chunkFilename: `assets/${chunkName}.css` }),
      // Scripts and stylesheets are compressed once, here, at the strongest settings, and the server sends the sibling
      // the browser accepts (server/http/static.ts): brotli, else gzip. Each is kept only when smaller than the file.
      ...(production
        ? [
            new CompressionPlugin({
              test: STATIC_TEXT,
              algorithm: 'gzip',
              compressionOptions: { level: 9 },
              minRatio: 1,
              filename: '[path][base].gz',
            }),
            new CompressionPlugin({
              test: STATIC_TEXT,
              algorithm: 'brotliCompress',
              compressionOptions: { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: zlib.constants.BROTLI_MAX_QUALITY } },
              minRatio: 1,
              filename: '[path][base].br',
            }),
          ]
        : []),
      // Each lazy chunk group (a page's, by its webpackChunkName) and the urls of the scripts and stylesheets it needs
      // beyond the entry's, which index.html loads already: the server names a rendered page's own files in its HTML,
      // so the browser asks for them with main.js rather than once main.js has run (server/features/seo/routeChunks.ts).
      // The group's own chunk's files come first, then those it shares (chunk urls carry no name: the tests find a
      // chunk's files here).
      new WebpackManifestPlugin({
        fileName: CHUNK_MANIFEST_FILE,
        filter: (file) => file.isChunk && !file.chunk.canBeInitial() && /\.(js|css)$/.test(file.path),
        generate: (_seed, files) => {
          const groups = {};
          for (const file of files)
            for (const group of file.chunk.groupsIterable)
              if (group.name && !group.isInitial()) (groups[group.name] ??= []).push({ path: file.path, own: file.chunk.name === group.name });
          const ownFirst = (list) => [...list.filter((f) => f.own), ...list.filter((f) => !f.own)].map((f) => f.path);
          return Object.fromEntries(Object.entries(groups).map(([name, list]) => [name, ownFirst(list)]));
        },
      }),
      new WebAppPlugin({ logo: path.resolve(__dirname, 'client/favicon.svg'), files: WEB_APP_FILES, themeColors: THEME_COLORS, hashLength }),
      // Development builds (npm run dev) have no service worker: one would serve the last build's files to a watch rebuild.
      ...(production ? [serviceWorker(hashLength)] : []),
    ],
    // No eval-based source maps: the server's CSP forbids eval, in development too.
    devtool: production ? 'source-map' : 'cheap-module-source-map',
    watchOptions: { ignored: ['**/node_modules', '**/dist', '**/db/data'], aggregateTimeout: 200 },
    performance: production ? { hints: 'warning', maxEntrypointSize: 500_000, maxAssetSize: 500_000 } : false,
    stats: production ? 'normal' : 'minimal',
  };
};
