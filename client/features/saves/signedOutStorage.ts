import { LIMITS } from '../../../shared/constants';

/** Where a signed-out visitor's saves wait for an account, to be merged into it once after login. */
const LOCAL_SAVES_KEY = 'pinboard:localSaves';
const PENDING_SAVE_KEY = 'pinboard:pendingSave';

/** A signed-out save as kept locally: the shape the merge (LocalSavesResource create) takes. */
export interface LocalSave {
  pin_id: string;
}

/** The save that made the login prompt open; it runs once, automatically, after login. */
export interface PendingSave {
  pinId: string;
  hasSaved: boolean;
}

/**
 * At most LIMITS.anonymousSaves: saving a pin already kept replaces its entry (it moves to the end, as the newest);
 * a new pin beyond the cap is ignored.
 */
export function withLocalSave(saves: readonly LocalSave[], pinId: string): LocalSave[] {
  const others = saves.filter((entry) => entry.pin_id !== pinId);
  if (others.length === saves.length && saves.length >= LIMITS.anonymousSaves) return [...saves];
  return [...others, { pin_id: pinId }];
}

/** Storage can be full, disabled or blocked (private modes); a save must not fail for that, so it is logged and skipped. */
function read<T>(storage: () => Storage, key: string, parse: (value: unknown) => T | null): T | null {
  try {
    const raw = storage().getItem(key);
    return raw === null ? null : parse(JSON.parse(raw));
  } catch (error) {
    console.warn(`Could not read ${key}`, error);
    return null;
  }
}

function write(storage: () => Storage, key: string, value: unknown): void {
  try {
    if (value === null) storage().removeItem(key);
    else storage().setItem(key, JSON.stringify(value));
  } catch (error) {
    console.warn(`Could not write ${key}`, error);
  }
}

const isEntry = (entry: unknown): entry is LocalSave =>
  typeof entry === 'object' && entry !== null && 'pin_id' in entry && typeof entry.pin_id === 'string' && /^[1-9][0-9]*$/.test(entry.pin_id);

/**
 * Local storage outlives versions and can be edited by hand: one bad entry must not cost the visitor the good ones, so
 * the well-formed entries are kept, still at most LIMITS.anonymousSaves.
 */
const entriesOf = (value: unknown): LocalSave[] | null => (Array.isArray(value) ? value.filter(isEntry).slice(0, LIMITS.anonymousSaves) : null);

const pendingOf = (value: unknown): PendingSave | null =>
  typeof value === 'object' &&
  value !== null &&
  'pinId' in value &&
  typeof value.pinId === 'string' &&
  'hasSaved' in value &&
  typeof value.hasSaved === 'boolean'
    ? { pinId: value.pinId, hasSaved: value.hasSaved }
    : null;

export const readLocalSaves = (): LocalSave[] => read(() => localStorage, LOCAL_SAVES_KEY, entriesOf) ?? [];
export const writeLocalSaves = (saves: readonly LocalSave[]) => write(() => localStorage, LOCAL_SAVES_KEY, saves.length ? saves : null);

export const readPendingSave = (): PendingSave | null => read(() => sessionStorage, PENDING_SAVE_KEY, pendingOf);
export const writePendingSave = (pending: PendingSave | null) => write(() => sessionStorage, PENDING_SAVE_KEY, pending);
