import { OFFSITE } from '../constants';

export type SpamVerdict = (typeof OFFSITE.verdicts)[number];

/** Worst first: where a domain and its parent are both listed, the stricter verdict holds. */
const SEVERITY: Record<SpamVerdict, number> = { blocked: 3, porn: 2, suspicious: 1 };

export const isSpamVerdict = (value: string): value is SpamVerdict => (OFFSITE.verdicts as readonly string[]).includes(value);

/**
 * The host a link really goes to, as the spam list stores domains: the WHATWG parser (the browser's) has already
 * dropped userinfo ('https://good.com@bad.com' goes to bad.com) and the port, lower-cased the name and turned an IDN
 * into punycode; the trailing dot of a fully qualified name is dropped here, since 'bad.com.' is bad.com. Null for
 * anything but an absolute http or https URL.
 */
export function linkHost(link: string): string | null {
  let url: URL;
  try {
    url = new URL(link);
  } catch {
    return null;
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return null;
  const host = url.hostname.replace(/\.+$/, '');
  return host === '' ? null : host;
}

/**
 * The domains whose entry covers `host`: itself and each parent, so 'a.b.example.com' is covered by b.example.com,
 * example.com and com, while 'evilexample.com' is never covered by example.com (only whole labels are stripped). An
 * IP address has no parents.
 */
export function coveringDomains(host: string): string[] {
  if (host.startsWith('[') || /^[\d.]+$/.test(host)) return [host];
  const labels = host.split('.');
  return labels.map((_, i) => labels.slice(i).join('.'));
}

/** The verdict the list gives `link` (null: not listed, or not a web link at all). */
export function spamVerdictOf(link: string, list: ReadonlyMap<string, SpamVerdict>): SpamVerdict | null {
  const host = linkHost(link);
  if (host === null) return null;
  let worst: SpamVerdict | null = null;
  for (const domain of coveringDomains(host)) {
    const verdict = list.get(domain);
    if (verdict && (worst === null || SEVERITY[verdict] > SEVERITY[worst])) worst = verdict;
  }
  return worst;
}

/**
 * A domain as an operator types it ('Example.COM.', 'bücher.de'), in the form the list stores; null when it is not a
 * bare host name (a scheme, path, port, userinfo or spaces mean the operator pasted something else).
 */
export function spamListDomain(input: string): string | null {
  const trimmed = input.trim();
  if (trimmed === '' || /[/\\@:?#%\s]/.test(trimmed)) return null;
  const host = linkHost(`http://${trimmed}`);
  if (host === null || host.includes('..') || host.startsWith('.')) return null;
  return host;
}
