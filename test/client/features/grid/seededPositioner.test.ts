import { createPositioner } from 'masonic';
import { firstScreenFits } from '../../../../client/features/grid/firstScreen';
import { createSeededPositioner, type SeedCell } from '../../../../client/features/grid/seededPositioner';

const GUTTER = 16;
const WIDTH = 236;
const left = (column: number) => column * (WIDTH + GUTTER);

/** Two rows of three as CSS lays them out: each row below the tallest card of the row above. */
const ROWS: SeedCell[] = [
  { column: 0, top: 0, height: 300 },
  { column: 1, top: 0, height: 200 },
  { column: 2, top: 0, height: 250 },
  { column: 0, top: 316, height: 100 },
  { column: 1, top: 316, height: 400 },
  { column: 2, top: 316, height: 150 },
];

describe('createSeededPositioner', () => {
  it('keeps every seeded card where it was put', () => {
    const positioner = createSeededPositioner(3, WIDTH, GUTTER, GUTTER, ROWS);
    expect(positioner.size()).toBe(6);
    ROWS.forEach(({ column, top, height }, index) => expect(positioner.get(index)).toEqual({ column, top, height, left: left(column) }));
  });

  it('lays the next cards below them, each into the shortest column', () => {
    const positioner = createSeededPositioner(3, WIDTH, GUTTER, GUTTER, ROWS);
    // Column bottoms: 316 + 100 = 416, 316 + 400 = 716, 316 + 150 = 466 (plus the gutter).
    positioner.set(6, 120);
    positioner.set(7, 120);
    positioner.set(8, 120);
    expect([6, 7, 8].map((i) => positioner.get(i))).toEqual([
      { column: 0, top: 432, height: 120, left: left(0) },
      { column: 2, top: 482, height: 120, left: left(2) },
      { column: 0, top: 568, height: 120, left: left(0) },
    ]);
    expect(positioner.shortestColumn()).toBe(618);
    expect(positioner.estimateHeight(9, 300)).toBe(732);
    expect(positioner.estimateHeight(12, 300)).toBe(732 + 300);
  });

  it('without a seed, lays out exactly as masonic does', () => {
    const heights = [300, 200, 250, 100, 400, 150, 120, 90, 310];
    const ours = createSeededPositioner(3, WIDTH, GUTTER, GUTTER);
    const masonic = createPositioner(3, WIDTH, GUTTER, GUTTER);
    heights.forEach((height, index) => {
      ours.set(index, height);
      masonic.set(index, height);
    });
    expect(ours.all()).toEqual(masonic.all());
    expect(ours.shortestColumn()).toBe(masonic.shortestColumn());
  });

  it('moves the cards below one that grew by as much, keeping the space between them', () => {
    const positioner = createSeededPositioner(3, WIDTH, GUTTER, GUTTER, ROWS);
    positioner.set(6, 120); // column 0, top 432
    positioner.update([1, 210]); // column 1's first card grows by 10
    expect(positioner.get(4)).toMatchObject({ column: 1, top: 326 });
    // The other columns, and the gap under column 1's first card, stay as they were.
    expect(positioner.get(3)).toMatchObject({ top: 316 });
    expect(positioner.get(6)).toMatchObject({ top: 432 });
    positioner.update([3, 90]); // column 0's second card shrinks by 10
    expect(positioner.get(6)).toMatchObject({ top: 422 });
    expect(positioner.get(0)).toMatchObject({ top: 0, height: 300 });
  });

  it('finds the cards in a range of the page', () => {
    const positioner = createSeededPositioner(3, WIDTH, GUTTER, GUTTER, ROWS);
    const found: number[] = [];
    positioner.range(310, 320, (index) => found.push(index));
    expect(found.sort()).toEqual([3, 4, 5]);
  });
});

describe('firstScreenFits', () => {
  const layout = { columnCount: 2, columnWidth: 183.5, cells: [] };
  it.each([
    [2, 183, true],
    [2, 184, true],
    [2, 182, false],
    [3, 183, false],
  ])('%i columns of %i px -> %s', (count, width, fits) => expect(firstScreenFits(layout, count, width)).toBe(fits));
});
