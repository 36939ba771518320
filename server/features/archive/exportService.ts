import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { once } from 'node:events';
import path from 'node:path';
import type { Response } from 'express';
import { Zip, ZipDeflate, ZipPassThrough, strToU8 } from 'fflate';
import { ARCHIVE_FORMAT, ARCHIVE_FORMAT_VERSION, type ArchiveManifest } from '../../../shared/contracts/archiveManifest';
import type { Clock } from '../../config';
import { imageDir } from '../pins/image';
import type { ArchiveStore } from './store';

interface Owner {
  id: number;
  username: string;
}

const iso = (ms: number) => new Date(ms).toISOString();

/**
 * UserArchiveResource get: the owner's boards as a zip, written to the response as it is made, one image in memory
 * at a time. Images are the stored originals, one file per image however many pins show it.
 */
export function createArchiveExport(store: ArchiveStore, opts: { mediaDir: string; instanceId: string; clock: Clock }) {
  const original = (signature: string) => path.join(imageDir(opts.mediaDir, signature), 'orig.jpg');

  /** The manifest and the files it names; a pin whose image file is gone is left out rather than break the archive. */
  function collect(owner: Owner): { manifest: ArchiveManifest; files: Map<string, string> } {
    const files = new Map<string, string>();
    const boards = store.boards(owner.id).map((b) => ({
      id: String(b.id),
      name: b.name,
      description: b.description,
      privacy: b.privacy,
      archived: b.archived === 1,
      quick_saves: b.layout === 'quick_saves',
      sections: store.sections(b.id).map((s) => ({ id: String(s.id), title: s.title })),
      pins: store.pins(b.id, owner.id).flatMap((p) => {
        const name = `images/${p.signature}.jpg`;
        if (!files.has(name)) {
          if (!existsSync(original(p.signature))) return [];
          files.set(name, original(p.signature));
        }
        return [
          {
            id: String(p.id),
            title: p.title,
            description: p.description,
            link: p.link,
            alt_text: p.alt_text,
            section_id: p.section_id === null ? null : String(p.section_id),
            created_at: iso(p.created_at),
            image: name,
          },
        ];
      }),
    }));
    const manifest: ArchiveManifest = {
      format: ARCHIVE_FORMAT,
      version: ARCHIVE_FORMAT_VERSION,
      exported_at: iso(opts.clock.now()),
      source_instance: opts.instanceId,
      user: { id: String(owner.id), username: owner.username },
      boards,
    };
    return { manifest, files };
  }

  async function stream(owner: Owner, res: Response): Promise<void> {
    const { manifest, files } = collect(owner);
    const date = iso(opts.clock.now()).slice(0, 10);
    res.status(200);
    res.set({
      'Content-Type': 'application/zip',
      'Content-Disposition': `attachment; filename="pinboard-${owner.username}-${date}.zip"`,
      'Cache-Control': 'private, no-store',
    });
    let failed: Error | null = null;
    const zip = new Zip((err, chunk, final) => {
      if (err) failed = err;
      else res.write(chunk);
      if (final) res.end();
    });
    const add = async (entry: ZipDeflate | ZipPassThrough, data: Uint8Array) => {
      zip.add(entry);
      entry.push(data, true);
      if (failed) throw failed;
      if (res.writableNeedDrain) await once(res, 'drain');
    };
    try {
      await add(new ZipDeflate('manifest.json'), strToU8(JSON.stringify(manifest, null, 2)));
      // JPEGs do not compress further: stored as they are.
      for (const [name, file] of files) await add(new ZipPassThrough(name), await readFile(file));
      zip.end();
    } catch (err) {
      // The headers are gone: all that is left is to cut the download short, so it cannot pass for a whole archive.
      res.destroy(err as Error);
    }
  }

  return { stream };
}

export type ArchiveExport = ReturnType<typeof createArchiveExport>;
