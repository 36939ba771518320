import sharp from 'sharp';
import { IMAGE_SIZE_SPECS, type ImageSizeSpec } from '../../shared/constants';
import { sizeForSpec, type Dimensions } from '../../shared/domain/imageSizes';

export interface RawImage extends Dimensions {
  data: Buffer;
}

/**
 * mozjpeg's quantisation tables with progressive scans. Trellis quantisation and scan optimisation are off: they
 * triple the encode time for about a quarter fewer bytes, and the first start has to stay fast. Overshoot
 * deringing is off because it costs half again and changes nothing on these flat-colour pictures.
 */
const JPEG_OPTIONS: sharp.JpegOptions = {
  quality: 80,
  progressive: true,
  mozjpeg: true,
  trellisQuantisation: false,
  optimiseScans: false,
  overshootDeringing: false,
};

/**
 * Thumbnails of a few KB arrive in a handful of packets, so progressive scans buy nothing there and cost twice the
 * encode time: sizes up to this width are baseline JPEG with libjpeg-turbo's optimised Huffman tables.
 */
const BASELINE_MAX_WIDTH = 240;
const THUMBNAIL_JPEG_OPTIONS: sharp.JpegOptions = { quality: 80, optimiseCoding: true };

/**
 * Progressive scans and optimised Huffman tables both make libjpeg hold every DCT coefficient of the picture until
 * the end: about 160 MB for a 25 MP upload's `orig`, where baseline JPEG with the standard tables streams in a few
 * MB at half the time. Sizes above this many pixels (only a large upload's `orig`, or the 736x of a very tall one;
 * no page shows them whole, and no seed image is this large) are encoded that way, for some more bytes.
 */
const STREAMED_MIN_PIXELS = 4_000_000;
const STREAMED_JPEG_OPTIONS: sharp.JpegOptions = { quality: 80, optimiseCoding: false };

function jpegOptions({ width, height }: Dimensions): sharp.JpegOptions {
  if (width * height > STREAMED_MIN_PIXELS) return STREAMED_JPEG_OPTIONS;
  return width <= BASELINE_MAX_WIDTH ? THUMBNAIL_JPEG_OPTIONS : JPEG_OPTIONS;
}

/**
 * Intermediate sizes kept as raw pixels: every other size is resized from the smallest of these that covers it,
 * because a sharp pipeline's cost follows the pixels it reads.
 */
const LADDER: readonly ImageSizeSpec[] = ['474x', '236x'];

/** A picture every size can be read from: `read` opens a sharp pipeline over its pixels, at its own dimensions. */
export interface SizeSource extends Dimensions {
  read: () => sharp.Sharp;
}

const fromRaw = (image: RawImage): SizeSource => ({
  width: image.width,
  height: image.height,
  read: () => sharp(image.data, { raw: { width: image.width, height: image.height, channels: 3 } }),
});
const same = (a: Dimensions, b: Dimensions) => a.width === b.width && a.height === b.height;

function bestSource(made: readonly SizeSource[], size: Dimensions): SizeSource {
  return made.reduce((best, m) => (m.width >= size.width && m.height >= size.height && m.width * m.height < best.width * best.height ? m : best));
}

function encode(source: SizeSource, size: Dimensions, crop: boolean): Promise<Buffer> {
  const pipeline = source.read();
  if (!same(source, size)) pipeline.resize(size.width, size.height, { fit: crop ? 'cover' : 'fill', position: 'centre' });
  return pipeline.jpeg(jpegOptions(size)).toBuffer();
}

/**
 * Every size spec of one picture as JPEG bytes, with exactly the dimensions `sizeForSpec` gives: width-only specs
 * scale, `WxH` specs are centre crops, `orig` is the original. The `ladder` sizes are made first as raw pixels (each
 * from the smallest source already made that covers it); every size is then encoded from the smallest that covers it.
 */
export async function encodeSizes(orig: SizeSource, ladder: readonly ImageSizeSpec[]): Promise<Map<ImageSizeSpec, Buffer>> {
  const made: SizeSource[] = [orig];
  for (const spec of ladder) {
    const size = sizeForSpec(spec, orig);
    const source = bestSource(made, size);
    if (same(source, size)) continue;
    const { data, info } = await source.read().resize(size.width, size.height, { fit: 'fill' }).raw().toBuffer({ resolveWithObject: true });
    if (info.channels !== 3) throw new Error(`expected RGB, got ${info.channels} channels`);
    made.push(fromRaw({ data, ...size }));
  }
  // Specs that come out the same size as the original (small avatars, video posters) share its bytes.
  const bySize = new Map<string, Promise<Buffer>>();
  const encoded = await Promise.all(
    IMAGE_SIZE_SPECS.map(async (spec) => {
      const size = sizeForSpec(spec, orig);
      const key = `${size.width}x${size.height}`;
      if (!bySize.has(key)) bySize.set(key, encode(bestSource(made, size), size, !spec.endsWith('x') && spec !== 'orig'));
      return [spec, await bySize.get(key)!] as const;
    }),
  );
  return new Map(encoded);
}

/** Every size spec of a picture drawn as raw pixels (the seed's), through the seed's ladder. */
export const encodeAllSizes = (orig: RawImage) => encodeSizes(fromRaw(orig), LADDER);
