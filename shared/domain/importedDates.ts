import { ARCHIVE_IMPORT } from '../constants';

/**
 * An imported pin's creation time: the archive's date (an ISO 8601 string, which the manifest's contract admits from
 * year 0001 to 9999) held to [ARCHIVE_IMPORT.earliestCreatedAt, importedAt], so no pin claims to predate the web or
 * to come from the future.
 */
export function importedCreatedAt(iso: string, importedAt: number): number {
  return Math.min(Math.max(Date.parse(iso), ARCHIVE_IMPORT.earliestCreatedAt), importedAt);
}
