import { gridCardWidth, gridColumnCount, gridColumns } from '../../shared/domain/gridLayout';

describe('grid column variant by viewport width (section 9: columns 236 and 270, compact 175; breakpoints 630, 860, 1340)', () => {
  it.each([
    // Phones: compact 175 px columns, 8 px gutters, stretched to fill the row.
    [320, { columnWidth: 175, gutter: 8, stretch: true }],
    [390, { columnWidth: 175, gutter: 8, stretch: true }],
    [629, { columnWidth: 175, gutter: 8, stretch: true }],
    // Tablets: 236 px columns, 12 px gutters.
    [630, { columnWidth: 236, gutter: 12, stretch: false }],
    [859, { columnWidth: 236, gutter: 12, stretch: false }],
    // Desktop: 236 px columns, 16 px gutters.
    [860, { columnWidth: 236, gutter: 16, stretch: false }],
    [1280, { columnWidth: 236, gutter: 16, stretch: false }],
    [1339, { columnWidth: 236, gutter: 16, stretch: false }],
    // Wide screens: the 270 px columns.
    [1340, { columnWidth: 270, gutter: 16, stretch: false }],
    [1920, { columnWidth: 270, gutter: 16, stretch: false }],
  ])('at %i px: %o', (width, expected) => {
    expect(gridColumns(width)).toEqual(expected);
  });
});

describe('grid column count in the available width', () => {
  it.each([
    // 5 x 236 + 4 x 16 = 1244 fits in 1248 (a 1280 px window less the page gutters); 1243 does not.
    ['desktop, exactly five', 1244, gridColumns(1280), 5],
    ['desktop, one pixel short of five', 1243, gridColumns(1280), 4],
    ['wide, 1888 px', 1888, gridColumns(1920), 6],
    ['tablet, 736 px', 736, gridColumns(768), 3],
    ['desktop in a container narrower than a column', 200, gridColumns(1280), 1],
    // Compact: 2 x 175 + 8 = 358 is a 390 px phone less its gutters; a narrower phone still gets two columns.
    ['phone, 358 px', 358, gridColumns(390), 2],
    ['small phone, 288 px', 288, gridColumns(320), 2],
    ['large phone, 597 px', 597, gridColumns(629), 3],
  ])('%s: %i px -> %i columns', (_case, available, variant, expected) => {
    expect(gridColumnCount(available, variant)).toBe(expected);
  });
});

describe('the width cards are laid out at (masonic: stretched columns share the width in whole pixels)', () => {
  it.each([
    // A 412 px phone's grid (the page's 16 px gutters either side): two 186 px columns and an 8 px gutter.
    [380, 2, gridColumns(412), 186],
    // An odd pixel is dropped, as masonic rounds down.
    [381, 2, gridColumns(412), 186],
    [358, 2, gridColumns(390), 175],
    // Fixed columns keep their width whatever the room.
    [1248, 5, gridColumns(1280), 236],
    [1900, 6, gridColumns(1920), 270],
  ])('%i px in %i columns', (available, columns, variant, expected) => {
    expect(gridCardWidth(available, columns, variant)).toBe(expected);
  });
});
