import { z } from 'zod';
import { id } from './common';
import { resource } from './endpoint';

// Only endpoints are exported as values: the registry mounts every value this module exports.

const importJob = z.object({
  id: z.string(),
  state: z.enum(['running', 'done', 'failed']),
  /** Pins in the archive; `done` counts those handled so far (imported or skipped). */
  total: z.number().int(),
  done: z.number().int(),
  boards_created: z.number().int(),
  boards_reused: z.number().int(),
  sections_created: z.number().int(),
  pins_created: z.number().int(),
  /** Already imported from the same archive before: a second import creates nothing new. */
  pins_skipped: z.number().int(),
  error: z.string().nullable(),
});
export type ArchiveImportJob = z.infer<typeof importJob>;

export const archiveExport = resource('UserArchiveResource', 'get', {
  tag: 'archive',
  summary:
    "Download the viewer's boards, sections and pins with their images as a zip (Content-Disposition: attachment; streamed): manifest.json (shared/contracts/archiveManifest.ts, versioned) and images/<file>. Not an envelope: the body is application/zip.",
  auth: 'required',
  options: z.object({}),
  data: z.null(),
});

export const archiveImport = resource('UserArchiveResource', 'create', {
  tag: 'archive',
  summary:
    'Import an archive made by UserArchiveResource get (multipart/form-data, file field `archive`). The whole archive is checked first (a zip, a known manifest version, every image present and decodable: 400 naming the field; an entry that is not the size its header declares, or a damaged zip: 400 naming archive; too large: 413 naming archive), then 202 with a job that ArchiveImportResource get reports on. One import at a time per person: another while one is being uploaded, read or run is a 409 naming archive. Boards, sections and pins already imported from the same source are reused or skipped; a board whose name is taken by another of your boards gets a " (2)" suffix; a pin\'s date is held to [1990-01-01, the import\'s time].',
  auth: 'required',
  options: z.object({}),
  data: importJob,
  body: 'multipart',
});

export const archiveImportGet = resource('ArchiveImportResource', 'get', {
  tag: 'archive',
  summary: "The progress and result of one of the viewer's imports (404 for anyone else's).",
  auth: 'required',
  options: z.object({ job_id: id }),
  data: importJob,
});
