import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { writeFileOnce } from '../../media/files';
import { readMp4Info, type Mp4Info } from './mp4Info';

export interface VideoMeta extends Mp4Info {
  signature: string;
}

/**
 * `clipDir` holds the committed clips (db/seed/assets/videos, see make-clips.sh there), given by the caller from the
 * repository root, since the seed also runs from its bundle in dist/seed.
 */
const clipFile = (clipDir: string, clip: string) => path.join(clipDir, `${clip}.mp4`);
/** The clip's first frame, saved next to it when the clip was made; the seed turns it into the video's thumbnail. */
export const posterFile = (clipDir: string, clip: string) => path.join(clipDir, `${clip}.jpg`);

/** Copies each clip to `<mediaDir>/videos/<signature>.mp4` (the signature is the hash of its bytes) unless it is there. */
export function ensureVideos(mediaDir: string, clipDir: string, clips: readonly string[]): { videos: VideoMeta[]; copied: number } {
  let copied = 0;
  const videos = clips.map((clip) => {
    const bytes = readFileSync(clipFile(clipDir, clip));
    const signature = createHash('md5').update(bytes).digest('hex');
    const target = path.join(mediaDir, 'videos', `${signature}.mp4`);
    if (!existsSync(target)) {
      writeFileOnce(target, bytes);
      copied++;
    }
    return { signature, ...readMp4Info(bytes) };
  });
  return { videos, copied };
}
