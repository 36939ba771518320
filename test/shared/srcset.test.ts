import { pinSrcSet } from '../../shared/domain/srcset';

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
