import { zipSync, unzipSync, strToU8 } from 'fflate';
import type { Express } from 'express';
import request from 'supertest';
import { endpoints } from '../../../shared/contracts/registry';
import { archiveManifest, type ArchiveManifest } from '../../../shared/contracts/archiveManifest';
import { rr } from '../helpers/api';
import type { Browser } from '../helpers/app';

/** The raw body of a download, whatever its content type. */
const binary = (res: request.Response, done: (err: Error | null, body: Buffer) => void) => {
  const chunks: Buffer[] = [];
  res.on('data', (c: Buffer) => chunks.push(c));
  res.on('end', () => done(null, Buffer.concat(chunks)));
};

export async function download(b: Browser) {
  const res = await b.agent.get(endpoints.archiveExport.path).buffer(true).parse(binary);
  return { res, zip: res.body as Buffer };
}

/** The manifest (validated) and the entries of an archive. */
export function openArchive(zip: Buffer): { manifest: ArchiveManifest; files: Record<string, Uint8Array> } {
  const files = unzipSync(zip);
  const manifest = archiveManifest.parse(JSON.parse(Buffer.from(files['manifest.json']).toString('utf8')));
  return { manifest, files };
}

export const upload = (b: Browser, bytes: Buffer, filename = 'pins.zip') =>
  b.agent.post(endpoints.archiveImport.path).set('X-CSRFToken', b.csrf).attach('archive', bytes, filename);

/** Follows the job until it leaves 'running', answering every state it reported on the way. */
export async function untilSettled(b: Browser, jobId: string) {
  const seen = [];
  for (;;) {
    const job = rr(await b.call('archiveImportGet', { job_id: jobId })).data;
    seen.push(job);
    if (job.state !== 'running') return { job, seen };
    await new Promise((resolve) => setImmediate(resolve));
  }
}

/** Uploads and waits for the job to finish. */
export async function importArchive(b: Browser, bytes: Buffer) {
  const res = await upload(b, bytes);
  if (res.status !== 202) throw new Error(`import refused: ${res.status} ${JSON.stringify(res.body)}`);
  return (await untilSettled(b, rr(res).data.id)).job;
}

/** A valid archive manifest: one board, 'Handmade', with one pin whose image is images/a.jpg. */
export function handmadeManifest(): Record<string, unknown> {
  return {
    format: 'pinboard-archive',
    version: 1,
    exported_at: '2026-11-01T00:00:00.000Z',
    source_instance: 'ab'.repeat(16),
    user: { id: '7', username: 'someone' },
    boards: [
      {
        id: '70',
        name: 'Handmade',
        description: '',
        privacy: 'public',
        archived: false,
        quick_saves: false,
        sections: [],
        pins: [
          {
            id: '700',
            title: 'One',
            description: '',
            link: null,
            alt_text: null,
            section_id: null,
            created_at: '2026-10-01T00:00:00.000Z',
            image: 'images/a.jpg',
          },
        ],
      },
    ],
  };
}

/** An archive made by hand: `edit` changes a valid one-board, one-pin manifest; `files` replaces the entries. */
export function handmade(image: Buffer, edit: (m: Record<string, unknown>) => void = () => {}, files?: Record<string, Uint8Array>) {
  const manifest = handmadeManifest();
  edit(manifest);
  return Buffer.from(zipSync(files ?? { 'manifest.json': strToU8(JSON.stringify(manifest)), 'images/a.jpg': image }));
}

export type App = Express;
