// Jest's one configuration: four projects over one base. Node (>= 22.18, see engines) loads this file itself by
// stripping its types, so jest needs no ts-node; the file therefore uses only erasable TypeScript (type imports and
// annotations, no enums or namespaces).
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Config } from 'jest';

type Project = NonNullable<Config['projects']>[number] & object;

// The swc configuration webpack uses too (webpack.config.js), plus CommonJS modules for jest's module registry
// (webpack keeps ES modules to tree-shake). `swcrc: false` stops swc from also finding the file on its own.
const swcrc = JSON.parse(readFileSync(path.join(import.meta.dirname, '.swcrc'), 'utf8'));

const base = {
  transform: { '^.+\\.(t|j)sx?$': ['@swc/jest', { ...swcrc, swcrc: false, module: { type: 'commonjs' } }] },
  moduleFileExtensions: ['ts', 'tsx', 'js', 'json'],
  testEnvironment: 'node',
} satisfies Project;

const config: Config = {
  // A test or hook may take 15 s: signing people up hashes their passwords with scrypt (tens of ms each, far more on a
  // loaded 2-core machine), and a suite's setup signs up several. The browser suite passes its own, longer timeout.
  testTimeout: 15_000,
  // On two cores Jest would run the unit suite in its own process, where every test file leaves memory behind (its
  // module graph, held by what the file left running); past some 250 files it ran out of heap. With a limit Jest runs
  // the files in a worker instead, and starts a fresh one whenever a file leaves it above the limit. The browser suite
  // runs in band (--runInBand), as it must.
  workerIdleMemoryLimit: '1GB',
  projects: [
    { ...base, displayName: 'shared', testMatch: ['<rootDir>/test/shared/**/*.test.ts'] },
    { ...base, displayName: 'server', testMatch: ['<rootDir>/test/server/**/*.test.ts'] },
    // The bench's own rules (how it reduces and reports its runs); the bench itself is `npm run bench`.
    { ...base, displayName: 'bench', testMatch: ['<rootDir>/test/bench/**/*.test.ts'] },
    {
      ...base,
      displayName: 'client',
      testEnvironment: 'jsdom',
      testMatch: ['<rootDir>/test/client/**/*.test.tsx', '<rootDir>/test/client/**/*.test.ts'],
      setupFilesAfterEnv: ['<rootDir>/test/client/setup.ts'],
      // Radix's scroll lock and React Router's links, as the browser build has them (webpack.config.js: no <style>
      // element, which the CSP refuses; no framework mode's prefetching).
      moduleNameMapper: {
        '\\.(css)$': '<rootDir>/test/client/styleStub.ts',
        '^react-remove-scroll-bar$': '<rootDir>/client/ui/scrollLock.tsx',
        '^react-router-dom$': '<rootDir>/client/app/reactRouterDom.tsx',
      },
      // jsdom's default export conditions ('browser') would resolve packages to their browser builds, often ES
      // modules jest's CommonJS registry cannot load; the suite runs against the Node (require) builds.
      testEnvironmentOptions: { customExportConditions: ['require', 'default'] },
      // d3's packages ship only ES modules (.mjs builds): they go through the same transform as our code (the pin stats chart).
      transform: { ...base.transform, '^.+\\.mjs$': base.transform['^.+\\.(t|j)sx?$'] },
      transformIgnorePatterns: ['/node_modules/(?!(d3-[a-z-]+|internmap)/)'],
    },
    {
      ...base,
      displayName: 'e2e',
      testMatch: ['<rootDir>/test/e2e/**/*.test.ts'],
      // One real server, started as `npm start` starts it, for the whole browser suite.
      globalSetup: '<rootDir>/test/e2e/helpers/globalSetup.ts',
      globalTeardown: '<rootDir>/test/e2e/helpers/globalTeardown.ts',
    },
  ],
};

export default config;
