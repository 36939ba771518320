import { GRID } from '../../shared/constants';
import { firstScreenImageLoads } from '../../shared/domain/firstScreenImages';

// Rows start no higher than the header's bottom plus the tallest image of each row above, with the gutter between.
describe('firstScreenImageLoads', () => {
  it('puts first every image at least half of which may show, loads at once those that may start on screen, and leaves the rest lazy', () => {
    // A desktop's 800 px: row 1 at 64, row 2 at 64 + 354 + 16 = 434, row 3 at 434 + 354 + 16 = 804, below the fold.
    const heights = [236, 315, 354, 300, 200, 295, 315, 177, 295, 354, 354, 420, 354, 354, 354];
    expect(firstScreenImageLoads(heights, 5, 16, 800)).toEqual([
      ...['high', 'high', 'high', 'high', 'high'],
      // 434 + 354 / 2 = 611 and 434 + 590 / 2 = 729 fit; a taller image would mostly be below the fold.
      ...['high', 'high', 'high', 'high', 'high'],
      ...['lazy', 'lazy', 'lazy', 'lazy', 'lazy'],
    ]);
  });

  it('loads an image that may only peek into the viewport at once, without putting it first', () => {
    // Row 2 starts at 64 + 500 + 8 = 572 on a 823 px phone: 251 px may show, under half of a 600 px image.
    expect(firstScreenImageLoads([500, 300, 600, 400], 2, 8, 823)).toEqual(['high', 'high', 'eager', 'high']);
  });

  it('takes a row to start right under the header', () => {
    expect(firstScreenImageLoads([2 * (800 - GRID.headerHeight) + 2], 1, 16, 800)).toEqual(['eager']);
    expect(firstScreenImageLoads([2 * (800 - GRID.headerHeight)], 1, 16, 800)).toEqual(['high']);
  });
});
