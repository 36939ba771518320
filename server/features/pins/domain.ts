/** The domain a pin shows for its link: the host without a leading www. */
export function domainOf(link: string | null): string | null {
  return link ? new URL(link).hostname.replace(/^www\./, '') : null;
}
