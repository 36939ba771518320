import { ratingDisplay, type Star } from '../../shared/domain/rating';

const F: Star = 'full';
const H: Star = 'half';
const E: Star = 'empty';

describe('ratingDisplay visibility ("shown only when a rating exists and count is finite")', () => {
  it.each<[string, number | null | undefined, number | null | undefined]>([
    ['no rating', null, 10],
    ['undefined rating', undefined, 10],
    ['NaN rating', Number.NaN, 10],
    ['no count', 4, null],
    ['infinite count', 4, Number.POSITIVE_INFINITY],
    ['NaN count', 4, Number.NaN],
  ])('%s -> hidden', (_rule, rating, count) => expect(ratingDisplay(rating, count)).toBeNull());

  it('a zero count is finite, so shown', () => expect(ratingDisplay(4, 0)).not.toBeNull());
});

describe('ratingDisplay stars ("Stars scale to 5, clamped to max (default 5); 0.75 or more full, 0.25 or more half")', () => {
  it.each<[string, number, number | undefined, Star[], number]>([
    ['whole rating', 4, undefined, [F, F, F, F, E], 4],
    ['fraction 0.75 gives a full star', 3.75, undefined, [F, F, F, F, E], 3.8],
    ['fraction just under 0.75 gives a half star', 3.74, undefined, [F, F, F, H, E], 3.7],
    ['fraction 0.25 gives a half star', 3.25, undefined, [F, F, F, H, E], 3.3],
    ['fraction just under 0.25 gives an empty star', 3.24, undefined, [F, F, F, E, E], 3.2],
    ['scaled from max 10 to 5 stars', 9, 10, [F, F, F, F, H], 4.5],
    ['clamped to the default max 5', 7, undefined, [F, F, F, F, F], 5],
    ['clamped to a given max', 12, 10, [F, F, F, F, F], 5],
    ['negative clamped to 0', -1, undefined, [E, E, E, E, E], 0],
  ])('%s', (_rule, rating, max, stars, value) => {
    const shown = max === undefined ? ratingDisplay(rating, 12) : ratingDisplay(rating, 12, max);
    expect(shown).toEqual({ stars, value, count: 12, label: `${value} out of 5 stars` });
  });
});
