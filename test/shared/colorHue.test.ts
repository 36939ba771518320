import { COLOR_HUES, colorHue, colorHueLabel } from '../../shared/domain/colorHue';

describe('colorHue names the hue of a dominant colour', () => {
  it.each([
    ['#ff0000', 'red'],
    ['#b22222', 'red'],
    ['#dc143c', 'red'],
    ['#ffc0cb', 'pink'],
    ['#ff69b4', 'pink'],
    ['#c71585', 'pink'],
    ['#ff8c00', 'orange'],
    ['#ffa500', 'orange'],
    ['#8b4513', 'brown'],
    ['#a0522d', 'brown'],
    ['#d2b48c', 'brown'],
    ['#ffd700', 'yellow'],
    ['#ffff00', 'yellow'],
    ['#008000', 'green'],
    ['#9acd32', 'green'],
    ['#2e8b57', 'green'],
    ['#008080', 'teal'],
    ['#40e0d0', 'teal'],
    ['#0000ff', 'blue'],
    ['#4682b4', 'blue'],
    ['#87ceeb', 'blue'],
    ['#800080', 'purple'],
    ['#8a2be2', 'purple'],
    ['#000000', 'black'],
    ['#0a0a12', 'black'],
    ['#180808', 'black'],
    ['#808080', 'gray'],
    ['#aabbcc', 'blue'],
    ['#a9a9a9', 'gray'],
    ['#ffffff', 'white'],
    ['#f5f5f0', 'white'],
    // The seed's dominant colours are bin centres, in upper or lower case.
    ['#D87818', 'orange'],
    ['#88a8c8', 'blue'],
  ] as const)('%s is %s', (hex, hue) => {
    expect(colorHue(hex)).toBe(hue);
  });

  it.each(['', 'red', '#fff', '#12345', '#gg0000', 'aabbcc', '#aabbccdd'])('%j is no colour', (input) => {
    expect(colorHue(input)).toBeUndefined();
  });

  it('labels every hue in words, each differently', () => {
    const labels = COLOR_HUES.map(colorHueLabel);
    expect(new Set(labels).size).toBe(COLOR_HUES.length);
    expect(labels.every((l) => /^[A-Z][a-z]+$/.test(l))).toBe(true);
  });
});
