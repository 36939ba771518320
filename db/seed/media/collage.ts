import sharp from 'sharp';
import { createRandom } from '../random';
import { PALETTES } from './palettes';
import { pictureSvg, type PictureSpec } from './picture';
import type { RawImage } from '../../media/sizes';

/** Everything that decides how a collage looks: its size, a backdrop palette, and its sources' pictures in order. */
export interface CollageSpec {
  width: number;
  height: number;
  palette: number;
  seed: string;
  sources: readonly PictureSpec[];
}

interface Cell {
  left: number;
  top: number;
  width: number;
  height: number;
}

const MARGIN = 0.06;
const GAP = 0.04;
/** Cut-outs are tilted by up to this many degrees either way, like paper pinned to a board. */
const MAX_TILT = 4;

/** Rows of one or two cells: an odd count leads with one wide cut-out, the rest go in pairs. */
function layout(spec: CollageSpec): Cell[] {
  const n = spec.sources.length;
  const rows: number[] = n % 2 === 1 ? [1, ...Array<number>((n - 1) / 2).fill(2)] : Array<number>(n / 2).fill(2);
  const margin = Math.round(spec.width * MARGIN);
  const gap = Math.round(spec.width * GAP);
  const rowHeight = Math.floor((spec.height - 2 * margin - gap * (rows.length - 1)) / rows.length);
  const cells: Cell[] = [];
  rows.forEach((perRow, row) => {
    const width = Math.floor((spec.width - 2 * margin - gap * (perRow - 1)) / perRow);
    for (let col = 0; col < perRow; col++) {
      cells.push({ left: margin + col * (width + gap), top: margin + row * (rowHeight + gap), width, height: rowHeight });
    }
  });
  return cells;
}

/**
 * One source's cut-out: its picture drawn at a width that covers the cell, the cell-shaped middle cut out of it, the
 * corners rounded, a white paper border added and the whole tilted. Answers a PNG with its alpha.
 */
async function cutOut(source: PictureSpec, cell: Cell, tilt: number): Promise<{ png: Buffer; width: number; height: number }> {
  const border = Math.max(4, Math.round(cell.width * 0.03));
  const inner = { width: cell.width - 2 * border, height: cell.height - 2 * border };
  // Drawn just wide enough to cover the cell at the source's own aspect, so the crop never upscales.
  const drawWidth = Math.ceil(Math.max(inner.width, (inner.height * source.width) / source.height));
  const radius = Math.round(cell.width * 0.04);
  const mask = Buffer.from(
    `<svg xmlns="http://www.w3.org/2000/svg" width="${inner.width}" height="${inner.height}"><rect width="${inner.width}" height="${inner.height}" rx="${radius}" fill="#fff"/></svg>`,
  );
  const piece = await sharp(Buffer.from(pictureSvg(source, null, drawWidth)))
    .resize(inner.width, inner.height, { fit: 'cover' })
    .ensureAlpha()
    .composite([{ input: mask, blend: 'dest-in' }])
    .extend({ top: border, bottom: border, left: border, right: border, background: { r: 255, g: 255, b: 255, alpha: 1 } })
    .png()
    .toBuffer();
  const { data, info } = await sharp(piece)
    .rotate(tilt, { background: { r: 0, g: 0, b: 0, alpha: 0 } })
    .png()
    .toBuffer({ resolveWithObject: true });
  return { png: data, width: info.width, height: info.height };
}

/** The collage's pixels: its sources' cut-outs laid out on a plain backdrop. */
export async function rasterizeCollage(spec: CollageSpec): Promise<RawImage> {
  const r = createRandom(`collage/${spec.seed}`);
  const cells = layout(spec);
  const pieces = await Promise.all(spec.sources.map((source, i) => cutOut(source, cells[i], (r.next() * 2 - 1) * MAX_TILT)));
  const backdrop = PALETTES[spec.palette][0];
  const { data, info } = await sharp({ create: { width: spec.width, height: spec.height, channels: 3, background: backdrop } })
    .composite(
      pieces.map((piece, i) => {
        // Rotation grows the piece; it stays centred on its cell, inside the canvas.
        const cell = cells[i];
        const left = Math.round(cell.left + (cell.width - piece.width) / 2);
        const top = Math.round(cell.top + (cell.height - piece.height) / 2);
        return { input: piece.png, left: Math.max(0, left), top: Math.max(0, top) };
      }),
    )
    .removeAlpha()
    .raw()
    .toBuffer({ resolveWithObject: true });
  return { data, width: info.width, height: info.height };
}
