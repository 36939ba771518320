import { GRID } from '../constants';

/**
 * How a card's image is fetched: `high` (loaded at once, ahead of the page's other images: it may be the largest thing
 * the first screen paints), `eager` (loaded at once, at the browser's own priority) or `lazy` (when it nears the
 * viewport).
 */
export type ImageLoad = 'high' | 'eager' | 'lazy';

/** An image element's attributes for how it loads: every image a card draws (still, gif, carousel slide) takes these. */
export function imageLoadAttributes(load: ImageLoad): { loading: 'eager' | 'lazy'; fetchPriority: 'high' | undefined } {
  return { loading: load === 'lazy' ? 'lazy' : 'eager', fetchPriority: load === 'high' ? 'high' : undefined };
}

/**
 * How each card of a server-rendered first screen (rows of `columns` cards, in feed order, each row below the tallest
 * card of the one above) loads its image, for the viewport the page was rendered for. The server knows neither what
 * the page puts above the grid nor how tall each card's footer runs, so a row's top is taken at its earliest: the grid
 * right under the header and each card as tall as its image. A card that may start inside the viewport loads at once;
 * one of which at least half the image may show is one the largest contentful paint may be, so it goes first. The rest
 * wait until they are near.
 */
export function firstScreenImageLoads(mediaHeights: readonly number[], columns: number, gutter: number, viewportHeight: number): ImageLoad[] {
  const loads: ImageLoad[] = [];
  let rowTop = GRID.headerHeight;
  for (let start = 0; start < mediaHeights.length; start += columns) {
    const row = mediaHeights.slice(start, start + columns);
    for (const height of row) {
      if (rowTop + height / 2 <= viewportHeight) loads.push('high');
      else loads.push(rowTop < viewportHeight ? 'eager' : 'lazy');
    }
    rowTop += Math.max(...row) + gutter;
  }
  return loads;
}
