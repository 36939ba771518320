import { IMAGE_SIZE_SPECS, type ImageSizeSpec } from '../constants';

export interface Dimensions {
  width: number;
  height: number;
}

/**
 * The pixel size of a size spec derived from the original's dimensions: `NNNx` scales to that width (never up),
 * `WxH` is a centre crop to exactly that box, `orig` is the original.
 */
export function sizeForSpec(spec: ImageSizeSpec, orig: Dimensions): Dimensions {
  if (spec === 'orig') return { width: orig.width, height: orig.height };
  const [w, h] = spec.split('x');
  const width = Number(w);
  if (h) return { width, height: Number(h) };
  if (orig.width <= width) return { width: orig.width, height: orig.height };
  return { width, height: Math.max(1, Math.round((orig.height * width) / orig.width)) };
}

/** Public url of one size of an image; files live at `<media dir>/images/<signature>/<spec>.jpg`. */
export function imageUrl(signature: string, spec: ImageSizeSpec): string {
  return `/media/images/${signature}/${spec}.jpg`;
}

export function videoUrl(signature: string): string {
  return `/media/videos/${signature}.mp4`;
}

export function allSizes(signature: string, orig: Dimensions, dominantColor: string) {
  const out = {} as Record<ImageSizeSpec, { url: string; width: number; height: number; dominantColor: string }>;
  for (const spec of IMAGE_SIZE_SPECS) out[spec] = { url: imageUrl(signature, spec), ...sizeForSpec(spec, orig), dominantColor };
  return out;
}
