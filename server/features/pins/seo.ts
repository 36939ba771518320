import { slugify } from '../../../shared/domain/slug';

/** The readable part of a pin url stays short; the id after '--' is what finds the pin. */
const PIN_SLUG_MAX = 60;

/** `/pin/{slug}--{id}/`; the '--' lets the client split the id back out. An untitled pin has no text part. */
export function seoUrl(id: number, title: string): string {
  const slug = slugify(title, PIN_SLUG_MAX);
  return slug ? `/pin/${slug}--${id}/` : `/pin/${id}/`;
}
