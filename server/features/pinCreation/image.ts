import { createHash } from 'node:crypto';
import path from 'node:path';
import sharp from 'sharp';
import { dominantColor } from '../../../db/media/dominant';
import { writeFileOnce } from '../../../db/media/files';
import { encodeAllSizes, type RawImage } from '../../../db/media/sizes';
import { ApiError } from '../../http/errors';

/** Bump when the decoding or encoding of user images changes, so a new upload of the same bytes gets new files. */
const USER_MEDIA_VERSION = 'user-image-v1';

export interface PreparedImage {
  signature: string;
  width: number;
  height: number;
  dominantColor: string;
}

/**
 * Decodes a user's image to sRGB pixels. limitInputPixels refuses a pixel bomb from its header, before the pixels are
 * allocated; transparency is laid on white, as the seed's JPEGs have no alpha.
 */
async function decode(input: Buffer, maxPixels: number, field: string): Promise<RawImage> {
  try {
    const { data, info } = await sharp(input, { limitInputPixels: maxPixels, failOn: 'error' })
      .rotate()
      .flatten({ background: '#ffffff' })
      .toColourspace('srgb')
      .removeAlpha()
      .raw()
      .toBuffer({ resolveWithObject: true });
    if (info.channels !== 3) throw new Error(`unexpected ${info.channels} channels`);
    return { data, width: info.width, height: info.height };
  } catch (err) {
    const tooBig = /pixel limit/i.test((err as Error).message);
    const problem = tooBig ? `has more than ${maxPixels} pixels` : 'is not an image';
    throw new ApiError(400, tooBig ? 'image_too_large' : 'invalid_image', `The image ${problem}.`, { [field]: problem });
  }
}

/** Where an image's files live. */
export const imageDir = (mediaDir: string, signature: string) => path.join(mediaDir, 'images', signature);

export interface PrepareOptions {
  mediaDir: string;
  maxPixels: number;
  field: string;
  /** Told the signature before any file is written: an import records what it leaves on disk (archive/importService). */
  beforeWrite?: (signature: string) => void;
}

/**
 * Every size spec and the dominant colour, made as the seed makes them (db/media), written under
 * `<mediaDir>/images/<signature>/`. The signature follows the bytes, so the same image uploaded twice shares its files.
 */
export async function prepareImage(input: Buffer, opts: PrepareOptions): Promise<PreparedImage> {
  const orig = await decode(input, opts.maxPixels, opts.field);
  const digest = createHash('sha256').update(input).digest('hex');
  const signature = createHash('md5').update(`${USER_MEDIA_VERSION}|${digest}`).digest('hex');
  opts.beforeWrite?.(signature);
  const sizes = await encodeAllSizes(orig);
  const dir = imageDir(opts.mediaDir, signature);
  for (const [spec, jpeg] of sizes) writeFileOnce(path.join(dir, `${spec}.jpg`), jpeg);
  return { signature, width: orig.width, height: orig.height, dominantColor: await dominantColor(sizes.get('orig')!) };
}
