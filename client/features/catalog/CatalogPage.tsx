import { Link, useParams } from 'react-router-dom';
import type { Pin } from '../../../shared/contracts/pin';
import { CATALOG_PAGE_NAME, productAvailability } from '../../../shared/domain/catalog';
import { displayTitle } from '../../../shared/domain/pinText';
import { isNotFound } from '../../app/apiErrors';
import { Button } from '../../ui/Button';
import { ErrorNotice } from '../../ui/ErrorNotice';
import { MessagePage } from '../../ui/MessagePage';
import { NotFound } from '../../ui/NotFound';
import { PageTitle } from '../../ui/PageTitle';
import { Spinner } from '../../ui/Spinner';
import { useAccountByIdQuery, useBusinessCatalogInfiniteQuery } from '../feeds/catalogs/catalogsApi';
import { SignedInGate } from '../loginPrompt/SignedInGate';
import { PriceLine } from '../pinCard/PriceLine';
import './CatalogPage.css';

const THUMBNAIL = 64;

/** One product: its picture and name (a link to its pin), its price as its card gives it, its availability. */
function ProductRow({ pin }: { pin: Pin }) {
  const product = pin.richSummary?.products[0];
  const image = pin.images['236x'] ?? pin.images.orig;
  const availability = product && productAvailability(product);
  return (
    <tr>
      <th scope="row" className="catalog__product">
        <Link to={`/pin/${pin.id}/`} className="catalog__link">
          {/* The name beside it says what it is. */}
          <img src={image.url} alt="" width={THUMBNAIL} height={Math.round((THUMBNAIL * image.height) / image.width)} loading="lazy" />
          <span>{product?.name || displayTitle(pin)}</span>
        </Link>
      </th>
      <td>{product && <PriceLine offer={product.offerSummary} />}</td>
      <td className={availability?.low ? 'catalog__availability catalog__availability--low' : 'catalog__availability'}>{availability?.label}</td>
    </tr>
  );
}

function Catalog({ accountId }: { accountId: string }) {
  const feed = useBusinessCatalogInfiniteQuery(accountId);
  const { data: account } = useAccountByIdQuery(accountId);
  const status = (feed.error as { status?: number } | undefined)?.status;

  if (!feed.currentData) {
    if (isNotFound(feed.error) || status === 400) return <NotFound what="catalogue" />;
    if (status === 403) {
      return (
        <MessagePage title="This catalogue isn't yours">
          A business&apos;s catalogue is only for the business and the people who manage it. Ask its owner for access.
        </MessagePage>
      );
    }
    return feed.isError ? <ErrorNotice error={feed.error} onRetry={feed.refetch} /> : <Spinner label="Loading catalogue" />;
  }
  const products = feed.currentData.pages.flatMap((page) => page.pins);
  const heading = account ? `${account.fullName.trim() || account.username}'s products` : CATALOG_PAGE_NAME;
  return (
    <div className="catalog">
      <PageTitle page={CATALOG_PAGE_NAME} />
      <h1>{heading}</h1>
      {products.length === 0 ? (
        <p>No products yet: a product is a Pin with a product&apos;s details, its price among them.</p>
      ) : (
        <table className="catalog__table">
          <caption className="visually-hidden">Products, newest first</caption>
          <thead>
            <tr>
              <th scope="col">Product</th>
              <th scope="col">Price</th>
              <th scope="col">Availability</th>
            </tr>
          </thead>
          <tbody>
            {products.map((pin) => (
              <ProductRow key={pin.id} pin={pin} />
            ))}
          </tbody>
        </table>
      )}
      {feed.hasNextPage && (
        <Button onClick={() => void feed.fetchNextPage()} aria-disabled={feed.isFetchingNextPage || undefined}>
          {feed.isFetchingNextPage ? 'Loading more products' : 'Show more products'}
        </Button>
      )}
      {feed.isFetchNextPageError && <ErrorNotice error={feed.error} onRetry={feed.fetchNextPage} />}
    </div>
  );
}

/**
 * `/business/catalogs/{id}/`: a business account's product catalogue (id: the account's user id), for the account and
 * the people who manage it; anyone else is told it is not theirs, and a signed-out visitor is asked to log in.
 */
export default function CatalogPage() {
  const { id = '' } = useParams();
  return (
    <SignedInGate title={CATALOG_PAGE_NAME} heading="Log in to see this catalogue" className="catalog">
      {() => <Catalog accountId={id} />}
    </SignedInGate>
  );
}
