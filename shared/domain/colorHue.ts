/**
 * Named hues for pin colours (the own-profile pin filter COLORS): a swatch is read out by its name, and the server
 * filters pins whose dominant colour falls in a hue. The order is the palette's, round the colour wheel, then the
 * greys.
 */
export const COLOR_HUES = ['red', 'pink', 'orange', 'brown', 'yellow', 'green', 'teal', 'blue', 'purple', 'black', 'gray', 'white'] as const;
export type ColorHue = (typeof COLOR_HUES)[number];

const HEX = /^#([0-9a-f]{2})([0-9a-f]{2})([0-9a-f]{2})$/i;

// Hue angles where each wheel hue ends (exclusive), red wrapping round from 345.
const WHEEL: [number, ColorHue][] = [
  [15, 'red'],
  [45, 'orange'],
  [70, 'yellow'],
  [165, 'green'],
  [195, 'teal'],
  [255, 'blue'],
  [315, 'purple'],
  [345, 'pink'],
  [360, 'red'],
];

/** The named hue of a '#rrggbb' colour, or undefined for anything else. */
export function colorHue(hex: string): ColorHue | undefined {
  const m = HEX.exec(hex);
  if (!m) return undefined;
  const [r, g, b] = m.slice(1).map((c) => parseInt(c, 16) / 255);
  const max = Math.max(r, g, b);
  const min = Math.min(r, g, b);
  const chroma = max - min;
  const lightness = (max + min) / 2;
  // Too little colour to name a hue: a grey, named by how light it is.
  if (chroma < 0.1) return lightness < 0.2 ? 'black' : lightness > 0.85 ? 'white' : 'gray';
  if (lightness < 0.1) return 'black';
  const saturation = chroma / (1 - Math.abs(2 * lightness - 1));
  const h = max === r ? (60 * ((g - b) / chroma) + 360) % 360 : max === g ? 60 * ((b - r) / chroma) + 120 : 60 * ((r - g) / chroma) + 240;
  const wheel = WHEEL.find(([end]) => h < end)![1];
  // Dark or dull oranges and reds are what people call brown; pale reds are pink.
  if (h >= 10 && h < 50 && (lightness < 0.42 || saturation < 0.5)) return 'brown';
  if (wheel === 'red' && lightness > 0.75) return 'pink';
  return wheel;
}

const LABELS: Record<ColorHue, string> = {
  red: 'Red',
  pink: 'Pink',
  orange: 'Orange',
  brown: 'Brown',
  yellow: 'Yellow',
  green: 'Green',
  teal: 'Teal',
  blue: 'Blue',
  purple: 'Purple',
  black: 'Black',
  gray: 'Gray',
  white: 'White',
};

export const colorHueLabel = (hue: ColorHue) => LABELS[hue];
