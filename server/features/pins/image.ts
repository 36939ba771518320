import { createHash } from 'node:crypto';
import path from 'node:path';
import sharp from 'sharp';
import type { Dimensions } from '../../../shared/domain/imageSizes';
import { dominantColor } from '../../../db/media/dominant';
import { writeFileOnce } from '../../../db/media/files';
import { encodeSizes } from '../../../db/media/sizes';
import { ApiError } from '../../http/errors';

// libvips' operation cache keeps recent pipelines' images for reuse (50 MB by default), but every upload is new, so in
// the server it only holds memory: about 75 MB more resident after 8 uploads of 25 MP, measured. libvips' threads per
// image stay at sharp's glibc default of 1, against fragmentation; on 2 cores 2 bought no time, only memory.
sharp.cache(false);

/** Bump when the decoding or encoding of user images changes, so a new upload of the same bytes gets new files. */
const USER_MEDIA_VERSION = 'user-image-v2';

export interface PreparedImage {
  signature: string;
  width: number;
  height: number;
  dominantColor: string;
}

const refusal = (field: string, tooBig: boolean, maxPixels: number) => {
  const problem = tooBig ? `has more than ${maxPixels} pixels` : 'is not an image';
  return new ApiError(400, tooBig ? 'image_too_large' : 'invalid_image', `The image ${problem}.`, { [field]: problem });
};

/** The picture's size once turned by its EXIF orientation, read from the header: a pixel bomb is refused before any decoding. */
async function header(input: Buffer, maxPixels: number, field: string): Promise<Dimensions> {
  let size: Dimensions;
  try {
    size = (await sharp(input, { autoOrient: true }).metadata()).autoOrient;
  } catch {
    throw refusal(field, false, maxPixels);
  }
  if (!(size.width > 0 && size.height > 0)) throw refusal(field, false, maxPixels);
  if (size.width * size.height > maxPixels) throw refusal(field, true, maxPixels);
  return size;
}

/** Where an image's files live. */
export const imageDir = (mediaDir: string, signature: string) => path.join(mediaDir, 'images', signature);

export interface PrepareOptions {
  mediaDir: string;
  maxPixels: number;
  field: string;
  /** Told the signature before any file is written, and awaited: an import records what it leaves on disk (archive/importService). */
  beforeWrite?: (signature: string) => Promise<void> | void;
}

/**
 * The sizes made first, as raw pixels, for the smaller ones to be resized from: a ladder step is at most 736 pixels
 * wide, so no full-size copy of the pixels is ever held, and only `orig` and 736x read the whole input.
 */
const USER_LADDER = ['736x', '474x', '236x'] as const;

/**
 * Every size spec and the dominant colour, written under `<mediaDir>/images/<signature>/`. The signature follows the
 * bytes, so the same image uploaded twice shares its files. `orig` and the ladder's first step are sharp pipelines
 * reading the input (turned by its EXIF orientation, transparency laid on white as the seed's JPEGs have no alpha):
 * libvips streams the decode through the resize and shrinks on load where the format allows (JPEG, WebP). The
 * dominant colour is the seed's computation over the 736x size, the largest one the grid and closeup show.
 */
export async function prepareImage(input: Buffer, opts: PrepareOptions): Promise<PreparedImage> {
  const orig = await header(input, opts.maxPixels, opts.field);
  const digest = createHash('sha256').update(input).digest('hex');
  const signature = createHash('md5').update(`${USER_MEDIA_VERSION}|${digest}`).digest('hex');
  await opts.beforeWrite?.(signature);
  const read = () =>
    sharp(input, { limitInputPixels: opts.maxPixels, failOn: 'error', autoOrient: true })
      .flatten({ background: '#ffffff' })
      .toColourspace('srgb')
      .removeAlpha();
  let sizes: Map<string, Buffer>;
  try {
    sizes = await encodeSizes({ ...orig, read }, USER_LADDER);
  } catch (err) {
    throw refusal(opts.field, /pixel limit/i.test((err as Error).message), opts.maxPixels);
  }
  const dir = imageDir(opts.mediaDir, signature);
  for (const [spec, jpeg] of sizes) writeFileOnce(path.join(dir, `${spec}.jpg`), jpeg);
  return { signature, ...orig, dominantColor: await dominantColor(sizes.get('736x')!) };
}
