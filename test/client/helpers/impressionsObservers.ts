/**
 * Fake IntersectionObserver and ResizeObserver (jsdom has neither working): each instance remembers its options and
 * what it observes, and a test reports an element's visible ratio or size to every instance observing it.
 */
/** What both fakes do alike: remember what they observe. */
class FakeObserver {
  readonly observed = new Set<Element>();
  observe(element: Element): void {
    this.observed.add(element);
  }
  unobserve(element: Element): void {
    this.observed.delete(element);
  }
  disconnect(): void {
    this.observed.clear();
  }
}

export class FakeIntersectionObserver extends FakeObserver {
  static instances: FakeIntersectionObserver[] = [];
  readonly thresholds: readonly number[];
  readonly rootMargin: string;
  constructor(
    private readonly callback: IntersectionObserverCallback,
    options: IntersectionObserverInit = {},
  ) {
    super();
    this.thresholds = ([] as number[]).concat(options.threshold ?? 0);
    this.rootMargin = options.rootMargin ?? '0px';
    FakeIntersectionObserver.instances.push(this);
  }
  takeRecords(): IntersectionObserverEntry[] {
    return [];
  }
  report(element: Element, ratio: number, size = { width: 236, height: 300 }): void {
    if (!this.observed.has(element)) return;
    const entry = {
      target: element,
      isIntersecting: ratio > 0,
      intersectionRatio: ratio,
      boundingClientRect: { ...size, top: 0, left: 0, right: size.width, bottom: size.height, x: 0, y: 0 },
    } as unknown as IntersectionObserverEntry;
    this.callback([entry], this as unknown as IntersectionObserver);
  }
}

export class FakeResizeObserver extends FakeObserver {
  static instances: FakeResizeObserver[] = [];
  constructor(private readonly callback: ResizeObserverCallback) {
    super();
    FakeResizeObserver.instances.push(this);
  }
  report(element: Element, size: { width: number; height: number }): void {
    if (!this.observed.has(element)) return;
    this.callback([{ target: element, contentRect: size } as unknown as ResizeObserverEntry], this as unknown as ResizeObserver);
  }
}

/** Installs both fakes for the current test file; `intersect` and `resize` report to every instance. */
export function installFakeObservers() {
  const saved = { io: globalThis.IntersectionObserver, ro: globalThis.ResizeObserver };
  beforeEach(() => {
    FakeIntersectionObserver.instances = [];
    FakeResizeObserver.instances = [];
    Object.assign(globalThis, { IntersectionObserver: FakeIntersectionObserver, ResizeObserver: FakeResizeObserver });
  });
  afterEach(() => Object.assign(globalThis, { IntersectionObserver: saved.io, ResizeObserver: saved.ro }));
  return {
    intersect: (element: Element, ratio: number, size?: { width: number; height: number }) =>
      FakeIntersectionObserver.instances.forEach((o) => o.report(element, ratio, size)),
    resize: (element: Element, size: { width: number; height: number }) => FakeResizeObserver.instances.forEach((o) => o.report(element, size)),
  };
}
