import { unzipSync } from 'fflate';
import sharp from 'sharp';
import { archiveImageName, archiveManifest, type ArchiveManifest } from '../../../shared/contracts/archiveManifest';
import { ApiError, badRequest } from '../../http/errors';
import { fieldErrors } from '../../http/mount';
import { tooLarge } from '../pinCreation/upload';

export interface ReadArchive {
  manifest: ArchiveManifest;
  images: Map<string, Uint8Array>;
}

const MANIFEST = 'manifest.json';

/** Images barely compress, so an archive that inflates to more than this many times its size is refused as a bomb. */
const MAX_INFLATION = 4;

function unzip(bytes: Buffer, maxImageBytes: number): Map<string, Uint8Array> {
  let oversized: string | null = null;
  let inflated = 0;
  let files: Record<string, Uint8Array>;
  try {
    files = unzipSync(bytes, {
      // Sizes are read from the directory before anything is inflated, so a zip bomb is refused unopened.
      filter: (f) => {
        const wanted = f.name === MANIFEST || archiveImageName.safeParse(f.name).success;
        if (wanted) inflated += f.originalSize;
        if (wanted && f.originalSize > maxImageBytes) oversized ??= f.name;
        if (inflated > MAX_INFLATION * bytes.length + maxImageBytes) oversized ??= 'archive';
        return wanted && !oversized;
      },
    });
  } catch {
    throw badRequest('The file is not a zip archive.', { archive: 'not a zip archive' });
  }
  if (oversized === 'archive') throw badRequest('The archive inflates to far more than its size.', { archive: 'inflates too much' });
  if (oversized) throw tooLarge(oversized, maxImageBytes);
  return new Map(Object.entries(files));
}

function parseManifest(file: Uint8Array | undefined): ArchiveManifest {
  if (!file) throw badRequest('The archive has no manifest.json.', { archive: 'no manifest.json' });
  let json: unknown;
  try {
    json = JSON.parse(Buffer.from(file).toString('utf8'));
  } catch {
    throw badRequest('manifest.json is not valid JSON.', { manifest: 'not valid JSON' });
  }
  const parsed = archiveManifest.safeParse(json);
  if (!parsed.success) {
    const fields = Object.fromEntries(Object.entries(fieldErrors(parsed.error.issues)).map(([k, v]) => [`manifest.${k}`, v]));
    throw badRequest(`Invalid ${Object.keys(fields).join(', ')}.`, fields);
  }
  return parsed.data;
}

/** Only the header is read here: decoding every image twice would double an import's work. */
async function checkImage(name: string, data: Uint8Array, maxPixels: number): Promise<void> {
  let ok = false;
  try {
    const meta = await sharp(data, { limitInputPixels: maxPixels }).metadata();
    ok = !!meta.width && !!meta.height && meta.width * meta.height <= maxPixels;
  } catch {
    ok = false;
  }
  if (!ok) throw new ApiError(400, 'invalid_image', `${name} is not an image.`, { [name]: 'is not an image' });
}

/**
 * The whole archive is checked before anything is written: a zip, a manifest of a known version, every image the
 * pins name present and an image. Any refusal is a 4xx naming the field (the entry's name for an image).
 */
export async function readArchive(bytes: Buffer, limits: { maxImageBytes: number; maxPixels: number }): Promise<ReadArchive> {
  const files = unzip(bytes, limits.maxImageBytes);
  const manifest = parseManifest(files.get(MANIFEST));
  const images = new Map<string, Uint8Array>();
  manifest.boards.forEach((board, b) =>
    board.pins.forEach((pin, p) => {
      const data = files.get(pin.image);
      if (!data)
        throw badRequest(`${pin.image} is missing from the archive.`, { [`manifest.boards.${b}.pins.${p}.image`]: 'missing from the archive' });
      images.set(pin.image, data);
    }),
  );
  for (const [name, data] of images) await checkImage(name, data, limits.maxPixels);
  return { manifest, images };
}
