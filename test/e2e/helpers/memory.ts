import { readFileSync } from 'node:fs';
import type { Page } from 'playwright-core';

/** A process's resident set size in bytes, as the kernel counts it (VmRSS in /proc/<pid>/status). */
export const residentBytes = (pid: number) => Number(/^VmRSS:\s+(\d+) kB$/m.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))![1]) * 1024;

/**
 * After a full garbage collection: the DOM nodes alive in the page's renderer (detached ones included) and the nodes
 * its document holds. Nodes a page lets go of are gone by then; the ones something still holds are not.
 */
export async function domNodesAfterGc(page: Page): Promise<{ live: number; inDocument: number }> {
  const cdp = await page.context().newCDPSession(page);
  try {
    await cdp.send('HeapProfiler.collectGarbage');
    const { nodes: live } = await cdp.send('Memory.getDOMCounters');
    const inDocument = await page.evaluate(() => {
      const walker = document.createTreeWalker(document, NodeFilter.SHOW_ALL);
      let count = 1;
      while (walker.nextNode()) count++;
      return count;
    });
    return { live, inDocument };
  } finally {
    await cdp.detach();
  }
}
