import { isSwipe, swipeDirection, type SwipeDirection } from '../../shared/domain/gestures';

describe('isSwipe ("a swipe is detected by touch movement below 100 (squared pixels)" being a tap)', () => {
  it.each([
    [0, 0, false],
    [9, 0, false],
    [6, 7, false], // 85
    [7, 7, false], // 98
    [10, 0, true], // exactly 100
    [6, 8, true], // 100
    [0, -12, true],
  ])('dx %i, dy %i -> %s', (dx, dy, expected) => expect(isSwipe(dx, dy)).toBe(expected));
});

describe('swipeDirection: horizontal swipes page, taps and vertical drags do not', () => {
  it.each<[number, number, SwipeDirection | null]>([
    [-40, 5, 'next'],
    [40, -5, 'previous'],
    [-9, 0, null],
    [5, 60, null],
    [-30, 30, null],
  ])('dx %i, dy %i -> %s', (dx, dy, expected) => expect(swipeDirection(dx, dy)).toBe(expected));
});
