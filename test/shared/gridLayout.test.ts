import { gridColumns } from '../../shared/domain/gridLayout';

describe('grid columns by viewport width', () => {
  it.each([
    [320, { columnWidth: 175, gutter: 8 }],
    [390, { columnWidth: 175, gutter: 8 }],
    [629, { columnWidth: 175, gutter: 8 }],
    [630, { columnWidth: 236, gutter: 16 }],
    [1280, { columnWidth: 236, gutter: 16 }],
  ])('at %i px: %o', (width, expected) => {
    expect(gridColumns(width)).toEqual(expected);
  });
});
