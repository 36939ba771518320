import { SHOPPING_COUNTRIES } from '../constants';
import type { GridSurface } from './surfaces';

/** The shopping indicator experiment's groups. */
export const SHOPPING_INDICATOR_VARIANTS = [
  'control',
  'enabled_4_indicator',
  'enabled_5_indicator',
  'enabled_2_indicator',
  'enabled_3_indicator',
  'control_pwt',
  'enabled_pwt',
  'employees',
] as const;
export type ShoppingIndicatorVariant = (typeof SHOPPING_INDICATOR_VARIANTS)[number];

export type ShoppingIndicatorPlacement = { placement: 'none' } | { placement: 'footer' } | { placement: 'overlay'; animated: boolean };

const NONE: ShoppingIndicatorPlacement = { placement: 'none' };
const FOOTER: ShoppingIndicatorPlacement = { placement: 'footer' };
const OVERLAY_ANIMATED: ShoppingIndicatorPlacement = { placement: 'overlay', animated: true };

/**
 * The groups enabled_4 and enabled_5 put the indicator in the footer; enabled_2 and enabled_3 lay it over the media,
 * animated. The spec leaves the rest open. Our choice: both controls show nothing (that is what a control is for);
 * enabled_pwt is the footer treatment (the quieter one) and employees dogfood the overlay treatment.
 */
const PLACEMENTS: Readonly<Record<ShoppingIndicatorVariant, ShoppingIndicatorPlacement>> = {
  control: NONE,
  control_pwt: NONE,
  enabled_4_indicator: FOOTER,
  enabled_5_indicator: FOOTER,
  enabled_pwt: FOOTER,
  enabled_2_indicator: OVERLAY_ANIMATED,
  enabled_3_indicator: OVERLAY_ANIMATED,
  employees: OVERLAY_ANIMATED,
};

/**
 * The shopping grids are stores, open wherever the product ships; the general feeds mix shopping into ideas, and show
 * the indicator only in the shopping countries.
 */
const SHOPPING_SURFACES: ReadonlySet<GridSurface> = new Set<GridSurface>([
  'ShoppingGridSmall',
  'ShoppingGridSmallCarousel',
  'ShoppingCarousel',
  'ShoppingDynamicHeightGrid',
  'ShoppingSquareGridDomain',
  'BoardShoppingModule',
  'ProductPinRetrieval',
  'VisualInspirationShoppingPin',
  'ProductPinsFeed',
  'ShoppingPackageItem',
  'CloseupRelatedProducts',
  'RelatedProductsFeed',
  'PdpRelatedPinGrid',
]);

export function isShoppingCountry(country: string | null): boolean {
  return country !== null && (SHOPPING_COUNTRIES as readonly string[]).includes(country.toUpperCase());
}

/**
 * Where a product pin's shopping indicator goes for this viewer. Outside the shopping countries only the shopping
 * surfaces show it; a viewer whose country is unknown (signed out) counts as outside them.
 */
export function shoppingIndicatorPlacement(
  variant: ShoppingIndicatorVariant,
  { surface, country, isProduct }: { surface: GridSurface; country: string | null; isProduct: boolean },
): ShoppingIndicatorPlacement {
  if (!isProduct) return NONE;
  if (!SHOPPING_SURFACES.has(surface) && !isShoppingCountry(country)) return NONE;
  return PLACEMENTS[variant];
}

/**
 * No experiment service assigns groups yet, so every viewer is in the shipped default group, except employees, who
 * are their own group (the experiment lists an employees group).
 */
export function shoppingIndicatorVariant(viewer: { isEmployee: boolean } | null, shipped: ShoppingIndicatorVariant): ShoppingIndicatorVariant {
  return viewer?.isEmployee ? 'employees' : shipped;
}
