import { rm } from 'node:fs/promises';
import path from 'node:path';
import { imageDir } from '../pins/image';
import type { UnusedMedia } from './store';

/**
 * Removes the files of media rows a committed write left unused. An image's files are its folder (every size spec),
 * a video's its one mp4. Files already gone are no error.
 */
export async function removeMedia(mediaDir: string, media: UnusedMedia): Promise<void> {
  await Promise.all([
    ...media.images.map((signature) => rm(imageDir(mediaDir, signature), { recursive: true, force: true })),
    ...media.videos.map((signature) => rm(path.join(mediaDir, 'videos', `${signature}.mp4`), { force: true })),
  ]);
}
