import sharp from 'sharp';
import { pictureSvg, type PictureSpec } from './picture';

const FRAMES = 12;
const FRAME_DELAY_MS = 90;
/** Grid cards show GIFs at 236 px (474 px on dense screens); a larger GIF only costs bytes. */
const GIF_WIDTH = 474;

/** The looping animation of a GIF pin: the still picture with its overlay at evenly spaced phases. */
export async function writeAnimatedGif(picture: PictureSpec): Promise<Buffer> {
  const frames = Array.from({ length: FRAMES }, (_, i) => Buffer.from(pictureSvg(picture, i / FRAMES, GIF_WIDTH)));
  return sharp(frames, { join: { animated: true } })
    .gif({ delay: frames.map(() => FRAME_DELAY_MS), loop: 0, colours: 64, effort: 4, dither: 0 })
    .toBuffer();
}
