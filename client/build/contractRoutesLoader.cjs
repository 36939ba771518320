/**
 * Webpack loader for shared/contracts/registry.ts in the client build only.
 *
 * At run time the client reads just each contract's routing fields (method, path, and answers: whether the answer
 * carries pins for the entity slices); its argument and result types, and the rest of each contract, come from the
 * registry's types at compile time. Every byte here is on every page's first load, so nothing the client does not
 * read at run time is emitted. Evaluating the registry here, in Node, and emitting those fields as plain data keeps zod (about 27 KB gzipped)
 * out of the browser bundle while the registry stays the one place a path is written. Jest and the server use the
 * real registry, schemas included.
 */
const path = require('node:path');
const { register } = require('tsx/cjs/api');

const ROUTING_FIELDS = ['method', 'path', 'answers'];

module.exports = function contractRoutesLoader() {
  // Rebuild in watch mode whenever any contract file changes.
  this.addContextDependency(path.dirname(this.resourcePath));
  // A fresh namespace per build, so watch mode never sees a cached, stale registry.
  const tsx = register({ namespace: `contracts-${Date.now()}` });
  try {
    const { endpoints } = tsx.require(this.resourcePath, __filename);
    const routes = Object.fromEntries(
      Object.entries(endpoints).map(([name, contract]) => [name, Object.fromEntries(ROUTING_FIELDS.map((f) => [f, contract[f]]))]),
    );
    return `export const endpoints = ${JSON.stringify(routes)};\nexport const endpointList = Object.values(endpoints);\n`;
  } finally {
    tsx.unregister();
  }
};
