import type { GridSurface } from '../../shared/domain/surfaces';
import {
  isShoppingCountry,
  shoppingIndicatorPlacement,
  shoppingIndicatorVariant,
  type ShoppingIndicatorPlacement,
  type ShoppingIndicatorVariant,
} from '../../shared/domain/shoppingIndicator';

const home = { surface: 'AuthHomefeed' as GridSurface, country: 'US', isProduct: true };

describe('variant -> placement ("enabled_4_indicator, enabled_5_indicator (footer), enabled_2_indicator, enabled_3_indicator (overlay, animated)")', () => {
  it.each<[ShoppingIndicatorVariant, ShoppingIndicatorPlacement]>([
    ['control', { placement: 'none' }],
    ['control_pwt', { placement: 'none' }],
    ['enabled_4_indicator', { placement: 'footer' }],
    ['enabled_5_indicator', { placement: 'footer' }],
    ['enabled_pwt', { placement: 'footer' }],
    ['enabled_2_indicator', { placement: 'overlay', animated: true }],
    ['enabled_3_indicator', { placement: 'overlay', animated: true }],
    ['employees', { placement: 'overlay', animated: true }],
  ])('%s -> %j', (variant, expected) => expect(shoppingIndicatorPlacement(variant, home)).toEqual(expected));
});

test('only product pins get an indicator', () => {
  expect(shoppingIndicatorPlacement('enabled_3_indicator', { ...home, isProduct: false })).toEqual({ placement: 'none' });
});

describe('"limited to countries US, GB, DE, CA, FR" on the general surfaces', () => {
  it.each<[string | null, GridSurface, string]>([
    ['US', 'AuthHomefeed', 'overlay'],
    ['GB', 'SearchItem', 'overlay'],
    ['de', 'RelatedPinGrid', 'overlay'],
    ['CA', 'AuthHomefeed', 'overlay'],
    ['FR', 'AuthHomefeed', 'overlay'],
    ['JP', 'AuthHomefeed', 'none'],
    [null, 'AuthHomefeed', 'none'],
    ['JP', 'ShoppingGridSmall', 'overlay'],
    [null, 'ProductPinsFeed', 'overlay'],
  ])('%s on %s -> %s', (country, surface, expected) =>
    expect(shoppingIndicatorPlacement('enabled_2_indicator', { surface, country, isProduct: true }).placement).toBe(expected),
  );

  test('isShoppingCountry', () => {
    expect(['US', 'GB', 'DE', 'CA', 'FR'].every(isShoppingCountry)).toBe(true);
    expect(isShoppingCountry('ES')).toBe(false);
    expect(isShoppingCountry(null)).toBe(false);
  });
});

test('employees are their own group; everyone else gets the shipped group', () => {
  expect(shoppingIndicatorVariant({ isEmployee: true }, 'control')).toBe('employees');
  expect(shoppingIndicatorVariant({ isEmployee: false }, 'enabled_5_indicator')).toBe('enabled_5_indicator');
  expect(shoppingIndicatorVariant(null, 'control')).toBe('control');
});
