/** Whether `next` is `previous` with ids added at its end (or the same ids): how a paged feed grows. */
export function grewAtEnd(previous: readonly string[], next: readonly string[]): boolean {
  return next.length >= previous.length && previous.every((id, i) => next[i] === id);
}
