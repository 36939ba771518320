import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { readLocalSaves, readPendingSave } from '../../../../client/features/saves/signedOutStorage';
import { ShoppingIndicator } from '../../../../client/features/pinCard/ShoppingIndicator';
import { TIMINGS } from '../../../../shared/constants';
import type { Pin } from '../../../../shared/contracts/pin';
import { makeBoard, makeCarouselPin, makePin, makeUser, makeViewer } from '../../helpers/factories';
import { renderCard } from './renderCard';

const article = (container: HTMLElement) => container.querySelector('article')!;
const closeupLink = () => screen.getByRole('link', { name: 'Pin 1' });
const moreOptions = () => screen.queryByRole('button', { name: 'More options' });
const save = () => screen.queryByRole('button', { name: 'Save' });

const productPin = (overrides: Partial<Pin> = {}) =>
  makePin('1', {
    description: 'A sturdy mug',
    richSummary: {
      typeName: 'product',
      displayName: 'Mug',
      siteName: 'shop.example',
      url: 'https://shop.example/mug',
      displayCookTime: null,
      aggregateRating: null,
      products: [
        {
          id: 'p1',
          productId: 'p1',
          name: 'Mug',
          itemId: 'i1',
          brand: null,
          offerSummary: { price: '$24', minPrice: null, maxPrice: null, standardPrice: null },
          shippingInfo: null,
          variantSet: null,
          labelInfo: null,
        },
      ],
    },
    ...overrides,
  });

const carouselPin = () => makeCarouselPin('1', ['Slot A', 'Slot B', 'Slot C']);

/** A carousel card, once the carousel's own chunk is in (the still shows until then). */
async function renderCarouselCard() {
  await renderCard(carouselPin());
  await screen.findByRole('button', { name: 'View Next' });
}

const creatorPin = () =>
  makePin('1', { description: 'Soft light and books', nativeCreator: makeUser('500', { fullName: 'Maker Studio', username: 'MakerStudio' }) });

const DESKTOP = window.innerWidth;
const PHONE = 390;

beforeEach(() => jest.useFakeTimers());
afterEach(() => {
  window.innerWidth = DESKTOP;
  jest.useRealTimers();
  jest.restoreAllMocks();
});

describe('overflow menu (section 6: "shown unless promoted, own board, group board ...")', () => {
  test('on another person’s board it follows Save after the hover delay', async () => {
    const { user } = await renderCard(makePin('1'));
    await user.hover(closeupLink());
    act(() => jest.advanceTimersByTime(TIMINGS.overflowMenuDelay));
    expect(moreOptions()).toBeInTheDocument();
  });

  test('promoted: not the overflow menu but the ad menu, through the same button', async () => {
    const { user } = await renderCard(makePin('1', { isPromoted: true, promoter: makeUser('300') }));
    await user.hover(closeupLink());
    act(() => jest.advanceTimersByTime(TIMINGS.overflowMenuDelay));
    await user.click(moreOptions()!);
    const menu = await screen.findByRole('menu');
    expect(
      within(menu)
        .getAllByRole('menuitem')
        .map((item) => item.textContent),
    ).toEqual(['Hide ad', 'Report ad']);
  });

  test.each<[string, Partial<Pin>]>([
    ['own board', { board: makeBoard('81', '77') }],
    ['group board', { board: { ...makeBoard('81', '91'), collaboratorCount: 2 } }],
  ])('%s: Save, but never More options', async (_name, overrides) => {
    const { user } = await renderCard(makePin('1', overrides));
    await user.hover(closeupLink());
    act(() => jest.advanceTimersByTime(TIMINGS.overflowMenuDelay * 2));
    expect(save()).toBeInTheDocument();
    expect(moreOptions()).toBeNull();
  });

  test('on a creator grid it is hidden', async () => {
    const { user } = await renderCard(makePin('1'), { surface: 'CreatorProfileActivityPinGrid' });
    await user.hover(closeupLink());
    act(() => jest.advanceTimersByTime(TIMINGS.overflowMenuDelay * 2));
    expect(moreOptions()).toBeNull();
  });

  test('signed out there is no menu', async () => {
    const { user } = await renderCard(makePin('1'), { viewer: null });
    await user.hover(closeupLink());
    act(() => jest.advanceTimersByTime(TIMINGS.overflowMenuDelay * 2));
    expect(moreOptions()).toBeNull();
  });
});

