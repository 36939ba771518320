import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { IMAGE_SIZE_SPECS } from '../../../shared/constants';
import { rasterizeCollage, type CollageSpec } from './collage';
import { dominantColor } from '../../media/dominant';
import { mapLimit, readJsonOr, writeFileAtomic, writeFileOnce } from '../../media/files';
import { writeAnimatedGif } from './gif';
import { pictureSvg, type PictureSpec } from './picture';
import { encodeAllSizes, type RawImage } from '../../media/sizes';

/** Bump when the renderer, the encoder settings or the size rules change, so cached media is made again. */
const MEDIA_VERSION = 'seed-media-v4';
/** Bump when only the collage composition changes, so the other images are not made again. */
const COLLAGE_VERSION = 'collage-v1';
const MANIFEST = 'seed-manifest.json';

export type ImageSource =
  | { kind: 'picture'; picture: PictureSpec; animated: boolean }
  /** A committed still (a video's poster frame) under db/seed/assets. */
  | { kind: 'file'; file: string }
  /** A collage pin's picture, composed of cut-outs of its sources' pictures. */
  | { kind: 'collage'; collage: CollageSpec };

export interface ImageMeta {
  signature: string;
  width: number;
  height: number;
  dominantColor: string;
}

type Manifest = Record<string, Omit<ImageMeta, 'signature'>>;

export interface ImageMediaResult {
  images: ImageMeta[];
  generated: number;
  reused: number;
}

function md5(text: string | Buffer): string {
  return createHash('md5').update(text).digest('hex');
}

/** 32 hex characters, a function of everything that decides the pixels. */
function signatureOf(source: ImageSource): string {
  if (source.kind === 'file') return md5(`${MEDIA_VERSION}|file|${md5(readFileSync(source.file))}`);
  if (source.kind === 'collage') return md5(`${MEDIA_VERSION}|${COLLAGE_VERSION}|${JSON.stringify(source.collage)}`);
  return md5(`${MEDIA_VERSION}|${JSON.stringify(source.picture)}|${source.animated ? 'gif' : 'still'}`);
}

const imageDir = (mediaDir: string, signature: string) => path.join(mediaDir, 'images', signature);
const gifPath = (mediaDir: string, signature: string) => path.join(imageDir(mediaDir, signature), 'anim.gif');

function complete(mediaDir: string, signature: string, source: ImageSource): boolean {
  const dir = imageDir(mediaDir, signature);
  if (!IMAGE_SIZE_SPECS.every((spec) => existsSync(path.join(dir, `${spec}.jpg`)))) return false;
  return source.kind !== 'picture' || !source.animated || existsSync(gifPath(mediaDir, signature));
}

async function rasterize(source: ImageSource): Promise<RawImage> {
  if (source.kind === 'collage') return rasterizeCollage(source.collage);
  const input = source.kind === 'file' ? sharp(source.file) : sharp(Buffer.from(pictureSvg(source.picture)));
  const { data, info } = await input.removeAlpha().raw().toBuffer({ resolveWithObject: true });
  return { data, width: info.width, height: info.height };
}

async function generate(mediaDir: string, signature: string, source: ImageSource): Promise<Omit<ImageMeta, 'signature'>> {
  const orig = await rasterize(source);
  const sizes = await encodeAllSizes(orig);
  const dir = imageDir(mediaDir, signature);
  for (const [spec, jpeg] of sizes) writeFileOnce(path.join(dir, `${spec}.jpg`), jpeg);
  if (source.kind === 'picture' && source.animated) writeFileOnce(gifPath(mediaDir, signature), await writeAnimatedGif(source.picture));
  return { width: orig.width, height: orig.height, dominantColor: await dominantColor(sizes.get('orig')!) };
}

/**
 * Makes every image's files under `<mediaDir>/images/<signature>/` unless a previous seed already did (the
 * manifest records each finished signature's size and dominant colour; it is written only after its files).
 * Answers one entry per source, in order.
 */
export async function ensureImages(
  mediaDir: string,
  sources: readonly ImageSource[],
  log: (msg: string) => void,
  progressEvery = 50,
): Promise<ImageMediaResult> {
  const manifestFile = path.join(mediaDir, MANIFEST);
  const manifest = readJsonOr<Manifest>(manifestFile, {});
  const signatures = sources.map(signatureOf);
  const missing = sources.map((_, i) => i).filter((i) => !manifest[signatures[i]] || !complete(mediaDir, signatures[i], sources[i]));
  if (missing.length > 0) {
    log(`generating ${missing.length} of ${sources.length} seed images in ${mediaDir}`);
    const cores = availableParallelism();
    // Many small pipelines side by side use the cores better than each pipeline split over threads (about 10% less
    // CPU for the same work on 2 cores); libuv runs at most 4 sharp calls at once, so big machines keep a few
    // threads per pipeline. Two images per core in flight cover the JavaScript between sharp calls.
    const vipsThreads = sharp.concurrency();
    sharp.concurrency(Math.max(1, Math.ceil(cores / 4)));
    let done = 0;
    try {
      await mapLimit(missing, Math.max(2, cores * 2), async (i) => {
        manifest[signatures[i]] = await generate(mediaDir, signatures[i], sources[i]);
        // Every `progressEvery` images: save the manifest, so an interrupted first start does not begin again from nothing, and
        // tell the person waiting how far it is (the whole run takes about half a minute on 2 cores).
        if (++done % progressEvery === 0) {
          writeFileAtomic(manifestFile, JSON.stringify(manifest));
          log(`seed images: ${done} of ${missing.length}`);
        }
      });
    } finally {
      sharp.concurrency(vipsThreads);
    }
    writeFileAtomic(manifestFile, JSON.stringify(manifest));
  }
  return {
    images: signatures.map((signature) => ({ signature, ...manifest[signature] })),
    generated: missing.length,
    reused: sources.length - missing.length,
  };
}
