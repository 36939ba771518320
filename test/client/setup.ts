import '@testing-library/jest-dom';
import { runInThisContext } from 'node:vm';

/*
 * jsdom has no fetch API, and the app's base query (client/app/contractBaseQuery.ts) builds `Request`s and reads `Response`s. Node has them
 * (undici) in the realm outside jest's sandbox; borrow those. `fetch` itself is mocked per test (helpers/mockApi).
 * AbortController comes along because undici's Request only accepts its own AbortSignal; react-router needs
 * TextEncoder/TextDecoder at import time.
 */
const node = runInThisContext('globalThis') as typeof globalThis;

/** Browsers resolve a relative url against the document; undici has no document, so do it here. */
class DocumentRequest extends node.Request {
  constructor(input: RequestInfo | URL, init?: RequestInit) {
    super(typeof input === 'string' ? new URL(input, window.location.href) : input, init);
  }
}

Object.assign(globalThis, {
  fetch: () => Promise.reject(new Error('No fetch mock: call mockApi() in the test')),
  Request: DocumentRequest,
  Response: node.Response,
  Headers: node.Headers,
  AbortController: node.AbortController,
  AbortSignal: node.AbortSignal,
  TextEncoder: node.TextEncoder,
  TextDecoder: node.TextDecoder,
});

/*
 * masonic lays cells out from measured sizes, and jsdom does no layout (every size is 0). Give it the block layout
 * the grid relies on: the viewport is window.innerWidth x innerHeight (1024 x 768), an element is as wide as its
 * parent unless its style says otherwise, and as tall as its style says or its children stacked.
 */
class NoopResizeObserver {
  observe(): void {}
  unobserve(): void {}
  disconnect(): void {}
}
Object.assign(globalThis, { ResizeObserver: NoopResizeObserver });

/* jsdom has no media: pausing and loading a video (which a card does to release one it unmounts) do nothing here. */
HTMLMediaElement.prototype.load = () => undefined;
HTMLMediaElement.prototype.pause = () => undefined;

function px(value: string): number | undefined {
  return value.endsWith('px') ? Number.parseFloat(value) : undefined;
}

Object.defineProperties(HTMLElement.prototype, {
  offsetWidth: {
    configurable: true,
    get(this: HTMLElement): number {
      return px(this.style.width) ?? this.parentElement?.offsetWidth ?? window.innerWidth;
    },
  },
  offsetHeight: {
    configurable: true,
    get(this: HTMLElement): number {
      return px(this.style.height) ?? [...this.children].reduce((sum, child) => sum + (child instanceof HTMLElement ? child.offsetHeight : 0), 0);
    },
  },
});

Object.defineProperties(document.documentElement, {
  clientWidth: { configurable: true, get: () => window.innerWidth },
  clientHeight: { configurable: true, get: () => window.innerHeight },
});
