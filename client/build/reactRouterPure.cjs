/**
 * Webpack loader for React Router's production modules (react-router/dist/production/chunk-*.mjs), in which the whole
 * library sits in one file.
 *
 * At their top level those files call React (createContext, forwardRef, memo, createElement) and set components'
 * displayName. A minifier cannot know those calls are free of side effects, so it keeps each component they build and
 * everything the component reaches (Form, ScrollRestoration, framework mode's prefetch links, the data router's error
 * pages) whichever exports the app imports: a module that imports only useLocation kept most of the library. Marking
 * the calls pure and dropping the displayName assignments (names for React's developer tools) lets the unused parts
 * drop out of every page's vendor chunk. The rewrite changes no behaviour: a pure call whose value is used is kept.
 */
module.exports = function reactRouterPure(source) {
  return source
    .replace(/^\w+\.displayName = "[^"\n]*";$/gm, '')
    .replace(/\b(React\d*\.(?:createContext|forwardRef|memo|createElement)\()/g, '/* @__PURE__ */ $1');
};
