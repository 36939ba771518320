import { screen, waitFor, within } from '@testing-library/react';
import { END_BOOKMARK } from '../../../../shared/constants';
import type { Pin } from '../../../../shared/contracts/pin';
import { documentTitle } from '../../../../shared/domain/pageTitle';
import { makePin, makeUser, makeViewer } from '../../helpers/factories';
import { mockApi, signedOut } from '../../helpers/mockApi';
import { renderApp } from '../../helpers/renderWithProviders';

beforeEach(() => jest.useFakeTimers());
afterEach(() => jest.useRealTimers());

const shop = { ...makeUser('2', { username: 'brightnest', fullName: 'Bright Nest' }), about: '', followingCount: 0, pinCount: 3, boardCount: 1 };

function product(
  id: string,
  name: string,
  offer: Partial<Record<'price' | 'minPrice' | 'maxPrice' | 'standardPrice', string>>,
  labels: string[] = [],
): Pin {
  return makePin(id, {
    title: name,
    richSummary: {
      typeName: 'product',
      displayName: name,
      siteName: 'Bright Nest',
      url: 'https://brightnest.example/p',
      displayCookTime: null,
      aggregateRating: null,
      products: [
        {
          id: `prod-${id}`,
          productId: id,
          name,
          itemId: `item-${id}`,
          brand: null,
          offerSummary: { price: null, minPrice: null, maxPrice: null, standardPrice: null, ...offer },
          shippingInfo: null,
          variantSet: null,
          labelInfo: labels.length ? { labels } : null,
        },
      ],
    },
  });
}

const lamp = product('11', 'Linen Lamp', { price: '$30.00', standardPrice: '$40.00' }, ['Only 3 left']);
const vase = product('12', 'Stone Vase', { price: '$18.00', minPrice: '$12.00', maxPrice: '$24.00' });
const rug = product('13', 'Wool Rug', { price: '$120.00' }, ['Bestseller']);

const row = (name: string) => screen.getByRole('row', { name: new RegExp(name) });

test('the account sees its products: name linking to the pin, price as the product card shows it, availability', async () => {
  const api = mockApi({
    viewerGet: () => ({ data: makeViewer({ id: '2', username: 'brightnest' }) }),
    userGet: () => ({ data: shop }),
    businessCatalog: () => ({ data: [lamp, vase], bookmark: END_BOOKMARK }),
  });
  renderApp('/business/catalogs/2/');

  expect(await screen.findByRole('heading', { level: 1, name: "Bright Nest's products" })).toBeInTheDocument();
  const table = screen.getByRole('table', { name: 'Products, newest first' });
  expect(
    within(table)
      .getAllByRole('columnheader')
      .map((h) => h.textContent),
  ).toEqual(['Product', 'Price', 'Availability']);
  expect(within(row('Linen Lamp')).getByRole('link', { name: 'Linen Lamp' })).toHaveAttribute('href', '/pin/11/');
  // A markdown: the price, and the original struck through and named for screen readers.
  expect(within(row('Linen Lamp')).getByText('$30.00')).toBeInTheDocument();
  expect(within(row('Linen Lamp')).getByText('$40.00').closest('s')).toHaveTextContent('Original price: $40.00');
  expect(within(row('Linen Lamp')).getByText('Only 3 left')).toBeInTheDocument();
  expect(within(row('Stone Vase')).getByText(/\$12\.00–\$24\.00/)).toHaveTextContent('Price range: $12.00–$24.00');
  expect(within(row('Stone Vase')).getByText('In stock')).toBeInTheDocument();
  expect(api.callsTo('businessCatalog')[0].options).toEqual({ user_id: '2' });
  expect(api.callsTo('userGet')[0].options).toEqual({ user_id: '2' });
  await waitFor(() => expect(document.title).toBe(documentTitle('Product catalogue')));
});

test('Show more products loads the next page by its bookmark, from the keyboard too', async () => {
  const api = mockApi({
    viewerGet: () => ({ data: makeViewer({ id: '2' }) }),
    userGet: () => ({ data: shop }),
    businessCatalog: ({ bookmark }) => (bookmark ? { data: [rug], bookmark: END_BOOKMARK } : { data: [lamp, vase], bookmark: 'page-2' }),
  });
  const { user } = renderApp('/business/catalogs/2/');

  const more = await screen.findByRole('button', { name: 'Show more products' });
  more.focus();
  await user.keyboard('{Enter}');
  expect(await screen.findByRole('row', { name: /Wool Rug/ })).toBeInTheDocument();
  expect(api.callsTo('businessCatalog')[1].options).toEqual({ user_id: '2', bookmark: 'page-2' });
  expect(screen.queryByRole('button', { name: 'Show more products' })).not.toBeInTheDocument();
});

test("someone else's catalogue is a clear 'not yours' page, not the products", async () => {
  mockApi({
    viewerGet: () => ({ data: makeViewer() }),
    userGet: () => ({ data: shop }),
    businessCatalog: () => ({
      status: 403,
      error: { code: 'forbidden', message: 'Only the account and the people who manage it can see its catalogue.' },
    }),
  });
  renderApp('/business/catalogs/2/');

  expect(await screen.findByRole('heading', { level: 1, name: "This catalogue isn't yours" })).toBeInTheDocument();
  expect(screen.queryByRole('table')).not.toBeInTheDocument();
});

test('signed out, the page asks to log in and asks the API for nothing', async () => {
  const api = mockApi({ viewerGet: signedOut });
  const { user } = renderApp('/business/catalogs/2/');

  await user.click(await screen.findByRole('button', { name: 'Log in' }));
  expect(screen.getByRole('heading', { level: 1, name: 'Log in to see this catalogue' })).toBeInTheDocument();
  expect(await screen.findByRole('dialog', { name: 'Log in to continue' })).toBeInTheDocument();
  expect(api.callsTo('businessCatalog')).toHaveLength(0);
});

test('an unknown account is "Page not found"', async () => {
  mockApi({
    viewerGet: () => ({ data: makeViewer() }),
    userGet: () => ({ status: 404, error: { code: 'not_found', message: 'User not found.' } }),
    businessCatalog: () => ({ status: 404, error: { code: 'not_found', message: 'Account not found.' } }),
  });
  renderApp('/business/catalogs/999/');

  expect(await screen.findByRole('heading', { level: 1, name: 'Page not found' })).toBeInTheDocument();
});
