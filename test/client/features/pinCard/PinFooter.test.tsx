import { screen, within } from '@testing-library/react';
import { makeStore } from '../../../../client/app/store';
import { selectPinById } from '../../../../client/entities/pinsSlice';
import { pinsApi } from '../../../../client/features/pins/pinsApi';
import { selectPinPeople } from '../../../../client/features/pinCard/cardEntities';
import { PinFooter } from '../../../../client/features/pinCard/PinFooter';
import type { Pin } from '../../../../shared/contracts/pin';
import type { GridSurface } from '../../../../shared/domain/surfaces';
import { makeBoard, makePin, makeUser } from '../../helpers/factories';
import { mockApi } from '../../helpers/mockApi';
import { renderWithProviders } from '../../helpers/renderWithProviders';

interface Options {
  surface?: GridSurface;
  signedIn?: boolean;
  imageOnlyGrid?: boolean;
}

/** Puts the pin through the real closeup answer, so the footer gets its people and board from the entity slices. */
async function renderFooter(pin: Pin, { surface = 'AuthHomefeed', signedIn = true, imageOnlyGrid }: Options = {}) {
  mockApi({ pinGet: () => ({ data: pin }) });
  const store = makeStore();
  await store.dispatch(pinsApi.endpoints.pinGet.initiate(pin.id));
  const entity = selectPinById(store.getState(), pin.id);
  if (!entity) throw new Error('pin did not reach the pins slice');
  return renderWithProviders(
    <PinFooter pin={entity} people={selectPinPeople(store.getState(), entity)} surface={surface} signedIn={signedIn} imageOnlyGrid={imageOnlyGrid} />,
    { store },
  );
}

type Product = NonNullable<Pin['richSummary']>['products'][number];

function product(offer: Partial<Product['offerSummary']>): Product {
  return {
    id: 'p1',
    productId: 'p1',
    name: 'Lamp',
    itemId: 'i1',
    brand: null,
    offerSummary: { price: null, minPrice: null, maxPrice: null, standardPrice: null, ...offer },
    shippingInfo: null,
    variantSet: null,
    labelInfo: null,
  };
}

function richSummary(overrides: Partial<NonNullable<Pin['richSummary']>>): NonNullable<Pin['richSummary']> {
  return {
    typeName: 'product',
    displayName: 'Thing',
    siteName: 'shop.example',
    url: 'https://shop.example/thing',
    displayCookTime: null,
    aggregateRating: null,
    products: [],
    ...overrides,
  };
}

const video: NonNullable<Pin['videos']> = {
  id: 'v1',
  entityId: 'v1',
  duration: 12000,
  videoList: { V_720P: { url: '/media/v1.mp4', width: 720, height: 1280, thumbnail: '/media/v1.jpg' } },
};

const groupBoard = { ...makeBoard('81', '91'), isCollaborative: true };

describe('title and description', () => {
  test('the grid title shows clamped to two lines, and the trimmed description under it', async () => {
    await renderFooter(makePin('1', { gridTitle: 'Cozy  reading nook', description: '  Soft light\nand books  ' }));

    expect(screen.getByText('Cozy reading nook')).toHaveClass('pin-footer__title', 'pin-footer__title--clamp-2');
    expect(screen.getByText('Soft light and books')).toHaveClass('pin-footer__description');
  });

  test('a product card keeps its title to one line', async () => {
    await renderFooter(makePin('1', { gridTitle: 'Desk lamp', richSummary: richSummary({ products: [product({ price: '$20' })] }) }));

    expect(screen.getByText('Desk lamp')).toHaveClass('pin-footer__title--clamp-1');
  });

  test('no title element when the pin has neither grid title nor title', async () => {
    const { container } = await renderFooter(makePin('1', { gridTitle: ' ', title: '' }));

    expect(container.querySelector('.pin-footer__title')).toBeNull();
  });
});

