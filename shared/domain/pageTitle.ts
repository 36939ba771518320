/** The product's name, last in every document title. */
export const SITE_NAME = 'Pinboard';

/** A page's document title: its own name first, so a tab or a search result reads well when cut short. */
export function documentTitle(page?: string): string {
  return page ? `${page} · ${SITE_NAME}` : SITE_NAME;
}

/** What a pin closeup is called: its title, or 'Pin' for an untitled one. */
export function pinPageName(pin: { title: string }): string {
  return pin.title.trim() || 'Pin';
}

/** What a profile page is called: the name people know, then the handle that tells namesakes apart. */
export function profilePageName(user: { fullName: string; username: string }): string {
  return `${user.fullName} (@${user.username})`;
}

/** What an interest's page is called: the topic, or its videos on the video category page (/videos/{category}/{id}/). */
export function interestPageName(interest: { name: string }, videos: boolean): string {
  return videos ? `${interest.name} videos` : interest.name;
}

/**
 * What a business catalogue page is called, by everyone: the catalogue is private, so its title names no account
 * (the server gives it before it knows who is asking; the page names the account once it may).
 */
export const CATALOG_PAGE_NAME = 'Product catalogue';
