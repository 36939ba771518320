import { pinSrcSet, sameSrcSetCandidate } from '../../shared/domain/srcset';

const image = (url: string, width: number) => ({ url, width, height: width, dominantColor: '#fff' });

describe('pinSrcSet', () => {
  test('lists the grid specs narrow to wide with width descriptors', () => {
    const images = {
      '136x136': image('/m/136x136.jpg', 136),
      '236x': image('/m/236x.jpg', 236),
      '474x': image('/m/474x.jpg', 474),
      '564x': image('/m/564x.jpg', 564),
      '736x': image('/m/736x.jpg', 736),
      orig: image('/m/orig.jpg', 1200),
    };
    expect(pinSrcSet(images)).toBe('/m/236x.jpg 236w, /m/474x.jpg 474w, /m/564x.jpg 564w, /m/736x.jpg 736w');
  });

  test('keeps one candidate per width when a small original was not upscaled', () => {
    const images = { '236x': image('/m/236x.jpg', 236), '474x': image('/m/474x.jpg', 300), '564x': image('/m/564x.jpg', 300) };
    expect(pinSrcSet(images)).toBe('/m/236x.jpg 236w, /m/474x.jpg 300w');
  });

  test('skips missing specs', () => {
    expect(pinSrcSet({ '474x': image('/m/474x.jpg', 474) })).toBe('/m/474x.jpg 474w');
  });
});

describe('sameSrcSetCandidate', () => {
  const images = { '236x': image('/m/236x.jpg', 236), '474x': image('/m/474x.jpg', 474), '736x': image('/m/736x.jpg', 736) };

  test.each([
    // [from, to, pixel ratio, same file]
    [175, 186, 1.75, true], // 306 and 326 device px: both need the 474 px file
    [175, 186, 1, true], // both fit the 236 px file
    [230, 240, 1, false], // 240 px no longer fits the 236 px file
    [186, 175, 2, true], // 372 and 350: the 474 px file
    [200, 300, 2, false], // 400 device px need the 474 px file, 600 the 736 px one
    [250, 300, 2, true], // 500 and 600: the 736 px file
  ])('%d px to %d px at %dx: same file %s', (from, to, ratio, same) => {
    expect(sameSrcSetCandidate(images, from, to, ratio)).toBe(same);
  });

  test('past the widest file, every width needs that one', () => {
    expect(sameSrcSetCandidate(images, 400, 500, 2)).toBe(true);
  });

  test('a single file serves every width', () => {
    expect(sameSrcSetCandidate({ '236x': image('/m/236x.jpg', 236) }, 100, 900, 3)).toBe(true);
  });
});
