/** What a person writes about a pin, the same on the builder, the bookmarklet page and the edit page. */
export interface PinDetails {
  title: string;
  description: string;
  link: string;
  altText: string;
}

export const EMPTY_DETAILS: PinDetails = { title: '', description: '', link: '', altText: '' };

/** The server's field names, for placing its errors on the form. */
export const DETAIL_FIELDS = ['title', 'description', 'link', 'alt_text'] as const;

/** The details as PinResource create/update options; an empty link or alt text is sent as null (cleared). */
export function detailOptions({ title, description, link, altText }: PinDetails) {
  return { title: title.trim(), description, link: link.trim() || null, alt_text: altText.trim() || null };
}
