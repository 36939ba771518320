import { SEO_DESCRIPTION_MAX } from '../../../shared/constants';
import type { Interest } from '../../../shared/contracts/interest';
import type { Pin } from '../../../shared/contracts/pin';
import type { TodayArticle } from '../../../shared/contracts/todayArticle';
import type { Profile, UserSummary } from '../../../shared/contracts/user';
import { pinAltText } from '../../../shared/domain/altText';
import { attributionSource, boardAttributionHref, profileHref, type AttributionSource } from '../../../shared/domain/attribution';
import { escapeHtml } from '../../../shared/domain/html';
import { CATALOG_PAGE_NAME } from '../../../shared/domain/catalog';
import { interestPageName, interestPath } from '../../../shared/domain/interests';
import { documentTitle, pinPageName, profilePageName, SITE_NAME } from '../../../shared/domain/pageTitle';
import { displayDescription, displayTitle } from '../../../shared/domain/pinText';
import { pinCloseupPath, todayArticlePath } from '../../../shared/domain/routes';
import { truncateAtWord } from '../../../shared/domain/text';

/** What the server puts into index.html for one page. `head` and `body` are HTML, every value in them escaped. */
export interface SeoPage {
  status: 200 | 404;
  /** The document title, as the client titles the same page, so it does not change when the app starts. */
  title: string;
  /** Meta description, canonical link, Open Graph and Twitter tags, structured data. */
  head: string;
  /** The page's content as plain HTML for crawlers that run no JavaScript; empty for people. */
  body: string;
}

/** Said of the home page, and of any page with no words of its own. */
const SITE_DESCRIPTION = 'Pinboard: find ideas, save the pins you love to boards, and follow the people who make them.';

/**
 * JSON for a `<script type="application/ld+json">` element. The element's content ends at the first '</script', so
 * '<' (and '>', '&' for good measure) become \u escapes, which JSON reads back as the same characters.
 */
