// ESLint 9 flat config: typescript-eslint (syntax rules, no type information), react-hooks, jsx-a11y, the layout's
// boundaries as import restrictions (shared/ imports no client/, server/, Node or React; client/ and server/ never
// import each other; the client never imports db/; client/ui imports no feature, store or entity; db/ imports no
// server/), and Prettier owning the formatting.
import { registerHooks } from 'node:module';

// The project's `typescript` is 7, the native compiler, which has no JavaScript API; typescript-eslint's parser
// needs one and supports TypeScript < 6.1. package.json installs TypeScript 6 beside it as `typescript-6` (an npm
// alias, whose `tsc` bin loses to the project's: npm links same-depth bins in path order). Here, and only for
// typescript-eslint's own packages, a `typescript` import resolves to that copy. npm cannot nest it for them
// instead: they take typescript as a peer dependency, which npm always resolves to the root's.
const typescriptUsers = /[\\/]node_modules[\\/](?:@?typescript-eslint[\\/]|ts-api-utils[\\/])/;
registerHooks({
  resolve(specifier, context, nextResolve) {
    if ((specifier === 'typescript' || specifier.startsWith('typescript/')) && typescriptUsers.test(context.parentURL ?? '')) {
      return nextResolve(`typescript-6${specifier.slice('typescript'.length)}`, context);
    }
    return nextResolve(specifier, context);
  },
});

// Imported after the hook is registered: typescript-eslint requires typescript as it loads.
const { default: js } = await import('@eslint/js');
const { defineConfig, globalIgnores } = await import('eslint/config');
const { default: prettier } = await import('eslint-config-prettier');
const { default: jsxA11y } = await import('eslint-plugin-jsx-a11y');
const { default: reactHooks } = await import('eslint-plugin-react-hooks');
const { default: globals } = await import('globals');
const { default: tseslint } = await import('typescript-eslint');

// A relative import whose path goes through a folder of this name (the tree's imports are all relative).
const through = (folder) => `^\\.\\.?/(?:.*/)?(?:${folder})(?:/|$)`;

/** no-restricted-imports for one folder. Flat config replaces a rule's options per file, it does not merge them, so
 * a nested folder (client/ui) lists its parent's restrictions again. */
const restrict = (...groups) => ['error', { patterns: groups.map(([regex, message]) => ({ regex, message })) }];

const boundary = {
  server: [through('server'), 'Boundary: server/ is imported by server/ and the tests only.'],
  client: [through('client'), 'Boundary: client/ is imported by client/ and the tests only.'],
  db: [through('db'), 'Boundary: the client never imports db/ (the server and the seed own the database).'],
  features: [through('features'), 'Boundary: client/ui is a leaf of building blocks and imports no feature.'],
  store: [through('app/(?:store|hooks|api)'), 'Boundary: client/ui imports no store (app/store, app/hooks, app/api): pass data and callbacks in.'],
  entities: [through('entities'), 'Boundary: client/ui imports no entity slice: pass the data in.'],
  entityFeatures: [through('features'), "Boundary: client/entities imports no feature: the slices fill from the contracts' answers (received.ts)."],
  node: ['^node:', 'Boundary: shared/ runs in the browser too and uses no Node API.'],
  react: ['^react(?:-dom)?(?:/|$)', 'Boundary: shared/ holds rules as plain functions and uses no React.'],
};

export default defineConfig(
  globalIgnores(['dist/', 'db/data/', 'coverage/', 'test-results/', '.cache/']),
  js.configs.recommended,
  tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx,mts,cts}'],
    // tsc (noUnusedLocals, noUnusedParameters) already reports unused names, with the project's own exceptions.
    rules: { '@typescript-eslint/no-unused-vars': 'off' },
  },
  {
    // Plain CommonJS: the CLI scripts (they run before anything is built), webpack's config and loader, the bench's
    // bare server.
    files: ['**/*.{js,cjs}'],
    languageOptions: { sourceType: 'commonjs', globals: globals.node },
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
  { files: ['server/**', 'db/**', 'test/**', '*.{ts,mjs,js}'], languageOptions: { globals: globals.node } },
  { files: ['client/**'], languageOptions: { globals: globals.browser } },
  { files: ['test/**'], languageOptions: { globals: { ...globals.jest, ...globals.browser } } },
  { files: ['client/**/*.{ts,tsx}', 'test/client/**/*.{ts,tsx}'], ...reactHooks.configs.flat.recommended },
  { files: ['client/**/*.tsx', 'test/client/**/*.tsx'], ...jsxA11y.flatConfigs.recommended },

  // The boundaries.
  { files: ['shared/**'], rules: { 'no-restricted-imports': restrict(boundary.client, boundary.server, boundary.node, boundary.react) } },
  { files: ['server/**'], rules: { 'no-restricted-imports': restrict(boundary.client) } },
  { files: ['db/**'], rules: { 'no-restricted-imports': restrict(boundary.client, boundary.server) } },
  { files: ['client/**'], rules: { 'no-restricted-imports': restrict(boundary.server, boundary.db) } },
  { files: ['client/entities/**'], rules: { 'no-restricted-imports': restrict(boundary.server, boundary.db, boundary.entityFeatures) } },
  {
    files: ['client/ui/**'],
    rules: { 'no-restricted-imports': restrict(boundary.server, boundary.db, boundary.features, boundary.store, boundary.entities) },
  },

  // Last: turns off the stylistic rules Prettier owns.
  prettier,
);