describe('layouts', () => {
  test('signed-in desktop: the full footer with the description', async () => {
    const { container } = await renderCard(makePin('1', { description: 'All the words' }));
    expect(article(container)).toHaveAttribute('data-card-layout', 'signedInDesktop');
    expect(screen.getByText('All the words')).toBeInTheDocument();
    expect(article(container)).not.toHaveAttribute('itemscope');
  });

  test('signed-in product: price and merchant in the 90 px product block, no description', async () => {
    const { container } = await renderCard(productPin());
    expect(article(container)).toHaveAttribute('data-card-layout', 'signedInProduct');
    const footer = container.querySelector('.pin-footer')!;
    expect(footer).toHaveClass('pin-footer--product');
    expect(footer).toHaveStyle({ minHeight: '90px' });
    expect(within(footer as HTMLElement).getByText('$24')).toBeInTheDocument();
    expect(screen.queryByText('A sturdy mug')).toBeNull();
  });

  test('signed-in product without a title: the 68 px block', async () => {
    const { container } = await renderCard(productPin({ title: '', gridTitle: '' }));
    expect(container.querySelector('.pin-footer')).toHaveStyle({ minHeight: '68px' });
  });

  test('signed-in mobile (compact columns): no hover overlay, the menu button under the media without hovering', async () => {
    const { container, user } = await renderCard(makePin('1'), { width: 175, viewportWidth: PHONE });
    expect(article(container)).toHaveAttribute('data-card-layout', 'signedInMobile');
    expect(container.querySelector('.hover-overlay')).toBeNull();
    await user.hover(closeupLink());
    act(() => jest.advanceTimersByTime(TIMINGS.overflowMenuDelay));
    expect(save()).toBeNull();
    const actions = container.querySelector('.pin-card__actions') as HTMLElement;
    expect(within(actions).getByRole('button', { name: 'More options' })).toBeInTheDocument();
  });

  test('signed out: the simplified card (no description, no reactions) with schema.org microdata', async () => {
    const pin = makePin('1', {
      description: 'Soft light and books',
      videos: { id: 'v', entityId: 'v', duration: 1000, videoList: {} },
      reactionCountsData: [{ reactionType: 1, reactionCount: 4 }],
      nativeCreator: makeUser('500', { fullName: 'Maker Studio', username: 'MakerStudio' }),
    });
    const { container } = await renderCard(pin, { viewer: null });
    const card = article(container);
    expect(card).toHaveAttribute('data-card-layout', 'signedOutDesktop');
    expect(card).toHaveAttribute('itemscope');
    expect(card).toHaveAttribute('itemtype', 'https://schema.org/ImageObject');
    expect(card.querySelector('meta[itemprop="name"]')).toHaveAttribute('content', 'Pin 1');
    expect(card.querySelector('meta[itemprop="description"]')).toHaveAttribute('content', 'Soft light and books');
    expect(card.querySelector('link[itemprop="url"]')).toHaveAttribute('href', '/pin/1/');
    expect(card.querySelector('link[itemprop="contentUrl"]')).toHaveAttribute('href', pin.origImageUrl);
    const author = card.querySelector('[itemprop="author"]')!;
    expect(author).toHaveAttribute('itemtype', 'https://schema.org/Person');
    expect(author.querySelector('meta[itemprop="name"]')).toHaveAttribute('content', 'Maker Studio');
    expect(author.querySelector('link[itemprop="url"]')).toHaveAttribute('href', '/makerstudio/');
    expect(container.querySelector('.pin-footer__description')).toBeNull();
    expect(screen.queryByRole('list', { name: 'Reactions' })).toBeNull();
  });

  test('signed out on a phone: the compact signed-out card, no hover overlay', async () => {
    const { container } = await renderCard(makePin('1'), { viewer: null, width: 175, viewportWidth: PHONE });
    expect(article(container)).toHaveAttribute('data-card-layout', 'signedOutMobile');
    expect(container.querySelector('.hover-overlay')).toBeNull();
  });

  test('image-only grid: a new non-partner viewer sees the media alone; promoted pins keep their footer', async () => {
    const newViewer = makeViewer({ created_at: new Date(Date.now() - 3 * 24 * 60 * 60 * 1000).toISOString() });
    const { container, unmount } = await renderCard(makePin('1', { description: 'Words' }), { viewer: newViewer });
    expect(article(container)).toHaveAttribute('data-layout', 'image-only');
    expect(container.querySelector('.pin-footer')).toBeNull();
    unmount();

    const promoted = await renderCard(makePin('1', { isPromoted: true, promoter: makeUser('300', { fullName: 'Brand' }) }), { viewer: newViewer });
    expect(promoted.container.querySelector('.pin-footer')).not.toBeNull();
    expect(within(promoted.container).getByText('Promoted by')).toBeInTheDocument();
  });

  test('a partner is never image-only', async () => {
    const viewer = makeViewer({ isPartner: true, created_at: new Date(Date.now() - 24 * 60 * 60 * 1000).toISOString() });
    const { container } = await renderCard(makePin('1'), { viewer });
    expect(container.querySelector('.pin-footer')).not.toBeNull();
  });
});

