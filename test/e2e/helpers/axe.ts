import type { Page } from 'playwright-core';

const AXE_PATH = require.resolve('axe-core/axe.min.js');

interface AxeViolation {
  id: string;
  impact: string | null;
  help: string;
  nodes: { target: string[] }[];
}

/**
 * axe's serious and critical findings on the page as it is now, inside the elements matching `include` or in the
 * whole document. axe is injected as a script, which the product's CSP rightly refuses: the page's context must be
 * made with `bypassCSP: true`.
 */
export async function seriousViolations(page: Page, include?: string): Promise<string[]> {
  await page.addScriptTag({ path: AXE_PATH });
  const violations = await page.evaluate(async (selector) => {
    type Context = Document | { include: string[][] };
    const axe = (window as unknown as { axe: { run: (ctx: Context) => Promise<{ violations: AxeViolation[] }> } }).axe;
    return (await axe.run(selector ? { include: [[selector]] } : document)).violations;
  }, include ?? null);
  return violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map(
      (v) =>
        `${v.id} (${v.impact}): ${v.help} at ${v.nodes
          .map((n) => n.target.join(' '))
          .slice(0, 3)
          .join(', ')}`,
    );
}
