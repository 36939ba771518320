/**
 * The one slug rule, for board urls and the readable part of pin urls: accents folded (NFKD, then the combining marks
 * dropped), lowercase ASCII letters and digits, every other run of characters one '-', none at either end. `maxLength`
 * cuts before the ends are trimmed, so a cut never leaves a trailing '-'. Text with no letters or digits gives ''.
 */
export function slugify(text: string, maxLength = Infinity): string {
  return text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .slice(0, maxLength)
    .replace(/^-+|-+$/g, '');
}