export function jsonForScript(data: unknown): string {
  return JSON.stringify(data).replace(/[<>&\u2028\u2029]/g, (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`);
}

/** A site path made absolute (canonical links, og:url and og:image must be); outside urls pass only when http(s). */
function absoluteUrl(origin: string, href: string): string {
  if (href.startsWith('/') && !href.startsWith('//')) return `${origin}${href}`;
  return isWebUrl(href) ? href : '';
}

const isWebUrl = (href: string) => /^https?:\/\//i.test(href);

/** The pin's own words as the signed-out card gives them to search engines (and its see-more drawer shows). */
const pinDescription = (pin: Pin) => displayDescription(pin.description, { viewParameter: 0, isImageOnlyAttribution: false, noIndexReason: null });

const userName = (user: Pick<UserSummary, 'fullName' | 'username'>) => user.fullName.trim() || user.username;

interface Metadata {
  /** The page's name for titles; undefined on the home page, which is just the site. */
  name: string | undefined;
  description: string;
  /** The canonical path. */
  path: string;
  type: 'website' | 'article' | 'profile';
  /** Width and height when known (a pin's sizes are; an avatar's are not). */
  image: { url: string; alt: string; width?: number; height?: number } | null;
  structuredData: Record<string, unknown> | null;
}

const property = (key: string, content: string | number) => `<meta property="${key}" content="${escapeHtml(String(content))}">`;
const named = (key: string, content: string) => `<meta name="${key}" content="${escapeHtml(content)}">`;

function headTags(m: Metadata, origin: string): string {
  const url = absoluteUrl(origin, m.path);
  const title = m.name ?? SITE_NAME;
  const tags = [
    named('description', m.description),
    `<link rel="canonical" href="${escapeHtml(url)}">`,
    property('og:site_name', SITE_NAME),
    property('og:type', m.type),
    property('og:title', title),
    property('og:description', m.description),
    property('og:url', url),
    named('twitter:card', m.image ? 'summary_large_image' : 'summary'),
    named('twitter:title', title),
    named('twitter:description', m.description),
  ];
  if (m.image) {
    const image = absoluteUrl(origin, m.image.url);
    tags.push(property('og:image', image));
    if (m.image.width && m.image.height) tags.push(property('og:image:width', m.image.width), property('og:image:height', m.image.height));
    tags.push(property('og:image:alt', m.image.alt), named('twitter:image', image), named('twitter:image:alt', m.image.alt));
  }
  // JSON-LD is a data block, not script: browsers never run it, so the CSP (script-src 'self') does not apply to it.
  if (m.structuredData) tags.push(`<script type="application/ld+json">${jsonForScript(m.structuredData)}</script>`);
  return tags.join('');
}

const ATTRIBUTION_LABEL: Record<Exclude<AttributionSource['kind'], 'claimedDomain'>, string> = {
  promoter: 'Promoted by',
  sponsor: 'Paid partnership with',
  nativeCreator: 'Created by',
  pinner: 'Saved by',
};

function attributionHtml(pin: Pin): string {
  const source = attributionSource(pin, null);
  if (source.kind === 'claimedDomain') return `<p>From ${escapeHtml(source.domain)}</p>`;
  const href = profileHref(source.user, false);
  return `<p>${ATTRIBUTION_LABEL[source.kind]} <a href="${escapeHtml(href)}">${escapeHtml(userName(source.user))}</a></p>`;
}

function boardHtml(pin: Pin): string {
  const href = boardAttributionHref(pin.board);
  const name = escapeHtml(pin.board.name);
  return `<p>Saved to ${href ? `<a href="${escapeHtml(href)}">${name}</a>` : name}</p>`;
}

function imageHtml(image: { url: string; width: number; height: number }, alt: string): string {
  return `<img src="${escapeHtml(image.url)}" width="${image.width}" height="${image.height}" alt="${escapeHtml(alt)}">`;
}

const closeupImage = (pin: Pin) => pin.images['736x'] ?? pin.images.orig;

function pinContent(pin: Pin, description: string): string {
  const parts = [`<h1>${escapeHtml(pinPageName(pin))}</h1>`, imageHtml(closeupImage(pin), pinAltText(pin))];
  if (description) parts.push(`<p>${escapeHtml(description)}</p>`);
  parts.push(attributionHtml(pin), boardHtml(pin));
  // The pinner typed the link: nofollow and ugc tell crawlers this site does not vouch for it.
  if (pin.link && isWebUrl(pin.link)) {
    parts.push(`<p><a href="${escapeHtml(pin.link)}" rel="nofollow ugc noopener noreferrer">${escapeHtml(pin.domain ?? pin.link)}</a></p>`);
  }
  return `<main><article>${parts.join('')}</article></main>`;
}

/**
 * The signed-out card's content, see-more drawer included (description, board, domain), as a list item: what bots
 * would find in the grid if they ran the app. The link is the search-friendly one signed-out cards use.
 */
function pinListItem(pin: Pin): string {
  const title = displayTitle(pin);
  const description = pinDescription(pin);
  const image = pin.images['236x'] ?? pin.images.orig;
  const parts = [
    `<a href="${escapeHtml(pinCloseupPath(pin, false))}">${imageHtml(image, pinAltText(pin))}${title ? `<h2>${escapeHtml(title)}</h2>` : ''}</a>`,
  ];
  if (description) parts.push(`<p>${escapeHtml(description)}</p>`);
  parts.push(boardHtml(pin));
  if (pin.domain) parts.push(`<p>From ${escapeHtml(pin.domain)}</p>`);
  return `<li><article>${parts.join('')}</article></li>`;
}

const pinList = (pins: Pin[]) => (pins.length ? `<ul>${pins.map(pinListItem).join('')}</ul>` : '');

export function pinPage(pin: Pin, origin: string, bot: boolean): SeoPage {
  const name = pinPageName(pin);
  const path = pinCloseupPath(pin, false);
  const text = pinDescription(pin);
  const description = text
    ? truncateAtWord(text, SEO_DESCRIPTION_MAX)
    : `${name}, saved to ${pin.board.name} by ${userName(pin.pinner)} on ${SITE_NAME}.`;
  const image = closeupImage(pin);
  const alt = pinAltText(pin);
  const creator = pin.nativeCreator;
  const structuredData = {
    '@context': 'https://schema.org',
    '@type': 'ImageObject',
    name,
    description,
    url: absoluteUrl(origin, path),
    contentUrl: absoluteUrl(origin, pin.origImageUrl),
    thumbnailUrl: absoluteUrl(origin, (pin.images['236x'] ?? pin.images.orig).url),
    caption: alt,
    uploadDate: pin.createdAt,
    ...(creator ? { author: { '@type': 'Person', name: userName(creator), url: absoluteUrl(origin, profileHref(creator, false)) } } : {}),
  };
  return {
    status: 200,
    title: documentTitle(name),
    head: headTags(
      { name, description, path, type: 'article', image: { url: image.url, alt, width: image.width, height: image.height }, structuredData },
      origin,
    ),
    body: bot ? pinContent(pin, text) : '',
  };
}

/** The home page: for bots, the first page of the signed-out home feed. */
export function homePage(pins: Pin[], origin: string, bot: boolean): SeoPage {
  return {
    status: 200,
    title: documentTitle(),
    head: headTags({ name: undefined, description: SITE_DESCRIPTION, path: '/', type: 'website', image: null, structuredData: null }, origin),
    body: bot ? `<main><h1>Popular pins</h1>${pinList(pins)}</main>` : '',
  };
}

/** A profile (or one of its tabs): for bots, its name, about text and first page of pins. */
export function profilePage(user: Profile, tab: string | null, pins: Pin[], origin: string, bot: boolean): SeoPage {
  const name = profilePageName(user);
  const about = user.about.trim();
  const description = about ? truncateAtWord(about, SEO_DESCRIPTION_MAX) : `See the pins ${userName(user)} has created and saved on ${SITE_NAME}.`;
  const path = `/${user.username.toLowerCase()}/${tab ? `${tab}/` : ''}`;
  const image = user.imageLargeUrl ? { url: user.imageLargeUrl, alt: userName(user) } : null;
  const body = [`<h1>${escapeHtml(userName(user))}</h1>`, `<p>@${escapeHtml(user.username)}</p>`];
  if (about) body.push(`<p>${escapeHtml(about)}</p>`);
  body.push(pinList(pins));
  return {
    status: 200,
    title: documentTitle(name),
    head: headTags({ name, description, path, type: 'profile', image, structuredData: null }, origin),
    body: bot ? `<main>${body.join('')}</main>` : '',
  };
}

/**
 * An interest's page, or its video category page: for bots, the first page of its pins (or videos). The url's words
 * may be anything; the canonical link gives the interest's own.
 */
export function interestPage(interest: Interest, videos: boolean, pins: Pin[], origin: string, bot: boolean): SeoPage {
  const name = interestPageName(interest, videos);
  const description = videos
    ? `Videos about ${interest.name}, saved by people on ${SITE_NAME}.`
    : `Ideas about ${interest.name}: the pins people save on ${SITE_NAME}.`;
  return {
    status: 200,
    title: documentTitle(name),
    head: headTags({ name, description, path: interestPath(interest, videos), type: 'website', image: null, structuredData: null }, origin),
    body: bot ? `<main><h1>${escapeHtml(name)}</h1>${pinList(pins)}</main>` : '',
  };
}

/** A Today article: described as a schema.org Article; for bots, its cover, words and first page of pins. */
export function todayArticlePage(article: TodayArticle, pins: Pin[], origin: string, bot: boolean): SeoPage {
  const name = article.title;
  const description = article.description.trim()
    ? truncateAtWord(article.description.trim(), SEO_DESCRIPTION_MAX)
    : `${name}: pins picked by the editors of ${SITE_NAME}.`;
  const path = todayArticlePath(article.id);
  const cover = article.coverImages['736x'] ?? article.coverImages.orig;
  const structuredData = {
    '@context': 'https://schema.org',
    '@type': 'Article',
    headline: name,
    description,
    url: absoluteUrl(origin, path),
    datePublished: article.createdAt,
    ...(cover ? { image: absoluteUrl(origin, cover.url) } : {}),
  };
  // Shared, the cover stands for the article, so it is described by the article's name; on the page it is decoration.
  const image = cover ? { url: cover.url, alt: name, width: cover.width, height: cover.height } : null;
  const body = [`<h1>${escapeHtml(name)}</h1>`];
  if (cover) body.push(imageHtml(cover, ''));
  if (article.description) body.push(`<p>${escapeHtml(article.description)}</p>`);
  body.push(pinList(pins));
  return {
    status: 200,
    title: documentTitle(name),
    head: headTags({ name, description, path, type: 'article', image, structuredData }, origin),
    body: bot ? `<main><article>${body.join('')}</article></main>` : '',
  };
}

/** A business catalogue: only for the account and its managers, so it says nothing of them and is not to be indexed. */
export const catalogPage: SeoPage = {
  status: 200,
  title: documentTitle(CATALOG_PAGE_NAME),
  head: named('robots', 'noindex'),
  body: '',
};

/** An unknown or secret pin or profile: nothing about it, and not to be indexed. */
export const notFoundPage: SeoPage = {
  status: 404,
  title: documentTitle('Page not found'),
  head: named('robots', 'noindex'),
  body: '',
};
