import { createWriteStream } from 'node:fs';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { buffer } from 'node:stream/consumers';
import { pipeline } from 'node:stream/promises';
import sharp from 'sharp';
import * as yauzl from 'yauzl';
import { ARCHIVE_LIMITS, archiveImageName, archiveManifest, type ArchiveManifest } from '../../../shared/contracts/archiveManifest';
import { ApiError, badRequest } from '../../http/errors';
import { fieldErrors } from '../../http/mount';
import { tooLarge } from '../../common/multipart';

export interface ReadArchive {
  manifest: ArchiveManifest;
  /** Each image the pins name, by its name in the archive: the file it was taken out to. */
  images: Map<string, string>;
}

interface Limits {
  maxImageBytes: number;
  maxPixels: number;
}

const MANIFEST = 'manifest.json';

/** Images barely compress, so an archive that inflates to more than this many times its size is refused as a bomb. */
const MAX_INFLATION = 4;
/**
 * An archive holds its manifest and at most one image per pin; twice that leaves room for the folder entries and the
 * copies a re-zip adds (macOS's __MACOSX). Every entry costs a read of the directory, so a zip of millions of empty
 * entries is refused before any.
 */
const MAX_ENTRIES = 2 * (ARCHIVE_LIMITS.pins + 1);

const notAZip = () => badRequest('The file is not a zip archive.', { archive: 'not a zip archive' });
const damaged = (entry: string) =>
  badRequest(`${entry} in the archive is damaged or not the size its header declares.`, {
    archive: `${entry} is damaged or not the size its header declares`,
  });

/**
 * The entries an import reads (the manifest and images), by name, checked on the sizes the central directory declares
 * before anything is inflated: a zip bomb that tells the truth about itself is refused unopened. One that lies is
 * stopped by yauzl's validateEntrySizes as soon as an entry inflates past its declared size (see `inflate`).
 */
async function directory(zip: yauzl.ZipFile, zipBytes: number, maxImageBytes: number): Promise<Map<string, yauzl.Entry>> {
  if (zip.entryCount > MAX_ENTRIES)
    throw badRequest(`The archive has more than ${MAX_ENTRIES} entries.`, { archive: `more than ${MAX_ENTRIES} entries` });
  const entries = new Map<string, yauzl.Entry>();
  let inflated = 0;
  try {
    for await (const entry of zip.eachEntry()) {
      if (entry.fileName !== MANIFEST && !archiveImageName.safeParse(entry.fileName).success) continue;
      if (entry.uncompressedSize > maxImageBytes) throw tooLarge(entry.fileName, maxImageBytes);
      inflated += entry.uncompressedSize;
      if (inflated > MAX_INFLATION * zipBytes + maxImageBytes)
        throw badRequest('The archive inflates to far more than its size.', { archive: 'inflates too much' });
      entries.set(entry.fileName, entry);
    }
  } catch (err) {
    throw err instanceof ApiError ? err : badRequest('The archive is damaged.', { archive: 'damaged zip archive' });
  }
  return entries;
}

/**
 * An entry's inflated bytes, through `into`. The inflating runs on zlib's threads, and its output is held to the
 * entry's declared size (already checked against the limits): more, or less, and the entry is refused as damaged.
 */
async function inflate<T>(zip: yauzl.ZipFile, entry: yauzl.Entry, into: (stream: Readable) => Promise<T>): Promise<T> {
  try {
    return await into(await zip.openReadStreamPromise(entry));
  } catch (err) {
    // A failing disk (reading the upload, writing an image out) is ours to answer for, not the archive's.
    if ((err as NodeJS.ErrnoException).syscall) throw err;
    throw damaged(entry.fileName);
  }
}

function parseManifest(file: Buffer): ArchiveManifest {
  let json: unknown;
  try {
    json = JSON.parse(file.toString('utf8'));
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
async function checkImage(name: string, file: string, maxPixels: number): Promise<void> {
  let ok = false;
  try {
    const meta = await sharp(file, { limitInputPixels: maxPixels }).metadata();
    ok = !!meta.width && !!meta.height && meta.width * meta.height <= maxPixels;
  } catch {
    ok = false;
  }
  if (!ok) throw new ApiError(400, 'invalid_image', `${name} is not an image.`, { [name]: 'is not an image' });
}

/**
 * The whole archive (the zip at `zipFile`, `zipBytes` long) is checked before anything is written: a zip, a manifest
 * of a known version, every image the pins name present and an image. Any refusal is a 4xx naming the field (the
 * entry's name for an image; `archive` for a zip that is not one, is damaged, or lies about its sizes). The images
 * are taken out into `dir`, one file each, so the job reads them from there and none sits in memory meanwhile.
 */
export async function readArchive(zipFile: string, zipBytes: number, dir: string, limits: Limits): Promise<ReadArchive> {
  let zip: yauzl.ZipFile;
  try {
    // validateEntrySizes (yauzl's default, said here because the import depends on it): see `inflate`.
    zip = await yauzl.openPromise(zipFile, { autoClose: false, validateEntrySizes: true });
  } catch {
    throw notAZip();
  }
  try {
    const entries = await directory(zip, zipBytes, limits.maxImageBytes);
    const manifestEntry = entries.get(MANIFEST);
    if (!manifestEntry) throw badRequest('The archive has no manifest.json.', { archive: 'no manifest.json' });
    const manifest = parseManifest(await inflate(zip, manifestEntry, buffer));
    const images = new Map<string, string>();
    for (const [b, board] of manifest.boards.entries()) {
      for (const [p, pin] of board.pins.entries()) {
        const entry = entries.get(pin.image);
        if (!entry)
          throw badRequest(`${pin.image} is missing from the archive.`, { [`manifest.boards.${b}.pins.${p}.image`]: 'missing from the archive' });
        if (images.has(pin.image)) continue;
        const file = path.join(dir, `image-${images.size}`);
        await inflate(zip, entry, (stream) => pipeline(stream, createWriteStream(file)));
        images.set(pin.image, file);
      }
    }
    for (const [name, file] of images) await checkImage(name, file, limits.maxPixels);
    return { manifest, images };
  } finally {
    zip.close();
  }
}
