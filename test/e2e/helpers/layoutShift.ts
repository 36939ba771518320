import type { BrowserContext, Page } from 'playwright-core';

/** One layout shift as the browser reported it, with what moved (for a failure's message). */
export interface Shift {
  value: number;
  startTime: number;
  hadRecentInput: boolean;
  sources: string[];
}

declare global {
  interface Window {
    __layoutShifts?: Shift[];
  }
}

/**
 * Records every layout shift of each page the context opens, from its first paint: a PerformanceObserver for
 * `layout-shift` with `buffered: true`, installed before the page's own scripts run.
 */
export async function recordLayoutShifts(context: BrowserContext): Promise<void> {
  await context.addInitScript(() => {
    const describe = (node: Node | null | undefined): string => {
      if (!(node instanceof Element)) return node?.nodeName ?? '(gone)';
      const classes = typeof node.className === 'string' && node.className ? `.${node.className.trim().split(/\s+/).join('.')}` : '';
      return `${node.tagName.toLowerCase()}${classes}`;
    };
    const rect = (r: DOMRectReadOnly) => `${Math.round(r.x)},${Math.round(r.y)} ${Math.round(r.width)}x${Math.round(r.height)}`;
    window.__layoutShifts = [];
    interface LayoutShiftEntry extends PerformanceEntry {
      value: number;
      hadRecentInput: boolean;
      sources: { node?: Node | null; previousRect: DOMRectReadOnly; currentRect: DOMRectReadOnly }[];
    }
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as LayoutShiftEntry[]) {
        window.__layoutShifts?.push({
          value: entry.value,
          startTime: entry.startTime,
          hadRecentInput: entry.hadRecentInput,
          sources: entry.sources.map((s) => `${describe(s.node)} ${rect(s.previousRect)} -> ${rect(s.currentRect)}`),
        });
      }
    }).observe({ type: 'layout-shift', buffered: true });
  });
}

/**
 * The page's cumulative layout shift as Chromium defines it: shifts without recent input, grouped into session
 * windows (a gap under 1 s, at most 5 s long), the largest window's sum. `total` sums every such shift, a stricter
 * figure that equals `cls` for a load whose shifts all fall in one window.
 */
export function cumulativeLayoutShift(shifts: readonly Shift[]): { cls: number; total: number } {
  let cls = 0;
  let total = 0;
  let session = 0;
  let sessionStart = -Infinity;
  let last = -Infinity;
  for (const shift of shifts) {
    if (shift.hadRecentInput) continue;
    total += shift.value;
    if (shift.startTime - last >= 1000 || shift.startTime - sessionStart >= 5000) {
      session = 0;
      sessionStart = shift.startTime;
    }
    session += shift.value;
    last = shift.startTime;
    cls = Math.max(cls, session);
  }
  return { cls, total };
}

/** The shifts recorded so far on `page`, once two frames have passed (the last frame's shifts are reported with it). */
export async function layoutShifts(page: Page): Promise<Shift[]> {
  return page.evaluate(
    () =>
      new Promise<Shift[]>((resolve) => {
        requestAnimationFrame(() => requestAnimationFrame(() => setTimeout(() => resolve(window.__layoutShifts ?? []), 0)));
      }),
  );
}
