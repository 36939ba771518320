const WEB_SCHEMES = new Set(['http:', 'https:']);

/**
 * A link a user or advertiser gave, if it is safe to render as an href: an absolute http or https URL. Anything
 * else (javascript:, data:, vbscript:, relative and protocol-relative paths) is null. The scheme is read by the
 * WHATWG URL parser, the one browsers use, so the tricks that fool a prefix check (upper case, leading spaces and
 * control characters, tabs or newlines inside 'javascript') are seen through. The link itself is kept as given.
 */
export function safeWebLink(link: string | null | undefined): string | null {
  if (!link) return null;
  let url: URL;
  try {
    url = new URL(link);
  } catch {
    return null;
  }
  return WEB_SCHEMES.has(url.protocol) ? link : null;
}
