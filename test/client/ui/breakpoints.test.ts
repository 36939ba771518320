import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { BREAKPOINTS, NARROW_PHONE_BELOW } from '../../../shared/constants';

const CLIENT = path.resolve(__dirname, '..', '..', '..', 'client');

function stylesheets(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return stylesheets(full);
    return entry.name.endsWith('.css') ? [full] : [];
  });
}

/** Every width a media query switches at, as the viewport width the wider layout starts from. */
function switchWidths(css: string): number[] {
  return [...css.matchAll(/\((max|min)-width:\s*(\d+)px\)/g)].map(([, kind, px]) => (kind === 'max' ? Number(px) + 1 : Number(px)));
}

const NAMED = new Set<number>([BREAKPOINTS.compact, BREAKPOINTS.desktop, BREAKPOINTS.wide, NARROW_PHONE_BELOW]);

describe('stylesheet breakpoints (section 9: 1056, 1135, 1340, 630, 670, 680, 860)', () => {
  const sheets = stylesheets(CLIENT);

  it('finds the stylesheets and their width queries', () => {
    expect(sheets.length).toBeGreaterThan(5);
    expect(sheets.flatMap((file) => switchWidths(readFileSync(file, 'utf8'))).length).toBeGreaterThan(0);
  });

  it.each(sheets.map((file) => [path.relative(CLIENT, file), file]))('%s switches only at named breakpoints', (_name, file) => {
    const stray = switchWidths(readFileSync(file, 'utf8')).filter((width) => !NAMED.has(width));
    expect(stray).toEqual([]);
  });

  it('the closeup stacks its panes below the desktop breakpoint, where the grid also narrows its gutters', () => {
    const css = readFileSync(path.join(CLIENT, 'features', 'closeup', 'CloseupPage.css'), 'utf8');
    expect(switchWidths(css)).toEqual([BREAKPOINTS.desktop]);
  });

  it('the header turns compact below the compact breakpoint, where the grid turns compact', () => {
    const css = readFileSync(path.join(CLIENT, 'features', 'header', 'Header.css'), 'utf8');
    expect(switchWidths(css)).toEqual([BREAKPOINTS.compact, NARROW_PHONE_BELOW]);
  });

  it('every spec breakpoint is named once', () => {
    const all = [BREAKPOINTS.compact, BREAKPOINTS.desktop, BREAKPOINTS.wide, ...BREAKPOINTS.unassigned];
    expect([...all].sort((a, b) => a - b)).toEqual([630, 670, 680, 860, 1056, 1135, 1340]);
  });
});
