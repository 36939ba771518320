import { createRandom } from '../random';
import { darken, PALETTES } from './palettes';
import { beach, botanical, landscape } from './scenes/outdoor';
import { abstract, flatlay, motion, patchwork } from './scenes/graphic';
import { room, tabletop, vanity } from './scenes/indoor';
import { escapeHtml } from '../../../shared/domain/html';
import { circle, FONT, rect, type Scene } from './scenes/svg';

const SCENES = { tabletop, room, vanity, landscape, beach, botanical, patchwork, abstract, motion, flatlay } satisfies Record<string, Scene>;
export type SceneKind = keyof typeof SCENES | 'avatar';

/** Everything that decides how a generated picture looks; its hash is the image signature. */
export interface PictureSpec {
  scene: SceneKind;
  width: number;
  height: number;
  /** Index into PALETTES. */
  palette: number;
  seed: string;
  /** A text overlay, as many pins carry; for avatars the initial. */
  caption: string | null;
}

const luminance = (hex: string) => {
  const v = parseInt(hex.slice(1), 16);
  return 0.2126 * (v >> 16) + 0.7152 * ((v >> 8) & 255) + 0.0722 * (v & 255);
};
const darkest = (palette: readonly string[]) => palette.reduce((a, b) => (luminance(b) < luminance(a) ? b : a));
/** The palette's darkest colour, deepened until it reads on the white caption band (pastel palettes fall back to ink). */
const captionInk = (palette: readonly string[]) => {
  const ink = darken(darkest(palette), 0.35);
  return luminance(ink) < 90 ? ink : '#2b2b2b';
};

function wrap(text: string, perLine: number, maxLines: number): string[] {
  const lines: string[] = [];
  for (const word of text.split(/\s+/)) {
    const last = lines[lines.length - 1];
    if (last !== undefined && (last + ' ' + word).length <= perLine) lines[lines.length - 1] = `${last} ${word}`;
    else lines.push(word);
  }
  return lines.slice(0, maxLines);
}

function captionBand(spec: PictureSpec, text: string, ink: string): string {
  const { width: w, height: h } = spec;
  const size = Math.round(w / 13);
  const lines = wrap(text, 16, 3);
  const bandH = size * (lines.length * 1.25 + 0.9);
  const top = createRandom(spec.seed).chance(0.5) ? h * 0.06 : h - bandH - h * 0.06;
  const tspans = lines.map((l, i) => `<tspan x="${w / 2}" dy="${i === 0 ? 0 : size * 1.25}">${escapeHtml(l)}</tspan>`).join('');
  return (
    rect(w * 0.07, top, w * 0.86, bandH, '#ffffff', 'rx="18" opacity="0.88"') +
    `<text x="${w / 2}" y="${top + size * 1.3}" ${FONT} font-size="${size}" font-weight="bold" text-anchor="middle" fill="${ink}">${tspans}</text>`
  );
}

function avatar(spec: PictureSpec): string {
  const { width: w, height: h } = spec;
  const p = PALETTES[spec.palette];
  const letter = escapeHtml((spec.caption ?? '?').slice(0, 1).toUpperCase());
  const ink = luminance(p[2]) > 170 ? '#2b2b2b' : '#ffffff';
  return (
    rect(0, 0, w, h, p[2]) +
    circle(w * 0.85, h * 0.1, w * 0.35, p[1], 'opacity="0.5"') +
    `<text x="${w / 2}" y="${h * 0.68}" ${FONT} font-size="${Math.round(w * 0.5)}" font-weight="bold" text-anchor="middle" fill="${ink}">${letter}</text>`
  );
}

/** Sparkles orbiting the centre and a pulsing ring: the moving part of a GIF pin, one frame per phase in [0, 1). */
function orbit(spec: PictureSpec, phase: number): string {
  const { width: w, height: h } = spec;
  const p = PALETTES[spec.palette];
  const radius = Math.min(w, h) * 0.3;
  const out: string[] = [
    circle(
      w / 2,
      h / 2,
      radius * (0.5 + 0.4 * Math.sin(phase * Math.PI * 2) ** 2),
      'none',
      `stroke="#ffffff" stroke-width="${w * 0.012}" opacity="0.8"`,
    ),
  ];
  for (let i = 0; i < 6; i++) {
    const a = (phase + i / 6) * Math.PI * 2;
    out.push(
      circle(w / 2 + Math.cos(a) * radius, h / 2 + Math.sin(a) * radius, w * 0.035, p[(i % 4) + 1], `stroke="#ffffff" stroke-width="${w * 0.006}"`),
    );
  }
  return out.join('');
}

/** The SVG of a picture, drawn at `outWidth` pixels wide; `phase` adds the animated overlay for a GIF frame. */
export function pictureSvg(spec: PictureSpec, phase: number | null = null, outWidth: number = spec.width): string {
  const { width: w, height: h } = spec;
  const p = PALETTES[spec.palette];
  let body: string;
  if (spec.scene === 'avatar') body = avatar(spec);
  else {
    body = SCENES[spec.scene]({ r: createRandom(spec.seed), p, w, h });
    if (spec.caption) body += captionBand(spec, spec.caption, captionInk(p));
  }
  if (phase !== null) body += orbit(spec, phase);
  const outHeight = Math.round((h * outWidth) / w);
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${outWidth}" height="${outHeight}" viewBox="0 0 ${w} ${h}">${body}</svg>`;
}
