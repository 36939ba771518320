/**
 * Placed experience ids: an experience placed on a placement is named
 * '{placementId}:{experienceId}', which travels URL-encoded as '{placementId}%3A{experienceId}'. The spec's calls also
 * take the placed experience's own id (the `id` field of an Experience), a plain positive integer.
 */
export type PlacedRef = { kind: 'pair'; placementId: number; experienceId: number } | { kind: 'id'; id: number };

const PAIR = /^([1-9][0-9]{0,14}):([1-9][0-9]{0,14})$/;
const ID = /^[1-9][0-9]{0,14}$/;

export function placedId(placementId: number, experienceId: number): string {
  return `${placementId}:${experienceId}`;
}

/** Reads either form (the colon written plainly or as %3A, in either case); null when it is neither. */
export function parsePlacedRef(raw: string): PlacedRef | null {
  const text = raw.replace(/%3a/gi, ':');
  const pair = PAIR.exec(text);
  if (pair) return { kind: 'pair', placementId: Number(pair[1]), experienceId: Number(pair[2]) };
  return ID.test(text) ? { kind: 'id', id: Number(text) } : null;
}
