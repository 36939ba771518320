import { z } from 'zod';
import { LIMITS, PIN_CREATION } from '../constants';
import { boardPrivacy } from './board';
import { displayName } from './displayName';

/** Bump when the manifest changes shape; an import refuses a version it does not know (400 naming manifest.version). */
export const ARCHIVE_FORMAT_VERSION = 1;
export const ARCHIVE_FORMAT = 'pinboard-archive';
export const ARCHIVE_LIMITS = { boards: 1000, sectionsPerBoard: 500, pins: 20_000 } as const;

/** Ids are the source instance's, as strings: they name things across archives, they are not local ids. */
const sourceId = z.string().regex(/^[A-Za-z0-9_-]{1,64}$/, 'must be 1..64 letters, digits, _ or -');
/** Images sit beside the manifest under images/, one file per image, shared by the pins that show it. */
export const archiveImageName = z
  .string()
  .regex(/^images\/[A-Za-z0-9_-]{1,100}\.(jpg|jpeg|png|webp|gif)$/, 'must be images/<name>.<jpg|png|webp|gif>');
const isoDate = z.iso.datetime({ offset: true });

export const archivePin = z.object({
  id: sourceId,
  title: z.string().trim().max(PIN_CREATION.titleMax),
  description: z.string().max(LIMITS.pinDescription),
  link: z
    .string()
    .max(PIN_CREATION.linkMax)
    .regex(/^https?:\/\//i, 'must be an http or https URL')
    .nullable(),
  alt_text: z.string().trim().max(PIN_CREATION.altTextMax).nullable(),
  /** The id of one of its board's sections, or null. */
  section_id: sourceId.nullable(),
  created_at: isoDate,
  image: archiveImageName,
});

export const archiveSection = z.object({ id: sourceId, title: displayName(LIMITS.sectionTitle) });

export const archiveBoard = z
  .object({
    id: sourceId,
    name: displayName(LIMITS.boardTitle),
    description: z.string().max(LIMITS.boardDescription),
    privacy: boardPrivacy,
    archived: z.boolean(),
    /** The owner's automatic 'Profile' board: imported into the importer's own. */
    quick_saves: z.boolean(),
    /** In the board's order. */
    sections: z.array(archiveSection).max(ARCHIVE_LIMITS.sectionsPerBoard),
    /** In the board's order, newest first. */
    pins: z.array(archivePin).max(ARCHIVE_LIMITS.pins),
  })
  .superRefine((board, ctx) => {
    const sections = new Set(board.sections.map((s) => s.id));
    board.pins.forEach((pin, i) => {
      if (pin.section_id !== null && !sections.has(pin.section_id)) {
        ctx.addIssue({ code: 'custom', path: ['pins', i, 'section_id'], message: 'not a section of this board' });
      }
    });
  });

export const archiveManifest = z
  .object({
    format: z.literal(ARCHIVE_FORMAT),
    version: z.literal(ARCHIVE_FORMAT_VERSION, { error: `must be ${ARCHIVE_FORMAT_VERSION}` }),
    exported_at: isoDate,
    /** A stable random id of the exporting instance: with the ids above, what makes a second import a no-op. */
    source_instance: z.string().regex(/^[a-f0-9]{32}$/, 'must be 32 hex digits'),
    user: z.object({ id: sourceId, username: z.string().max(30) }),
    boards: z.array(archiveBoard).max(ARCHIVE_LIMITS.boards),
  })
  .superRefine((m, ctx) => {
    const pins = m.boards.reduce((n, b) => n + b.pins.length, 0);
    if (pins > ARCHIVE_LIMITS.pins) ctx.addIssue({ code: 'custom', path: ['boards'], message: `more than ${ARCHIVE_LIMITS.pins} pins` });
  });

export type ArchiveManifest = z.infer<typeof archiveManifest>;
export type ArchiveBoard = ArchiveManifest['boards'][number];
export type ArchivePin = ArchiveBoard['pins'][number];
