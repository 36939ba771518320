import type { ViewportClass } from '../constants';

/**
 * Crawlers and link-preview fetchers (bots get the hidden SEO drawer content). Matched on the tokens they
 * announce themselves with; a browser that hides as a bot only gets some extra text in its cards.
 */
const BOT_PATTERN = /bot\b|crawler|spider|slurp|mediapartners|yandex|facebookexternalhit|embedly|whatsapp|pinterest\//i;

export function isBotUserAgent(userAgent: string | null | undefined): boolean {
  return Boolean(userAgent) && BOT_PATTERN.test(userAgent as string);
}

/** The phones' own words: Android phones say "Mobile" (its tablets do not), iPhones and iPods name themselves. */
const PHONE_PATTERN = /\bMobile\b|iPhone|iPod/;
/** An iPad's Safari says "Mobile" too. */
const TABLET_PATTERN = /iPad|Tablet/;

/**
 * Which viewport the server renders a page for: a phone's when the browser says it is one (the `Sec-CH-UA-Mobile`
 * client hint Chromium sends, else the user agent), a desktop's otherwise. Tablets get the desktop's, as their width
 * (from 630 px) gets the desktop grid.
 */
export function viewportClassOf(userAgent: string | null | undefined, mobileHint: string | null | undefined): ViewportClass {
  if (mobileHint === '?1') return 'phone';
  if (mobileHint === '?0') return 'desktop';
  return userAgent && PHONE_PATTERN.test(userAgent) && !TABLET_PATTERN.test(userAgent) ? 'phone' : 'desktop';
}
