/**
 * Webpack loader for the contract families (shared/contracts/<family>.ts, the modules registry.ts gathers) in the
 * client build only.
 *
 * At run time the client reads just each contract's routing fields (method, path, and answers: whether the answer
 * carries pins for the entity slices); its argument and result types, and the rest of each contract, come from the
 * contracts' types at compile time. Evaluating a family here, in Node, and emitting those fields as plain data keeps
 * zod (about 27 KB gzipped) out of the browser bundle while the contract stays the one place a path is written. Each
 * API file imports its own family, so a page's first load carries the routes of the families it calls and no others.
 * Jest and the server use the real contracts, schemas included.
 */
const path = require('node:path');
const { register } = require('tsx/cjs/api');

const ROUTING_FIELDS = ['method', 'path', 'answers'];

const isContract = (value) => typeof value === 'object' && value !== null && typeof value.method === 'string' && typeof value.path === 'string';

module.exports = function contractRoutesLoader() {
  // Rebuild in watch mode whenever any contract file changes.
  this.addContextDependency(path.dirname(this.resourcePath));
  // A fresh namespace per build, so watch mode never sees a cached, stale contract.
  const tsx = register({ namespace: `contracts-${Date.now()}` });
  try {
    const family = tsx.require(this.resourcePath, __filename);
    return Object.entries(family)
      .filter(([, contract]) => isContract(contract))
      .map(([name, contract]) => `export const ${name} = ${JSON.stringify(Object.fromEntries(ROUTING_FIELDS.map((f) => [f, contract[f]])))};\n`)
      .join('');
  } finally {
    tsx.unregister();
  }
};
