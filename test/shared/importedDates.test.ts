import { ARCHIVE_IMPORT } from '../../shared/constants';
import { importedCreatedAt } from '../../shared/domain/importedDates';

const importedAt = Date.UTC(2026, 10, 1, 12);

describe('importedCreatedAt: an archive date held to [1990-01-01, the import time]', () => {
  it.each<[string, string, number]>([
    ['a date in range as given', '2024-05-06T07:08:09.010Z', Date.UTC(2024, 4, 6, 7, 8, 9, 10)],
    ['an offset applied', '2024-05-06T09:08:09+02:00', Date.UTC(2024, 4, 6, 7, 8, 9)],
    ['the earliest date itself', '1990-01-01T00:00:00Z', ARCHIVE_IMPORT.earliestCreatedAt],
    ['year 0001 raised to the earliest date', '0001-01-01T00:00:00Z', ARCHIVE_IMPORT.earliestCreatedAt],
    ['the epoch raised to the earliest date', '1970-01-01T00:00:00Z', ARCHIVE_IMPORT.earliestCreatedAt],
    ['the import time itself', new Date(importedAt).toISOString(), importedAt],
    ['a millisecond after the import lowered to it', new Date(importedAt + 1).toISOString(), importedAt],
    ['year 9999 lowered to the import time', '9999-12-31T23:59:59.999Z', importedAt],
  ])('%s', (_, iso, expected) => {
    expect(importedCreatedAt(iso, importedAt)).toBe(expected);
  });
});
