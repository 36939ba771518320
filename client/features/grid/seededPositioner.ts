import { createIntervalTree, type Positioner, type PositionerItem } from 'masonic';

/** Where a card already stands on screen (the server's first screen): its column, its top and its height. */
export interface SeedCell {
  column: number;
  top: number;
  height: number;
}

/**
 * masonic's layout (each card into the shortest column, masonic's createPositioner) that starts from cards already
 * placed: the first `seed.length` cards keep the column and top they were given, the others go below them, each into
 * the shortest column. The server's first screen is laid out by CSS before any script runs; seeded with where CSS put
 * those cards, the grid takes them over without moving one. masonic's own positioner can only place every card
 * itself, so this is its algorithm with a starting state. A card that changes height (`update`) moves the cards below
 * it in its column by as much, keeping the space between them: masonic's own packs them against it, which for seeded
 * cards (each row starting below the tallest card of the row above) would close the gaps and move every card.
 */
export function createSeededPositioner(
  columnCount: number,
  columnWidth: number,
  columnGutter: number,
  rowGutter: number,
  seed: readonly SeedCell[] = [],
): Positioner {
  const intervalTree = createIntervalTree();
  const columnHeights = new Array<number>(columnCount).fill(0);
  // Each column's card indexes, in index order (what update's binary search needs).
  const columnItems = Array.from({ length: columnCount }, () => [] as number[]);
  const items: PositionerItem[] = [];
  const leftOf = (column: number) => column * (columnWidth + columnGutter);

  const place = (index: number, column: number, top: number, height: number) => {
    items[index] = { left: leftOf(column), top, height, column };
    columnItems[column].push(index);
    columnHeights[column] = Math.max(columnHeights[column], top + height + rowGutter);
    intervalTree.insert(top, top + height, index);
  };

  seed.forEach(({ column, top, height }, index) => place(index, column, top, height));

  const shortest = () => {
    let column = 0;
    for (let i = 1; i < columnCount; i++) if (columnHeights[i] < columnHeights[column]) column = i;
    return column;
  };

  /** Where `index` stands in a column's indexes (ascending), by binary search as masonic's own update finds it. */
  const positionIn = (indexes: readonly number[], index: number) => {
    let lo = 0;
    let hi = indexes.length;
    while (lo < hi) {
      const mid = (lo + hi) >>> 1;
      if (indexes[mid] < index) lo = mid + 1;
      else hi = mid;
    }
    return lo;
  };

  /** Moves the cards of `column` from `fromIndex` down by what the cards above them in it grew (`grew`: index → px). */
  const pushDown = (column: number, fromIndex: number, grew: ReadonlyMap<number, number>) => {
    const indexes = columnItems[column];
    let moved = 0;
    for (let at = positionIn(indexes, fromIndex); at < indexes.length; at++) {
      const index = indexes[at];
      const item = items[index];
      if (moved !== 0) {
        item.top += moved;
        intervalTree.remove(index);
        intervalTree.insert(item.top, item.top + item.height, index);
      }
      moved += grew.get(index) ?? 0;
    }
    columnHeights[column] += moved;
  };

  return {
    columnCount,
    columnWidth,
    set(index, height = 0) {
      const column = shortest();
      place(index, column, columnHeights[column], height);
    },
    get: (index) => items[index],
    update(updates) {
      const grew = new Map<number, number>();
      // The first changed card of each column: the cards below it in that column move with it.
      const firstChanged = new Map<number, number>();
      for (let i = 0; i < updates.length - 1; i += 2) {
        const index = updates[i];
        const item = items[index];
        grew.set(index, updates[i + 1] - item.height);
        item.height = updates[i + 1];
        intervalTree.remove(index);
        intervalTree.insert(item.top, item.top + item.height, index);
        firstChanged.set(item.column, Math.min(index, firstChanged.get(item.column) ?? index));
      }
      firstChanged.forEach((index, column) => pushDown(column, index, grew));
    },
    range: (lo, hi, render) => intervalTree.search(lo, hi, (index, top) => render(index, items[index].left, top)),
    estimateHeight(itemCount, defaultItemHeight) {
      const tallest = Math.max(0, ...columnHeights);
      const placed = intervalTree.size;
      return itemCount === placed ? tallest : tallest + Math.ceil((itemCount - placed) / columnCount) * defaultItemHeight;
    },
    shortestColumn: () => columnHeights[shortest()] ?? 0,
    size: () => intervalTree.size,
    all: () => items,
  };
}
