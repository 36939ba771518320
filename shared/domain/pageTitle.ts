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