describe('see-more drawer and sign-up interstitial (signed out)', () => {
  test('opening it shows the full-screen sign-up interstitial first; Not now opens the drawer', async () => {
    const { user } = await renderCard(makePin('1', { description: 'Soft light and books' }), { viewer: null });
    const toggle = screen.getByRole('button', { name: 'More information about Pin 1' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByTestId('see-more-content')).toBeNull();

    await user.click(toggle);
    const dialog = await screen.findByRole('dialog', { name: 'Sign up to see more' });
    expect(within(dialog).getByRole('link', { name: 'Sign up' })).toHaveAttribute('href', '/signup');
    expect(within(dialog).getByRole('link', { name: 'Log in' })).toHaveAttribute('href', '/login');
    expect(toggle).toHaveAttribute('aria-expanded', 'false');

    await user.click(within(dialog).getByRole('button', { name: 'Not now' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByTestId('see-more-content')).toBeVisible();
    expect(screen.getByTestId('see-more-content')).toHaveTextContent('Soft light and books');
  });

  test('a bot gets the drawer content in the page, hidden, without any click', async () => {
    jest.spyOn(navigator, 'userAgent', 'get').mockReturnValue('Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)');
    await renderCard(makePin('1', { description: 'Soft light and books' }), { viewer: null });
    const content = screen.getByTestId('see-more-content');
    expect(content).toHaveTextContent('Soft light and books');
    expect(content).not.toBeVisible();
  });

  test("'Saved to' links to the board's page", async () => {
    const { user } = await renderCard(makePin('1', { board: makeBoard('81', '91', { name: 'Blue rooms', url: '/user91/blue-rooms/' }) }), {
      viewer: null,
    });
    await user.click(screen.getByRole('button', { name: 'More information about Pin 1' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Not now' }));
    const content = screen.getByTestId('see-more-content');
    expect(content).toHaveTextContent('Saved to Blue rooms');
    expect(within(content).getByRole('link', { name: 'Blue rooms' })).toHaveAttribute('href', '/user91/blue-rooms/');
  });

  test("a protected board's name in the drawer is not a link", async () => {
    jest.spyOn(navigator, 'userAgent', 'get').mockReturnValue('Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)');
    await renderCard(makePin('1', { board: makeBoard('81', '91', { name: 'Members only', privacy: 'protected' }) }), { viewer: null });
    const content = screen.getByTestId('see-more-content');
    expect(content).toHaveTextContent('Saved to Members only');
    expect(within(content).queryByRole('link', { hidden: true })).toBeNull();
  });

  test('a person does not get it until they ask', async () => {
    await renderCard(makePin('1', { description: 'Soft light and books' }), { viewer: null });
    expect(screen.queryByTestId('see-more-content')).toBeNull();
  });

  test('signed in there is no drawer', async () => {
    await renderCard(makePin('1', { description: 'Soft light and books' }));
    expect(screen.queryByRole('button', { name: /More information/ })).toBeNull();
  });
});

describe('shopping indicator (on scroll for 1500 ms, throttled to 50 ms)', () => {
  const indicator = () => screen.queryByTestId('shopping-indicator');
  const scroll = () => fireEvent.scroll(window);

  test('a product card in a shopping country shows it over the media, animated, for 1500 ms after a scroll', async () => {
    const { container } = await renderCard(productPin());
    expect(indicator()).toBeNull();
    scroll();
    expect(indicator()).toHaveClass('shopping-indicator--overlay', 'shopping-indicator--animated');
    expect(container.querySelector('.pin-card__visual')!.contains(indicator())).toBe(true);
    act(() => jest.advanceTimersByTime(TIMINGS.shoppingIndicator - 1));
    expect(indicator()).not.toBeNull();
    act(() => jest.advanceTimersByTime(1));
    expect(indicator()).toBeNull();
  });

  test('scrolls within 50 ms of the last handled one are throttled; a later one extends the time', async () => {
    await renderCard(productPin());
    scroll();
    act(() => jest.advanceTimersByTime(TIMINGS.scrollThrottle - 1));
    scroll(); // throttled: does not restart the 1500 ms
    act(() => jest.advanceTimersByTime(TIMINGS.shoppingIndicator - TIMINGS.scrollThrottle + 1));
    expect(indicator()).toBeNull();

    scroll();
    act(() => jest.advanceTimersByTime(TIMINGS.scrollThrottle));
    scroll(); // handled: restarts
    act(() => jest.advanceTimersByTime(TIMINGS.shoppingIndicator - 1));
    expect(indicator()).not.toBeNull();
    act(() => jest.advanceTimersByTime(1));
    expect(indicator()).toBeNull();
  });

  test.each([
    ['outside the shopping countries', makeViewer({ country: 'JP' })],
    ['for a signed-out visitor (country unknown)', null],
  ])('not on the home feed %s', async (_name, viewer) => {
    await renderCard(productPin(), { viewer });
    scroll();
    expect(indicator()).toBeNull();
  });

  test('on a shopping grid outside the shopping countries it shows', async () => {
    await renderCard(productPin(), { viewer: makeViewer({ country: 'JP' }), surface: 'ShoppingGridSmall' });
    scroll();
    expect(indicator()).not.toBeNull();
  });

  test('never on a pin that is not a product', async () => {
    await renderCard(makePin('1'));
    scroll();
    expect(indicator()).toBeNull();
  });

  test('the footer placement: a still line, no animation', () => {
    render(<ShoppingIndicator placement="footer" animated={false} />);
    expect(indicator()).toBeNull();
    scroll();
    expect(indicator()).toHaveClass('shopping-indicator--footer');
    expect(indicator()).not.toHaveClass('shopping-indicator--animated');
    expect(indicator()).toHaveAttribute('aria-hidden', 'true');
    act(() => jest.advanceTimersByTime(TIMINGS.shoppingIndicator));
    expect(indicator()).toBeNull();
  });
});

describe('signed-out desktop context menu', () => {
  test('a right-click on a pin with a creator opens our menu: open pin, creator profile, copy link, log in to save', async () => {
    const { store } = await renderCard(creatorPin(), { viewer: null });
    const notPrevented = fireEvent.contextMenu(closeupLink(), { clientX: 40, clientY: 50 });
    expect(notPrevented).toBe(false);
    const menu = await screen.findByRole('menu');
    expect(
      within(menu)
        .getAllByRole('menuitem')
        .map((item) => item.textContent),
    ).toEqual(['Open Pin', 'View Maker Studio’s profile', 'Copy link', 'Log in to save']);
    fireEvent.click(within(menu).getByRole('menuitem', { name: 'Log in to save' }));
    expect(store.getState().loginPrompt).toMatchObject({ visible: true, trigger: 'save', next: '/pin/1/repin/' });
  });

  test("'Log in to save' saves as the card's Save does: kept locally and held to run after login", async () => {
    // Regression: it only opened the login modal, so nothing was saved after logging in.
    localStorage.clear();
    sessionStorage.clear();
    await renderCard(creatorPin(), { viewer: null });
    fireEvent.contextMenu(closeupLink(), { clientX: 40, clientY: 50 });
    fireEvent.click(within(await screen.findByRole('menu')).getByRole('menuitem', { name: 'Log in to save' }));
    await act(async () => {});
    expect(readLocalSaves()).toEqual([{ pin_id: '1' }]);
    expect(readPendingSave()).toEqual({ pinId: '1', hasSaved: false });
  });

  test('View profile goes to the lowercase profile path', async () => {
    await renderCard(creatorPin(), { viewer: null });
    fireEvent.contextMenu(closeupLink(), { clientX: 40, clientY: 50 });
    fireEvent.click(within(await screen.findByRole('menu')).getByRole('menuitem', { name: /profile/ }));
    expect(screen.getByTestId('location')).toHaveTextContent('/makerstudio/');
  });

  test.each([
    ['a pin without a creator', makePin('1'), null, DESKTOP],
    ['a signed-in viewer', creatorPin(), makeViewer(), DESKTOP],
    ['a phone', creatorPin(), null, PHONE],
  ])('not for %s: the browser keeps its own menu', async (_name, pin, viewer, viewportWidth) => {
    await renderCard(pin, { viewer, viewportWidth });
    expect(fireEvent.contextMenu(closeupLink())).toBe(true);
    act(() => jest.advanceTimersByTime(100));
    expect(screen.queryByRole('menu')).toBeNull();
  });
});

describe('touch gestures on the card', () => {
  const touch = (target: Element, from: { x: number; y: number }, to: { x: number; y: number }) => {
    fireEvent.touchStart(target, { touches: [{ clientX: from.x, clientY: from.y }] });
    return fireEvent.touchEnd(target, { changedTouches: [{ clientX: to.x, clientY: to.y }] });
  };
  const slide = () => screen.getAllByRole('img')[0].getAttribute('alt');

  // Regression: the closeup link lies over the media, so touches land on it; they used to never reach the carousel.
  test('a swipe on the closeup link pages the carousel, and does not become a click on the link', async () => {
    await renderCarouselCard();
    expect(slide()).toBe('Slot A');
    expect(touch(closeupLink(), { x: 200, y: 100 }, { x: 120, y: 104 })).toBe(false);
    expect(slide()).toBe('Slot B');
    touch(closeupLink(), { x: 120, y: 100 }, { x: 200, y: 100 });
    expect(slide()).toBe('Slot A');
  });

  test('a tap under 100 squared px and a vertical drag leave the carousel alone', async () => {
    await renderCarouselCard();
    expect(touch(closeupLink(), { x: 200, y: 100 }, { x: 193, y: 107 })).toBe(true); // 98 squared px
    touch(closeupLink(), { x: 200, y: 100 }, { x: 190, y: 180 });
    expect(slide()).toBe('Slot A');
  });

  test('a swipe past the last slot is left to the browser', async () => {
    await renderCarouselCard();
    expect(touch(closeupLink(), { x: 120, y: 100 }, { x: 200, y: 100 })).toBe(true);
    expect(slide()).toBe('Slot A');
  });

  describe('long press on related pins (mobile)', () => {
    const menuButton = () => screen.getByRole('button', { name: 'More options' });

    test('holding over 500 ms opens the pin menu, and the release opens nothing', async () => {
      await renderCard(makePin('1'), { width: 175, viewportWidth: PHONE, surface: 'RelatedPinGrid' });
      // Held before the press: once the menu's code is loaded (an earlier test opened it) the menu opens at once and,
      // being modal, hides the link from queries.
      const link = closeupLink();
      fireEvent.touchStart(link, { touches: [{ clientX: 50, clientY: 50 }] });
      act(() => jest.advanceTimersByTime(TIMINGS.longPress - 1));
      expect(menuButton()).toHaveAttribute('aria-expanded', 'false');
      act(() => jest.advanceTimersByTime(1));
      expect(fireEvent.touchEnd(link, { changedTouches: [{ clientX: 50, clientY: 50 }] })).toBe(false);
      expect(await screen.findByRole('menu')).toBeInTheDocument();
    });

    test('a short tap or a moving finger is no long press', async () => {
      await renderCard(makePin('1'), { width: 175, viewportWidth: PHONE, surface: 'RelatedPinGrid' });
      touch(closeupLink(), { x: 50, y: 50 }, { x: 50, y: 50 });
      act(() => jest.advanceTimersByTime(TIMINGS.longPress));
      fireEvent.touchStart(closeupLink(), { touches: [{ clientX: 50, clientY: 50 }] });
      fireEvent.touchMove(closeupLink(), { touches: [{ clientX: 50, clientY: 70 }] });
      act(() => jest.advanceTimersByTime(TIMINGS.longPress));
      expect(menuButton()).toHaveAttribute('aria-expanded', 'false');
    });

    test('only on related pins', async () => {
      await renderCard(makePin('1'), { width: 175, viewportWidth: PHONE, surface: 'AuthHomefeed' });
      fireEvent.touchStart(closeupLink(), { touches: [{ clientX: 50, clientY: 50 }] });
      act(() => jest.advanceTimersByTime(TIMINGS.longPress));
      expect(menuButton()).toHaveAttribute('aria-expanded', 'false');
    });
  });
});

describe('pin chips on hover', () => {
  test('the first three topic chips are search links, beside the closeup link', async () => {
    const pinTagsChips = ['Lamps', 'Reading nook', 'Cozy', 'Autumn'].map((name, i) => ({ id: `t${i}`, name }));
    await renderCard(makePin('1', { aggregatedPinData: { id: 'a1', aggregatedStats: { saves: 0 }, pinTagsChips } }));
    const chips = within(screen.getByRole('list', { name: 'Related topics' })).getAllByRole('link');
    expect(chips.map((chip) => chip.textContent)).toEqual(['Lamps', 'Reading nook', 'Cozy']);
    expect(chips[1]).toHaveAttribute('href', '/search/pins/?q=Reading%20nook');
    expect(closeupLink().contains(chips[0])).toBe(false);
  });

  test('no chips, no list', async () => {
    await renderCard(makePin('1'));
    expect(screen.queryByRole('list', { name: 'Related topics' })).toBeNull();
  });
});
