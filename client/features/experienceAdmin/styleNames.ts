import type { SelectOption } from '../../ui/SelectField';
import { colorValue, iconGlyph } from '../experiences/experienceStyle';

// The names an operator picks icons and colours by, in code order (experienceStyle.ts holds what each code shows;
// the names live here so the home chunk does not carry them).
const ICON_NAMES = [
  'Info',
  'Warning',
  'Cross',
  'Check',
  'Star',
  'Heart',
  'Menu',
  'Settings',
  'Search',
  'Pin',
  'Clipboard',
  'Bell',
  'Speech bubble',
  'Camera',
  'Video camera',
  'Link',
  'Chart',
  'Light bulb',
  'Gift',
  'Shopping cart',
  'Tag',
  'Calendar',
  'Globe',
  'Lock',
  'Person',
  'People',
  'Pencil',
  'Bin',
  'Arrow up',
  'Arrow down',
  'Plus',
  'Stopwatch',
  'Party popper',
  'Megaphone',
  'House',
  'Question mark',
] as const;

const COLOR_NAMES = [
  'Pinboard red',
  'Black',
  'Grey',
  'Light grey',
  'White',
  'Blue',
  'Green',
  'Orange',
  'Purple',
  'Yellow',
  'Dark red',
  'Navy',
] as const;

const NONE: SelectOption = { value: '', label: 'None' };

/** Icon codes 1–36 with the glyph and its name. */
export const ICON_OPTIONS: readonly SelectOption[] = [
  NONE,
  ...ICON_NAMES.map((name, i) => ({ value: String(i + 1), label: `${iconGlyph(i + 1)} ${name} (${i + 1})` })),
];

/** Colour codes 1–12 with their names and CSS colours (for a swatch beside the choice). */
export const COLOR_OPTIONS: readonly SelectOption[] = [
  NONE,
  ...COLOR_NAMES.map((name, i) => ({ value: String(i + 1), label: `${name} (${i + 1})` })),
];

export const swatchOf = (code: string) => colorValue(Number(code));
