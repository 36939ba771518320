import type { OfferSummary } from '../../../shared/domain/price';
import { priceDisplay } from '../../../shared/domain/price';
import './PriceLine.css';

/**
 * A product's price, on its card and in its business's catalogue. A range, when the product has one, stands in for
 * the single price: the current price lies inside it, and two figures side by side would read as a markdown.
 */
export function PriceLine({ offer }: { offer: OfferSummary }) {
  const price = priceDisplay(offer);
  if (!price) return null;
  return (
    <div className="pin-footer__price">
      {price.range ? (
        <span className="pin-footer__price-current">
          <span className="visually-hidden">Price range: </span>
          {price.range}
        </span>
      ) : (
        <span className="pin-footer__price-current">{price.current}</span>
      )}
      {price.struckOriginal && (
        // Strike-through is not announced by screen readers, so the words say what the crossed-out figure is.
        <s className="pin-footer__price-original">
          <span className="visually-hidden">Original price: </span>
          {price.struckOriginal}
        </s>
      )}
    </div>
  );
}
