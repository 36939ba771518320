import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { findRoot } from '../../../server/config';
import { writeFileOnce } from './files';
import { readMp4Info, type Mp4Info } from './mp4Info';

/** Committed clips (see assets/videos/make-clips.sh); found from the repository root so the server bundle finds them too. */
const CLIP_DIR = path.join(findRoot(), 'db', 'seed', 'assets', 'videos');

export interface VideoMeta extends Mp4Info {
  signature: string;
}

const clipFile = (clip: string) => path.join(CLIP_DIR, `${clip}.mp4`);
/** The clip's first frame, saved next to it when the clip was made; the seed turns it into the video's thumbnail. */
export const posterFile = (clip: string) => path.join(CLIP_DIR, `${clip}.jpg`);

/** Copies each clip to `<mediaDir>/videos/<signature>.mp4` (the signature is the hash of its bytes) unless it is there. */
export function ensureVideos(mediaDir: string, clips: readonly string[]): { videos: VideoMeta[]; copied: number } {
  let copied = 0;
  const videos = clips.map((clip) => {
    const bytes = readFileSync(clipFile(clip));
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
