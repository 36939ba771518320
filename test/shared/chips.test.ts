import type { Pin } from '../../shared/contracts/pin';
import { chipItems, collageChipItems, collectionChipItems } from '../../shared/domain/chips';

const item = (n: number) => ({ id: String(n), title: `Item ${n}`, link: `/pin/${n}/`, images: {} });
const items = (count: number) => Array.from({ length: count }, (_, i) => item(i + 1));
const ids = (list: { id: string }[] | null) => list && list.map((i) => i.id);

describe('chipItems ("require at least 3 items; only first 3 shown")', () => {
  it.each<[number[] | null | undefined, number[] | null]>([
    [undefined, null],
    [null, null],
    [[], null],
    [[1, 2], null],
    [
      [1, 2, 3],
      [1, 2, 3],
    ],
    [
      [1, 2, 3, 4, 5],
      [1, 2, 3],
    ],
  ])('%p -> %p', (list, expected) => expect(chipItems(list)).toEqual(expected));
});

describe('collageChipItems ("Collage chips require at least 3 items; only first 3 shown.")', () => {
  it.each<[number | null, string[] | null]>([
    [null, null],
    [0, null],
    [2, null],
    [3, ['1', '2', '3']],
    [4, ['1', '2', '3']],
    [5, ['1', '2', '3']],
  ])('%p items -> %p', (count, expected) => {
    expect(ids(collageChipItems({ collageItems: count === null ? null : items(count) }))).toEqual(expected);
  });
});

describe('collectionChipItems (collection chips for click types 2 and 3, at least 3 items)', () => {
  const ad = (clickType: number | null) => ({ collectionGridClickType: clickType }) as NonNullable<Pin['adData']>;
  it.each<[number | null, number, string[] | null]>([
    [2, 5, ['1', '2', '3']],
    [3, 3, ['1', '2', '3']],
    [2, 2, null],
    [1, 5, null],
    [null, 5, null],
  ])('click type %p, %i items -> %p', (clickType, count, expected) => {
    expect(ids(collectionChipItems({ collectionPin: { items: items(count) }, adData: ad(clickType) }))).toEqual(expected);
  });

  it('no ad data, no chips', () => expect(collectionChipItems({ collectionPin: { items: items(5) }, adData: null })).toBeNull());
});
