import { allSizes, imageUrl, sizeForSpec } from '../../shared/domain/imageSizes';
import { IMAGE_SIZE_SPECS } from '../../shared/constants';

describe('image size specs', () => {
  const orig = { width: 1000, height: 1500 };
  it.each([
    ['236x', { width: 236, height: 354 }],
    ['474x', { width: 474, height: 711 }],
    ['736x', { width: 736, height: 1104 }],
    ['136x136', { width: 136, height: 136 }],
    ['400x300', { width: 400, height: 300 }],
    ['216x146', { width: 216, height: 146 }],
    ['orig', { width: 1000, height: 1500 }],
  ] as const)('%s of a 1000x1500 original is %o', (spec, expected) => {
    expect(sizeForSpec(spec, orig)).toEqual(expected);
  });

  it('never scales a narrow original up', () => {
    expect(sizeForSpec('736x', { width: 500, height: 400 })).toEqual({ width: 500, height: 400 });
  });

  it('builds a url and an entry for every spec', () => {
    expect(imageUrl('abc', '236x')).toBe('/media/images/abc/236x.jpg');
    expect(Object.keys(allSizes('abc', orig, '#123456'))).toEqual([...IMAGE_SIZE_SPECS]);
  });
});
