/**
 * Crawlers and link-preview fetchers (bots get the hidden SEO drawer content). Matched on the tokens they
 * announce themselves with; a browser that hides as a bot only gets some extra text in its cards.
 */
const BOT_PATTERN = /bot\b|crawler|spider|slurp|mediapartners|yandex|facebookexternalhit|embedly|whatsapp|pinterest\//i;

export function isBotUserAgent(userAgent: string | null | undefined): boolean {
  return Boolean(userAgent) && BOT_PATTERN.test(userAgent as string);
}
