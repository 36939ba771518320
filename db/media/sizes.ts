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
 * Intermediate sizes kept as raw pixels: every other size is resized from the smallest of these that covers it,
 * because a sharp pipeline's cost follows the pixels it reads.
 */
const LADDER: readonly ImageSizeSpec[] = ['474x', '236x'];

const fromRaw = (image: RawImage) => sharp(image.data, { raw: { width: image.width, height: image.height, channels: 3 } });
const same = (a: Dimensions, b: Dimensions) => a.width === b.width && a.height === b.height;

function bestSource(made: readonly RawImage[], size: Dimensions): RawImage {
  return made.reduce((best, m) => (m.width >= size.width && m.height >= size.height && m.width * m.height < best.width * best.height ? m : best));
}

function encode(source: RawImage, size: Dimensions, crop: boolean): Promise<Buffer> {
  const pipeline = fromRaw(source);
  if (!same(source, size)) pipeline.resize(size.width, size.height, { fit: crop ? 'cover' : 'fill', position: 'centre' });
  return pipeline.jpeg(size.width <= BASELINE_MAX_WIDTH ? THUMBNAIL_JPEG_OPTIONS : JPEG_OPTIONS).toBuffer();
}

/**
 * Every size spec of one picture as JPEG bytes, with exactly the dimensions `sizeForSpec` gives: width-only specs
 * scale, `WxH` specs are centre crops, `orig` is the original.
 */
export async function encodeAllSizes(orig: RawImage): Promise<Map<ImageSizeSpec, Buffer>> {
  const made: RawImage[] = [orig];
  for (const spec of LADDER) {
    const size = sizeForSpec(spec, orig);
    const source = bestSource(made, size);
    if (same(source, size)) continue;
    const data = await fromRaw(source).resize(size.width, size.height, { fit: 'fill' }).raw().toBuffer();
    made.push({ data, ...size });
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
