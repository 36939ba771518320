/**
 * Sends the tab opened for a click out to `url`; replace keeps the blank page it opened with out of its history.
 * Without such a tab (the blocker stopped it, or it was closed meanwhile) the url opens in a new one, cut off from us.
 */
export function openIn(popup: Window | null, url: string): void {
  const absolute = new URL(url, window.location.href).href;
  if (popup && !popup.closed) popup.location.replace(absolute);
  else window.open(absolute, '_blank', 'noopener,noreferrer');
}
