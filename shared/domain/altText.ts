/** The fields of a pin the alt-text rule reads. */
export interface AltTextSource {
  altText: string | null;
  autoAltText: string | null;
  title: string;
}

/**
 * Human-written alt text wins ('This contains: …'), then the machine description ('This may contain: …'), then the
 * title ('This contains an image of: …').
 * Blank strings count as missing so a card never announces an empty "This contains: ".
 */
export function pinAltText(pin: AltTextSource): string {
  const human = pin.altText?.trim();
  if (human) return `This contains: ${human}`;
  const auto = pin.autoAltText?.trim();
  if (auto) return `This may contain: ${auto}`;
  const title = pin.title.trim();
  return title ? `This contains an image of: ${title}` : 'This contains an image';
}
