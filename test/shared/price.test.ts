import { priceDisplay, type OfferSummary, type PriceDisplay } from '../../shared/domain/price';

const offer = (o: Partial<OfferSummary>): OfferSummary => ({ price: null, minPrice: null, maxPrice: null, standardPrice: null, ...o });

describe('priceDisplay', () => {
  it.each<[string, Partial<OfferSummary>, boolean, PriceDisplay | null]>([
    [
      '"Original price is struck through only when it differs from current price"',
      { price: '$18.00', standardPrice: '$24.00' },
      false,
      { current: '$18.00', struckOriginal: '$24.00', range: null },
    ],
    ['... not when equal to current', { price: '$24.00', standardPrice: '$24.00' }, false, { current: '$24.00', struckOriginal: null, range: null }],
    [
      '"... and not in current-only mode"',
      { price: '$18.00', standardPrice: '$24.00' },
      true,
      { current: '$18.00', struckOriginal: null, range: null },
    ],
    [
      '"Range shows min-max when both exist"',
      { price: '$18.00', minPrice: '$10.00', maxPrice: '$30.00' },
      false,
      { current: '$18.00', struckOriginal: null, range: '$10.00–$30.00' },
    ],
    ['no range with only one end', { price: '$18.00', minPrice: '$10.00' }, false, { current: '$18.00', struckOriginal: null, range: null }],
    ['"Prices show when current ... exists"', { price: '$5' }, false, { current: '$5', struckOriginal: null, range: null }],
    [
      '"... or original exists" (shown plainly, nothing to strike against)',
      { standardPrice: '$9' },
      false,
      { current: '$9', struckOriginal: null, range: null },
    ],
    ['no current and no original: nothing shown, even with a range', { minPrice: '$1', maxPrice: '$2' }, false, null],
    ['blank strings count as missing', { price: '  ', standardPrice: '' }, false, null],
  ])('%s', (_rule, o, currentOnly, expected) => {
    expect(priceDisplay(offer(o), currentOnly)).toEqual(expected);
  });
});
