/**
 * Webpack loader for the contract families (shared/contracts/<family>.ts, the modules registry.ts gathers) in the
 * client build only.
 *
 * At run time the client reads just each contract's routing fields (method, path, and answers: whether the answer
 * carries pins for the entity slices); its argument and result types, and the rest of each contract, come from the
 * contracts' types at compile time. Evaluating a family here, in Node, and emitting those fields as plain data keeps
 * zod (about 27 KB gzipped) out of the browser bundle while the contract stays the one place a path is written. Each
 * API file imports its own family, and a page's first load carries the routes of the contracts it calls and no others.
 * Jest and the server use the real contracts, schemas included.
 */
const path = require('node:path');
const { register } = require('tsx/cjs/api');

const ROUTING_FIELDS = ['method', 'path', 'answers'];

const isContract = (value) => typeof value === 'object' && value !== null && typeof value.method === 'string' && typeof value.path === 'string';

/**
 * A family (`feeds.ts`) becomes one re-export per contract, and each contract (`feeds.ts?contract=homefeed`) a module
 * of its own holding its route. Webpack puts a module in one chunk, the first that needs it, with every export any chunk
 * uses: were the family one module, home's script would carry the routes of every page that calls the family. The rule
 * marks these modules free of side effects (webpack.config.js), so a chunk links straight to the contracts it calls.
 */
module.exports = function contractRoutesLoader() {
  // Rebuild in watch mode whenever any contract file changes.
  this.addContextDependency(path.dirname(this.resourcePath));
  const one = new URLSearchParams(this.resourceQuery).get('contract');
  // A fresh namespace per build, so watch mode never sees a cached, stale contract.
  const tsx = register({ namespace: `contracts-${Date.now()}` });
  try {
    const family = tsx.require(this.resourcePath, __filename);
    const contracts = Object.entries(family).filter(([, contract]) => isContract(contract));
    if (one === null) {
      const file = path.basename(this.resourcePath);
      return contracts.map(([name]) => `export { ${name} } from ${JSON.stringify(`./${file}?contract=${name}`)};\n`).join('');
    }
    const contract = family[one];
    if (!isContract(contract)) throw new Error(`${this.resourcePath} has no contract ${one}`);
    return `export const ${one} = ${JSON.stringify(Object.fromEntries(ROUTING_FIELDS.map((f) => [f, contract[f]])))};\n`;
  } finally {
    tsx.unregister();
  }
};
