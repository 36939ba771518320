import type { Random } from '../../random';

/** What a scene draws with: its own random stream, a palette and the canvas size in pixels. */
export interface SceneContext {
  r: Random;
  p: readonly string[];
  w: number;
  h: number;
}

export type Scene = (ctx: SceneContext) => string;

/** One decimal is plenty for pixels and keeps the SVG text (and librsvg's parse time) small. */
const n = (value: number): number => Math.round(value * 10) / 10;

export function rect(x: number, y: number, w: number, h: number, fill: string, extra = ''): string {
  return `<rect x="${n(x)}" y="${n(y)}" width="${n(w)}" height="${n(h)}" fill="${fill}" ${extra}/>`;
}

export function circle(cx: number, cy: number, r: number, fill: string, extra = ''): string {
  return `<circle cx="${n(cx)}" cy="${n(cy)}" r="${n(r)}" fill="${fill}" ${extra}/>`;
}

export function ellipse(cx: number, cy: number, rx: number, ry: number, fill: string, rotate = 0, extra = ''): string {
  const transform = rotate ? ` transform="rotate(${n(rotate)} ${n(cx)} ${n(cy)})"` : '';
  return `<ellipse cx="${n(cx)}" cy="${n(cy)}" rx="${n(rx)}" ry="${n(ry)}" fill="${fill}"${transform} ${extra}/>`;
}

export function polygon(points: readonly (readonly [number, number])[], fill: string, extra = ''): string {
  return `<polygon points="${points.map(([x, y]) => `${n(x)},${n(y)}`).join(' ')}" fill="${fill}" ${extra}/>`;
}

export function path(d: string, fill: string, extra = ''): string {
  return `<path d="${d}" fill="${fill}" ${extra}/>`;
}

export function line(x1: number, y1: number, x2: number, y2: number, stroke: string, width: number, extra = ''): string {
  return `<line x1="${n(x1)}" y1="${n(y1)}" x2="${n(x2)}" y2="${n(y2)}" stroke="${stroke}" stroke-width="${n(width)}" ${extra}/>`;
}

/** A top-to-bottom gradient definition (cairo renders diagonal ones about three times slower). */
export function gradient(id: string, stops: readonly string[]): string {
  const body = stops.map((c, i) => `<stop offset="${n(i / Math.max(1, stops.length - 1))}" stop-color="${c}"/>`).join('');
  return `<defs><linearGradient id="${id}" x1="0" y1="0" x2="0" y2="1">${body}</linearGradient></defs>`;
}

export const FONT = `font-family="DejaVu Sans, Liberation Sans, Arial, Helvetica, sans-serif"`;

/** A palette colour other than the first (the first is usually the background). */
export function accent(ctx: SceneContext): string {
  return ctx.p[ctx.r.int(1, ctx.p.length - 1)];
}
