import type { SeedCell } from './seededPositioner';

/** The server's first screen as CSS laid it out: its columns and where each card stands in them. */
export interface FirstScreenLayout {
  columnCount: number;
  columnWidth: number;
  cells: SeedCell[];
}

/**
 * Reads where CSS put the first screen's cards (Grid.css, .grid--first-screen): the grid's columns from its computed
 * tracks, and each card's column and top relative to the grid. Heights are offsetHeight, as masonic and gridCells
 * measure them, so the grid that takes over finds every card already at its height and moves none.
 */
export function measureFirstScreen(grid: HTMLElement): FirstScreenLayout | null {
  const cells = Array.from(grid.children) as HTMLElement[];
  const tracks = getComputedStyle(grid).gridTemplateColumns.split(' ').map(parseFloat);
  if (cells.length === 0 || tracks.some(Number.isNaN)) return null;
  const origin = grid.getBoundingClientRect();
  const rects = cells.map((cell) => cell.getBoundingClientRect());
  const trackLefts = trackStarts(Math.min(...rects.map((r) => r.left)), tracks, parseFloat(getComputedStyle(grid).columnGap) || 0);
  return {
    columnCount: tracks.length,
    columnWidth: tracks[0],
    cells: rects.map((rect, index) => ({
      column: nearest(trackLefts, rect.left),
      top: rect.top - origin.top,
      height: cells[index].offsetHeight,
    })),
  };
}

/** Where each column starts, from the first one's left. */
function trackStarts(firstLeft: number, tracks: readonly number[], gap: number): number[] {
  const starts: number[] = [];
  tracks.reduce((left, width) => (starts.push(left), left + width + gap), firstLeft);
  return starts;
}

function nearest(starts: readonly number[], left: number): number {
  let best = 0;
  starts.forEach((start, i) => {
    if (Math.abs(start - left) < Math.abs(starts[best] - left)) best = i;
  });
  return best;
}

/**
 * Whether the grid masonic lays out has the first screen's columns: the same count, each within a pixel of the same
 * width (CSS stretches a phone's columns to fractions of a pixel, masonic rounds them down). Otherwise (the viewport
 * crossed a breakpoint CSS and the grid read differently, a scrollbar) the cards are laid out afresh.
 */
export function firstScreenFits(layout: FirstScreenLayout, columnCount: number, columnWidth: number): boolean {
  return layout.columnCount === columnCount && Math.abs(layout.columnWidth - columnWidth) <= 1;
}
