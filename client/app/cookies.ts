/** The value of a cookie readable by scripts, or undefined. */
export function readCookie(name: string): string | undefined {
  for (const pair of document.cookie.split(';')) {
    const eq = pair.indexOf('=');
    if (eq !== -1 && pair.slice(0, eq).trim() === name) return decodeURIComponent(pair.slice(eq + 1).trim());
  }
  return undefined;
}
