import { CLICKTHROUGH } from '../constants';

/** What of a pin decides where its click-through goes: ad destination, else tracked link, else link. */
export interface ClickthroughPin {
  link: string | null;
  trackedLink: string | null;
  isPromoted: boolean;
  adData: { adDestinationUrl: string | null } | null;
}

export interface ClickthroughTarget {
  url: string;
  /** A promoted pin's click: its url had the ad-click fixes (adClickUrl). */
  isAdClick: boolean;
}

const DOUBLECLICK_HOST = /^(https?:\/\/)((?:[^/?#@]*@)?(?:[^/?#:]*\.)?doubleclick\.net)(?=[:/?#]|$)/i;

/**
 * An ad click's url as the advertiser's servers expect it: the doubleclick host in lower case (its click servers
 * mishandle other casings), and without the epik parameter, which carries our own click id and must not reach them.
 * The parameter is removed the way the server's check reads the link, so both compare the same text.
 */
export function adClickUrl(link: string): string {
  const cased = link.replace(DOUBLECLICK_HOST, (_match, scheme: string, host: string) => `${scheme}${host.toLowerCase()}`);
  let url: URL;
  try {
    url = new URL(cased);
  } catch {
    return cased;
  }
  if (!url.searchParams.has('epik')) return cased;
  url.searchParams.delete('epik');
  return url.href;
}

/**
 * Where a click on the pin goes: the ad destination, else the tracked link, else the link; the link of the carousel
 * slot on show overrides all three. A promoted pin's url gets the ad-click fixes. Null when the pin links nowhere.
 */
export function clickthroughTarget(pin: ClickthroughPin, slotLink: string | null = null): ClickthroughTarget | null {
  const chosen = slotLink || pin.adData?.adDestinationUrl || pin.trackedLink || pin.link;
  if (!chosen) return null;
  return pin.isPromoted ? { url: adClickUrl(chosen), isAdClick: true } : { url: chosen, isAdClick: false };
}

/** An offsite url: it starts with http or https and is not on our own host (`ownHost`: location.host, port included). */
export function isExternalUrl(url: string, ownHost: string): boolean {
  if (!/^https?:\/\//i.test(url)) return false;
  try {
    return new URL(url).host !== ownHost.toLowerCase();
  } catch {
    return false;
  }
}

/**
 * Meta-, ctrl- and middle-clicks (button 1) on our own links open them where the person asked (a tab, a window): the
 * browser's job. On an offsite link every click goes through the check, or a middle-click would skip it.
 */
export function leftToBrowser(click: { metaKey: boolean; ctrlKey: boolean; button: number }, external: boolean): boolean {
  return !external && (click.metaKey || click.ctrlKey || click.button === 1);
}

/** An empty href or one starting with '#' goes nowhere: the click is stopped and logs the empty-href event. */
export function isEmptyHref(href: string | null | undefined): boolean {
  const trimmed = (href ?? '').trim();
  return trimmed === '' || trimmed.startsWith('#');
}

/** Whether the url names a media file (its path's extension), whatever the query or fragment. */
export function isMediaFile(url: string): boolean {
  const path = url.split(/[?#]/, 1)[0];
  const dot = path.lastIndexOf('.');
  if (dot === -1 || dot < path.lastIndexOf('/')) return false;
  return (CLICKTHROUGH.mediaExtensions as readonly string[]).includes(path.slice(dot + 1).toLowerCase());
}

/**
 * What a right-click on a link logs: on a media file, the right-click-media event at once; on any other pin link,
 * a click, reported once the window's visibility changes (the person opened it in a tab and went there).
 */
export function rightClickEvent(url: string): { eventType: number; when: 'now' | 'onVisibilityChange' } {
  return isMediaFile(url)
    ? { eventType: CLICKTHROUGH.events.rightClickMedia, when: 'now' }
    : { eventType: CLICKTHROUGH.events.clickthrough, when: 'onVisibilityChange' };
}

/** A click out is logged as a clickthrough only when the offsite page was reached in under 500,000,000 ns. */
export function countsAsClickthrough(timeToOffsiteNs: number): boolean {
  return timeToOffsiteNs >= 0 && timeToOffsiteNs < CLICKTHROUGH.maxTimeToOffsiteNs;
}
