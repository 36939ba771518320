// A business's product catalogue (/business/catalogs/{id}/): its page's name and its products' availability.
import type { Pin } from '../contracts/pin';

/**
 * What a business catalogue page is called, by everyone: the catalogue is private, so its title names no account
 * (the server gives it before it knows who is asking; the page names the account once it may).
 */
export const CATALOG_PAGE_NAME = 'Product catalogue';

type Product = NonNullable<Pin['richSummary']>['products'][number];

export interface Availability {
  /** What the catalogue says: 'In stock', or the product's own stock label ('Only 3 left', 'Limited stock'). */
  label: string;
  /** Stock is running out: the page marks it. */
  low: boolean;
}

const LOW_STOCK = /^(only \d+ left|limited stock|low stock)$/i;

/**
 * A product's availability in its business's catalogue. The spec names an out-of-stock flag among a pin's flags
 * (isOosProduct) but gives no stock data beyond a product's labels (labelInfo); a label about stock is shown as the
 * merchant wrote it, and a product without one, listed by its merchant, is in stock.
 */
export function productAvailability(product: Pick<Product, 'labelInfo'>): Availability {
  const low = product.labelInfo?.labels.find((label) => LOW_STOCK.test(label.trim()));
  return low ? { label: low.trim(), low: true } : { label: 'In stock', low: false };
}
