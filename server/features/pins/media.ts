import type { z } from 'zod';
import { SRCSET_SPECS } from '../../../shared/constants';
import type { ImageSize } from '../../../shared/contracts/common';
import type { video } from '../../../shared/contracts/pin';
import { allSizes, imageUrl, videoUrl } from '../../../shared/domain/imageSizes';
import { Memo } from './memo';
import type { ImageRow, VideoRow } from './store';

type Sized = Record<string, ImageSize>;

// Image rows never change once written (the signature names the files), so their size maps are shared.
const sizes = new Memo<string, number, Sized>(20_000);

export function sizedImages(signature: string, width: number, height: number, dominantColor: string): Sized {
  return sizes.get(signature, width * 100_000 + height, () => allSizes(signature, { width, height }, dominantColor));
}

export const imageSizes = (row: ImageRow) => sizedImages(row.signature, row.width, row.height, row.dominant_color);

/** The grid's srcset widths only, as carousel slots carry. */
export function srcsetImages(row: ImageRow): Sized {
  const all = imageSizes(row);
  return Object.fromEntries(SRCSET_SPECS.map((spec) => [spec, all[spec]]));
}

export type Video = z.infer<typeof video>;

/** One mp4 serves every format key the card asks for: there is no transcoding ladder. */
export function toVideo(row: VideoRow): Video {
  const format = { url: videoUrl(row.signature), width: row.width, height: row.height, thumbnail: imageUrl(row.thumbnail_signature, '736x') };
  const id = String(row.id);
  return { id, entityId: id, duration: row.duration_ms, videoList: { V_720P: format, V_HLSV4: format, V_HLSV3_MOBILE: format } };
}

export const gifUrl = (signature: string) => `/media/images/${signature}/anim.gif`;
