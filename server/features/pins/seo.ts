/** Lower-case ASCII words joined by '-', accents folded: the readable part of a pin url. */
function slugify(text: string, maxLength = 60): string {
  return text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .slice(0, maxLength)
    .replace(/^-+|-+$/g, '');
}

/** `/pin/{slug}--{id}/`; the '--' lets the client split the id back out. An untitled pin has no text part. */
export function seoUrl(id: number, title: string): string {
  const slug = slugify(title);
  return slug ? `/pin/${slug}--${id}/` : `/pin/${id}/`;
}
