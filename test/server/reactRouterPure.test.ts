import { readFileSync } from 'node:fs';
import path from 'node:path';
import { minifySync } from '@swc/core';

// The client build passes React Router's production modules through this loader (webpack.config.js), a plain
// CommonJS module (jest requires it without a transform).
const root = path.resolve(__dirname, '../..');
// eslint-disable-next-line @typescript-eslint/no-require-imports
const reactRouterPure = require(path.join(root, 'client/build/reactRouterPure.cjs')) as (source: string) => string;

/** The production module, of those the package's entry imports, that holds the library's hooks and components. */
const production = path.join(path.dirname(require.resolve('react-router/package.json')), 'dist/production');
const library = [...readFileSync(path.join(production, 'index.mjs'), 'utf8').matchAll(/from "\.\/(chunk-\w+\.mjs)"/g)]
  .map(([, chunk]) => readFileSync(path.join(production, chunk), 'utf8'))
  .find((source) => /^function useLocation\(/m.test(source))!;

/** The library minified as a bundle keeps it for a module that imports only useLocation. */
function minifiedForUseLocation(source: string): string {
  const onlyUseLocation = source.replace(/^export \{[^}]*\};?\s*$/m, 'export { useLocation };');
  expect(onlyUseLocation).not.toBe(source);
  return minifySync(onlyUseLocation, { module: true, compress: { passes: 2 }, mangle: true }).code;
}

// Framework mode's message and the data router's default error page: code that only Link and the route rendering reach.
const UNUSED_BY_USE_LOCATION = ['<HydratedRouter>', 'Unexpected Application Error!'];

test('a module that imports only useLocation keeps none of the components it does not use once the loader has run', () => {
  const before = minifiedForUseLocation(library);
  const after = minifiedForUseLocation(reactRouterPure(library));
  for (const text of UNUSED_BY_USE_LOCATION) {
    expect(before).toContain(text);
    expect(after).not.toContain(text);
  }
  expect(after.length).toBeLessThan(before.length / 2);
});

test('the loader only marks React calls pure and drops displayName assignments: what the module exports is unchanged', () => {
  const source = [
    'var Link = React.forwardRef(function LinkWithRef(props, ref) { return React2.createElement("a", { ...props, ref }); });',
    'Link.displayName = "Link";',
    'var RouteContext = React.createContext(null);',
    'export { Link, RouteContext };',
  ].join('\n');
  expect(reactRouterPure(source)).toBe(
    [
      'var Link = /* @__PURE__ */ React.forwardRef(function LinkWithRef(props, ref) { return /* @__PURE__ */ React2.createElement("a", { ...props, ref }); });',
      '',
      'var RouteContext = /* @__PURE__ */ React.createContext(null);',
      'export { Link, RouteContext };',
    ].join('\n'),
  );
});
