/** Five-colour palettes, light to dark-ish, so pictures (and their dominant colours) differ across the grid. */
export const PALETTES: readonly (readonly string[])[] = [
  ['#f4f1de', '#e07a5f', '#3d405b', '#81b29a', '#f2cc8f'],
  ['#fefae0', '#dda15e', '#bc6c25', '#606c38', '#283618'],
  ['#edf2f4', '#8d99ae', '#2b2d42', '#ef233c', '#d90429'],
  ['#e9f5db', '#b5c99a', '#87986a', '#718355', '#3a5a40'],
  ['#fff1e6', '#fde2e4', '#fad2e1', '#bee1e6', '#6d6875'],
  ['#f8f9fa', '#ced4da', '#6c757d', '#343a40', '#fca311'],
  ['#caf0f8', '#90e0ef', '#00b4d8', '#0077b6', '#03045e'],
  ['#ffe8d6', '#ddbea9', '#cb997e', '#a5a58d', '#6b705c'],
  ['#f1faee', '#a8dadc', '#457b9d', '#1d3557', '#e63946'],
  ['#fdf0d5', '#c1121f', '#780000', '#669bbc', '#003049'],
  ['#f0ead2', '#dde5b6', '#adc178', '#a98467', '#6c584c'],
  ['#fff3b0', '#e09f3e', '#9e2a2b', '#540b0e', '#335c67'],
  ['#ffcdb2', '#ffb4a2', '#e5989b', '#b5838d', '#6d6875'],
  ['#f6fff8', '#eaf4f4', '#cce3de', '#a4c3b2', '#6b9080'],
  ['#f7ede2', '#f6bd60', '#f5cac3', '#84a59d', '#f28482'],
  ['#d8e2dc', '#ffe5d9', '#ffcad4', '#f4acb7', '#9d8189'],
  ['#e0fbfc', '#c2dfe3', '#9db4c0', '#5c6b73', '#253237'],
  ['#ffbe0b', '#fb5607', '#ff006e', '#8338ec', '#3a86ff'],
  ['#f8edeb', '#fec89a', '#ffd7ba', '#fae1dd', '#e8e8e4'],
  ['#eef4ed', '#8da9c4', '#134074', '#13315c', '#0b2545'],
  ['#fbf8cc', '#fde4cf', '#ffcfd2', '#f1c0e8', '#cfbaf0'],
  ['#f2e8cf', '#a7c957', '#6a994e', '#386641', '#bc4749'],
  ['#e3d5ca', '#d5bdaf', '#f5ebe0', '#d6ccc2', '#7f5539'],
  ['#ede0d4', '#e6ccb2', '#ddb892', '#b08968', '#7f5539'],
  ['#f5f3f4', '#d3d3d3', '#b1a7a6', '#e5383b', '#161a1d'],
  ['#fcefb4', '#f9dc5c', '#f4a259', '#5b8e7d', '#bc4b51'],
  ['#e2eafc', '#b6ccfe', '#abc4ff', '#7b2cbf', '#3c096c'],
  ['#f4acb7', '#ffe5d9', '#d8e2dc', '#9d8189', '#2f3e46'],
];

export function darken(hex: string, amount: number): string {
  return mix(hex, '#000000', amount);
}

export function lighten(hex: string, amount: number): string {
  return mix(hex, '#ffffff', amount);
}

function mix(a: string, b: string, t: number): string {
  const pa = parseInt(a.slice(1), 16);
  const pb = parseInt(b.slice(1), 16);
  const channel = (shift: number) => Math.round(((pa >> shift) & 255) * (1 - t) + ((pb >> shift) & 255) * t);
  return `#${((channel(16) << 16) | (channel(8) << 8) | channel(0)).toString(16).padStart(6, '0')}`;
}
