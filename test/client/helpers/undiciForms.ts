import { runInThisContext } from 'node:vm';

/**
 * The client tests' Request is undici's (test/client/setup.ts), which sends a jsdom FormData as the text
 * '[object FormData]'. An upload test uses undici's FormData and File instead; only for its own file, since jsdom's
 * FormData is the one that reads a <form> element.
 */
export function withUndiciForms(): void {
  const node = runInThisContext('globalThis') as typeof globalThis;
  const jsdom = { FormData: globalThis.FormData, File: globalThis.File };
  beforeAll(() => Object.assign(globalThis, { FormData: node.FormData, File: node.File }));
  afterAll(() => Object.assign(globalThis, jsdom));
}
