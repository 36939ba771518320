/** Any origin that cannot be a real host: relative links are resolved against it to see where they would lead. */
const PROBE_BASE = 'https://relative.invalid/';

/**
 * Whether an operator-written link may be rendered: http, https or relative only. The
 * WHATWG URL parser reads the scheme, so 'JavaScript:', leading control characters and tabs inside the scheme are
 * seen through; a scheme-less link must stay on this site once resolved, which refuses '//host' and '/\host'.
 */
export function isAllowedExperienceLink(link: string): boolean {
  if (link.trim() === '') return false;
  let absolute: URL | null = null;
  try {
    absolute = new URL(link);
  } catch {
    // No scheme: a relative link.
  }
  if (absolute) return absolute.protocol === 'http:' || absolute.protocol === 'https:';
  try {
    return new URL(link, PROBE_BASE).origin === new URL(PROBE_BASE).origin;
  } catch {
    return false;
  }
}
