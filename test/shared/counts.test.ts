import { cookTimeLabel, favoriteCountLabel, storyPinBadgeDurationMs } from '../../shared/domain/counts';

describe('favoriteCountLabel ("\'9+\' at ten or more; hidden when zero or undefined")', () => {
  it.each<[number | null | undefined, string | null]>([
    [undefined, null],
    [null, null],
    [0, null],
    [1, '1'],
    [9, '9'],
    [10, '9+'],
    [250, '9+'],
  ])('%p -> %p', (count, expected) => expect(favoriteCountLabel(count)).toBe(expected));
});

describe('storyPinBadgeDurationMs ("total video duration plus 5000 ms per static page")', () => {
  it.each([
    [{ totalVideoDuration: 0, staticPageCount: 0 }, 0],
    [{ totalVideoDuration: 12000, staticPageCount: 0 }, 12000],
    [{ totalVideoDuration: 0, staticPageCount: 3 }, 15000],
    [{ totalVideoDuration: 7500, staticPageCount: 2 }, 17500],
  ])('%o -> %d', (data, expected) => expect(storyPinBadgeDurationMs(data)).toBe(expected));
});

describe('cookTimeLabel ("Recipe cook time as minutes, or hours plus minutes")', () => {
  it.each<[number | null, string | null]>([
    [45, '45 min'],
    [59, '59 min'],
    [60, '1 hr'],
    [80, '1 hr 20 min'],
    [125, '2 hr 5 min'],
    [0, null],
    [null, null],
  ])('%p -> %p', (minutes, expected) => expect(cookTimeLabel(minutes)).toBe(expected));
});