describe('attribution', () => {
  test('a promoted pin credits the promoter with "Promoted by" and discloses the payment in words', async () => {
    const promoter = makeUser('300', { fullName: 'Acme Lamps', username: 'AcmeLamps' });
    await renderFooter(makePin('1', { isPromoted: true, promoter, nativeCreator: makeUser('500', { fullName: 'Maker' }) }));

    expect(screen.getByText(/Promoted by/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Acme Lamps' })).toHaveAttribute('href', '/AcmeLamps/');
    expect(screen.getByText("Acme Lamps has paid to have this pin show up where you'd be more likely to notice it.")).toHaveClass('visually-hidden');
    expect(screen.queryByRole('link', { name: 'Maker' })).not.toBeInTheDocument();
  });

  test('a sponsor is credited over the native creator as a paid partnership', async () => {
    const sponsor = makeUser('400', { fullName: 'Brand Co', username: 'brandco' });
    await renderFooter(makePin('1', { nativeCreator: makeUser('500', { fullName: 'Maker' }), sponsorship: { status: 1, creator: null, sponsor } }));

    expect(screen.getByText(/Paid partnership with/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Brand Co' })).toHaveAttribute('href', '/brandco/');
    expect(screen.queryByRole('link', { name: 'Maker' })).not.toBeInTheDocument();
    expect(screen.queryByText(/Promoted by/)).not.toBeInTheDocument();
  });

  test('the native creator is credited over the pinner', async () => {
    await renderFooter(makePin('1', { nativeCreator: makeUser('500', { fullName: 'Maker', username: 'maker' }) }));

    expect(screen.getByRole('link', { name: 'Maker' })).toHaveAttribute('href', '/maker/');
    expect(screen.queryByRole('link', { name: 'User 91' })).not.toBeInTheDocument();
  });

  test('without anyone else the pinner is credited, with a decorative avatar', async () => {
    const { container } = await renderFooter(makePin('1'));

    expect(screen.getByRole('link', { name: 'User 91' })).toHaveAttribute('href', '/user91/');
    expect(container.querySelector('img.avatar')).toHaveAttribute('alt', '');
  });

  test('signed out, the profile link is lowercase', async () => {
    await renderFooter(makePin('1', { nativeCreator: makeUser('500', { fullName: 'Maker', username: 'MakerStudio' }) }), { signedIn: false });

    expect(screen.getByRole('link', { name: 'Maker' })).toHaveAttribute('href', '/makerstudio/');
  });

  test('verified badges beside the creator name are labelled images', async () => {
    const creator = makeUser('500', { fullName: 'Maker', isVerifiedMerchant: true, verifiedIdentity: { verified: true } });
    await renderFooter(makePin('1', { nativeCreator: creator }));

    expect(screen.getByRole('img', { name: 'Verified merchant' }).tagName.toLowerCase()).toBe('svg');
    expect(screen.getByRole('img', { name: 'Verified creator' })).toBeInTheDocument();
  });

  describe('claimed domain (after the native creator, before the pinner)', () => {
    const claimer = (overrides: Partial<Pin['pinner']> = {}) =>
      makeUser('91', { fullName: 'Shop Owner', isPrimaryWebsiteVerified: true, websiteDomain: 'shop.example', ...overrides });
    const linked = { domain: 'shop.example', link: 'https://shop.example/lamp' };

    test("a pinner whose verified website is the pin's domain is credited as that domain", async () => {
      const { container } = await renderFooter(makePin('1', { ...linked, pinner: claimer() }));

      expect(container.querySelector('.attribution')).toHaveTextContent('shop.example');
      expect(screen.queryByRole('link', { name: 'Shop Owner' })).not.toBeInTheDocument();
    });

    test('an unverified website is not a claim: the pinner is credited', async () => {
      await renderFooter(makePin('1', { ...linked, pinner: claimer({ isPrimaryWebsiteVerified: false }) }));

      expect(screen.getByRole('link', { name: 'Shop Owner' })).toHaveAttribute('href', '/user91/');
    });

    test('a verified website on another domain is not a claim on this one', async () => {
      await renderFooter(makePin('1', { ...linked, pinner: claimer({ websiteDomain: 'other.example' }) }));

      expect(screen.getByRole('link', { name: 'Shop Owner' })).toBeInTheDocument();
    });

    test('the native creator still comes first', async () => {
      await renderFooter(makePin('1', { ...linked, pinner: claimer(), nativeCreator: makeUser('500', { fullName: 'Maker' }) }));

      expect(screen.getByRole('link', { name: 'Maker' })).toBeInTheDocument();
    });
  });

  test('no badge for a creator who holds none', async () => {
    await renderFooter(makePin('1', { nativeCreator: makeUser('500', { fullName: 'Maker' }) }));

    expect(screen.queryByRole('img', { name: /Verified/ })).not.toBeInTheDocument();
  });
});

describe('product and recipe facts', () => {
  test('a markdown shows the current price and the original struck through with its label', async () => {
    const { container } = await renderFooter(
      makePin('1', { richSummary: richSummary({ products: [product({ price: '$24.00', standardPrice: '$30.00' })] }) }),
    );

    expect(screen.getByText('$24.00')).toBeInTheDocument();
    const struck = container.querySelector('s');
    expect(struck).toHaveTextContent('Original price: $30.00');
    expect(within(struck as HTMLElement).getByText('Original price:', { exact: false })).toHaveClass('visually-hidden');
  });

  test('an unchanged original price is not struck through', async () => {
    const { container } = await renderFooter(
      makePin('1', { richSummary: richSummary({ products: [product({ price: '$24.00', standardPrice: '$24.00' })] }) }),
    );

    expect(screen.getByText('$24.00')).toBeInTheDocument();
    expect(container.querySelector('s')).toBeNull();
  });

  test('a price range shows min–max', async () => {
    await renderFooter(makePin('1', { richSummary: richSummary({ products: [product({ price: '$25', minPrice: '$20', maxPrice: '$40' })] }) }));

    expect(screen.getByText('$20–$40')).toBeInTheDocument();
    expect(screen.getByText('Price range:', { exact: false })).toHaveClass('visually-hidden');
  });

  test('a recipe shows its cook time and stars named by the rating, with the count', async () => {
    await renderFooter(
      makePin('1', {
        richSummary: richSummary({
          typeName: 'recipe',
          displayCookTime: 80,
          aggregateRating: { ratingValue: 9, bestRating: 10, reviewCount: 10, ratingCount: 1234 },
        }),
      }),
    );

    expect(screen.getByText('1 hr 20 min')).toBeInTheDocument();
    const stars = screen.getByRole('img', { name: '4.5 out of 5 stars' });
    expect(stars.querySelectorAll('svg')).toHaveLength(5);
    expect(screen.getByText(/1\.23k/)).toBeInTheDocument();
  });

  test('a recipe without a rating count draws no stars', async () => {
    await renderFooter(
      makePin('1', {
        richSummary: richSummary({ typeName: 'recipe', aggregateRating: { ratingValue: 4, bestRating: 5, reviewCount: 0, ratingCount: Number.NaN } }),
      }),
    );

    expect(screen.queryByRole('img', { name: /out of 5 stars/ })).not.toBeInTheDocument();
  });
});

describe('reactions and favorites', () => {
  const reactionCountsData = [
    { reactionType: 1, reactionCount: 1500 },
    { reactionType: 7, reactionCount: 20 },
    { reactionType: 13, reactionCount: 5 },
    { reactionType: 11, reactionCount: 3 },
  ];

  test('a video pin shows its top three reactions with short counts', async () => {
    await renderFooter(makePin('1', { videos: video, reactionCountsData }));

    const items = within(screen.getByRole('list', { name: 'Reactions' })).getAllByRole('listitem');
    expect(items).toHaveLength(3);
    expect(within(items[0]).getByRole('img', { name: 'Love' })).toBeInTheDocument();
    expect(items[0]).toHaveTextContent('1.5k');
    expect(within(items[2]).getByRole('img', { name: 'Thanks' })).toBeInTheDocument();
  });

  test('a promoted video pin hides reactions', async () => {
    await renderFooter(makePin('1', { videos: video, reactionCountsData, isPromoted: true, promoter: makeUser('300') }));

    expect(screen.queryByRole('list', { name: 'Reactions' })).not.toBeInTheDocument();
  });

  test('on an image-only grid, a sponsored video (which keeps its footer) shows no reactions', async () => {
    const sponsorship = { status: 1, creator: null, sponsor: makeUser('400', { fullName: 'Brand Co' }) };
    const pin = makePin('1', { videos: video, reactionCountsData, sponsorship });
    const { unmount } = await renderFooter(pin, { imageOnlyGrid: false });
    expect(screen.getByRole('list', { name: 'Reactions' })).toBeInTheDocument();
    unmount();

    await renderFooter(pin, { imageOnlyGrid: true });
    expect(screen.getByText(/Paid partnership with/)).toBeInTheDocument();
    expect(screen.queryByRole('list', { name: 'Reactions' })).not.toBeInTheDocument();
  });

  test('on a group board ten favorites read 9+', async () => {
    await renderFooter(makePin('1', { board: groupBoard, favoriteUserCount: 10 }));

    expect(screen.getByText('9+')).toBeInTheDocument();
    expect(screen.getByText('favorites', { exact: false })).toHaveClass('visually-hidden');
  });

  test('zero favorites show no count', async () => {
    const { container } = await renderFooter(makePin('1', { board: groupBoard, favoriteUserCount: 0 }));

    expect(container.querySelector('.pin-footer__favorites')).toBeNull();
  });

  test('favorites are not shown on a board nobody shares', async () => {
    const { container } = await renderFooter(makePin('1', { favoriteUserCount: 10 }));

    expect(container.querySelector('.pin-footer__favorites')).toBeNull();
  });
});

describe('pin note ("used only on board grids")', () => {
  test('on a board grid the trimmed note shows under the description, named for screen readers', async () => {
    const { container } = await renderFooter(makePin('1', { pinNote: '  Try with  oat milk ' }), { surface: 'BaseBoardPinGrid' });

    expect(container.querySelector('.pin-footer__note')).toHaveTextContent("Pinner's note: Try with oat milk");
    expect(screen.getByText("Pinner's note:", { exact: false })).toHaveClass('visually-hidden');
  });

  test.each<GridSurface>(['AuthHomefeed', 'SearchItem', 'UserProfilePinGrid'])('on %s the note is not shown', async (surface) => {
    const { container } = await renderFooter(makePin('1', { pinNote: 'Try with oat milk' }), { surface });

    expect(container.querySelector('.pin-footer__note')).toBeNull();
    expect(screen.queryByText(/oat milk/)).not.toBeInTheDocument();
  });

  test('an empty note draws nothing on a board grid', async () => {
    const { container } = await renderFooter(makePin('1', { pinNote: '   ' }), { surface: 'BaseBoardPinGrid' });

    expect(container.querySelector('.pin-footer__note')).toBeNull();
  });
});

describe('source link', () => {
  const linked = { domain: 'example.com', link: 'https://example.com/recipe' };

  test('on a board grid the source link is an icon named by the domain', async () => {
    await renderFooter(makePin('1', linked), { surface: 'BaseBoardPinGrid' });

    const link = screen.getByRole('link', { name: 'example.com' });
    expect(link).toHaveAttribute('href', 'https://example.com/recipe');
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAttribute('rel', 'nofollow noopener noreferrer');
    expect(link).not.toHaveTextContent('example.com');
  });

  test('elsewhere the source link shows the domain, cut to 27 characters', async () => {
    await renderFooter(makePin('1', { domain: 'a-very-long-domain-name-for-a-shop.example', link: 'https://x.example/' }));

    const link = screen.getByRole('link', { name: /^a-very-long/ });
    expect(link).toHaveTextContent('a-very-long-domain-name-for…');
    expect(link).not.toHaveAttribute('aria-label');
  });

  test('no source link without a link', async () => {
    await renderFooter(makePin('1', { domain: 'example.com' }));

    expect(screen.queryByRole('link', { name: /example\.com/ })).not.toBeInTheDocument();
  });
});
