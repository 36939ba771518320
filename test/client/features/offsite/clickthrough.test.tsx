import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { CLICKTHROUGH } from '../../../../shared/constants';
import { allChoices, decidedState } from '../../../../shared/domain/cookieConsent';
import { consentSaved } from '../../helpers/consent';
import { makeCarouselPin } from '../../helpers/factories';
import { checked, clickOutOf, linked, SIGNED, types } from './clickthroughSetup';

beforeEach(() => jest.useFakeTimers());
afterEach(() => {
  jest.useRealTimers();
  jest.restoreAllMocks();
});

describe('clicking out of a card', () => {
  test('checks the tracked link over the link, opens a tab in the click and sends it to the signed /offsite/ address', async () => {
    const { api, popup, open, link, user, settle, logged } = await clickOutOf(linked('41', { trackedLink: 'https://shop.example/t?id=41' }));

    await user.click(link());
    expect(open).toHaveBeenCalledWith('', '_blank');
    expect(popup.opener).toBeNull();
    await settle();

    expect(checked(api)).toEqual([
      { url: 'https://shop.example/t?id=41', pin_id: '41', aux_data: { clickthrough_type: 'clickthrough', objectId: '41' } },
    ]);
    expect(popup.location.replace).toHaveBeenCalledWith(`http://localhost${SIGNED}`);
    expect(logged).toEqual([
      expect.objectContaining({
        event_type: CLICKTHROUGH.events.clickthrough,
        object_id_str: '41',
        aux_data: expect.objectContaining({ clickthrough_type: 'clickthrough' }),
      }),
    ]);
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/$/);
  });

  test('a promoted pin checks its ad destination, with the ad-click fixes', async () => {
    const pin = linked('42', {
      isPromoted: true,
      trackedLink: 'https://shop.example/t',
      adData: {
        adDestinationUrl: 'https://ad.DoubleClick.net/clk;1?epik=zz&u=2',
        advertiserId: null,
        campaignId: null,
        pinPromotionId: null,
        collectionGridClickType: null,
        isWeightLossAd: false,
      },
    });
    const { api, link, user, settle } = await clickOutOf(pin);

    await user.click(link());
    await settle();
    expect(checked(api)[0].url).toBe('https://ad.doubleclick.net/clk;1?u=2');
  });

  test('the link of the carousel slot on show overrides the pin link, and the slot goes with the check', async () => {
    const carousel = makeCarouselPin('43', ['One', 'Two']);
    const slots = carousel.carouselData!.carouselSlots.map((s, i) => ({ ...s, link: `https://shop.example/slot-${i}` }));
    const pin = {
      ...carousel,
      domain: 'shop.example',
      link: 'https://shop.example/lamp',
      carouselData: { ...carousel.carouselData!, carouselSlots: slots },
    };
    const { api, link, user, settle } = await clickOutOf(pin);

    await user.click(await screen.findByRole('button', { name: 'View Next' }));
    await user.click(link());
    await settle();
    expect(checked(api)[0]).toMatchObject({
      url: 'https://shop.example/slot-1',
      aux_data: { carousel_slot_index: 1 },
    });
  });

  test('a failed check falls back to the link itself, and logs no clickthrough', async () => {
    const { popup, link, user, settle, logged } = await clickOutOf(linked('44'), { fails: true });

    await user.click(link());
    await settle();
    expect(popup.location.replace).toHaveBeenCalledWith('https://shop.example/lamp');
    expect(types(logged)).not.toContain(CLICKTHROUGH.events.clickthrough);
  });

  test('without a tab of its own (a blocker stopped it), the address opens in a new one, cut off from us', async () => {
    const { open, link, user, settle } = await clickOutOf(linked('45'));
    open.mockReturnValue(null);

    await user.click(link());
    await settle();
    expect(open).toHaveBeenLastCalledWith(`http://localhost${SIGNED}`, '_blank', 'noopener,noreferrer');
  });
});

describe('the clickthrough and no-action events', () => {
  test('a check answered in under 500,000,000 ns logs the clickthrough; one answered later does not, though the tab goes on', async () => {
    const { popup, link, user, settle, logged } = await clickOutOf(linked('46'), { delayMs: 501 });

    await user.click(link());
    await settle(501);
    expect(popup.location.replace).toHaveBeenCalledWith(`http://localhost${SIGNED}`);
    expect(types(logged)).not.toContain(CLICKTHROUGH.events.clickthrough);
  });

  test('a check answered within the bound is counted', async () => {
    const { link, user, settle, logged } = await clickOutOf(linked('47'), { delayMs: 499 });

    await user.click(link());
    await settle(499);
    expect(types(logged)).toEqual([CLICKTHROUGH.events.clickthrough]);
  });

  test(`with nothing more done on the page for ${CLICKTHROUGH.noActionMs} ms, the no-action event is logged once`, async () => {
    const { link, user, settle, logged } = await clickOutOf(linked('48'));

    await user.click(link());
    await settle();
    await settle(CLICKTHROUGH.noActionMs - 1);
    expect(types(logged)).not.toContain(CLICKTHROUGH.events.noAction);
    await settle(1);
    expect(logged.filter((e) => e.event_type === CLICKTHROUGH.events.noAction)).toEqual([
      { event_type: CLICKTHROUGH.events.noAction, object_id_str: '48' },
    ]);
    await settle(CLICKTHROUGH.noActionMs * 2);
    expect(types(logged).filter((t) => t === CLICKTHROUGH.events.noAction)).toHaveLength(1);
  });

  test.each([
    ['the person comes back to the page', () => window.dispatchEvent(new FocusEvent('focus'))],
    ['the person clicks elsewhere on the page', () => fireEvent.pointerDown(document.body)],
    ['the person presses a key on the page', () => fireEvent.keyDown(document.body, { key: 'Tab' })],
  ])('no no-action event when %s before the wait ends', async (_case, act_) => {
    const { link, user, settle, logged } = await clickOutOf(linked('49'));

    await user.click(link());
    await settle(CLICKTHROUGH.noActionMs - 100);
    act_();
    await settle(CLICKTHROUGH.noActionMs);
    expect(types(logged)).not.toContain(CLICKTHROUGH.events.noAction);
  });
});

describe('links that do not go through the check', () => {
  test('an empty or # click-through link does not navigate and logs the empty-href event', async () => {
    const { api, open, link, settle, logged } = await clickOutOf(linked('50', { trackedLink: '#' }));

    const followed = fireEvent.click(link());
    await settle();
    expect(followed).toBe(false);
    expect(open).not.toHaveBeenCalled();
    expect(api.callsTo('offsiteCheck')).toHaveLength(0);
    expect(logged).toEqual([{ event_type: CLICKTHROUGH.events.emptyHref, object_id_str: '50' }]);
  });

  test('a meta or ctrl click on our own link is left to the browser', async () => {
    const { api, open, link, settle } = await clickOutOf(linked('51', { trackedLink: 'http://localhost/pin/7/' }));

    expect(fireEvent.click(link(), { metaKey: true })).toBe(true);
    expect(fireEvent.click(link(), { ctrlKey: true })).toBe(true);
    await settle();
    expect(open).not.toHaveBeenCalled();
    expect(api.callsTo('offsiteCheck')).toHaveLength(0);
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/$/);
  });

  test('a plain click on our own link stays in the app', async () => {
    const { api, open, link, settle } = await clickOutOf(linked('52', { trackedLink: 'http://localhost/pin/7/?from=x' }));

    expect(fireEvent.click(link())).toBe(false);
    await settle();
    expect(open).not.toHaveBeenCalled();
    expect(api.callsTo('offsiteCheck')).toHaveLength(0);
    expect(screen.getByTestId('location')).toHaveTextContent('/pin/7/?from=x');
  });

  test.each(['javascript:alert(1)', 'http://'])('a link neither offsite nor ours (%s) goes nowhere', async (trackedLink) => {
    const { api, open, link, settle } = await clickOutOf(linked('53', { trackedLink }));

    expect(fireEvent.click(link())).toBe(false);
    await settle();
    expect(open).not.toHaveBeenCalled();
    expect(api.callsTo('offsiteCheck')).toHaveLength(0);
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/$/);
  });
});

describe('middle-clicks', () => {
  /** The auxclick a middle button makes; answers whether the browser may still open the link itself (not prevented). */
  const auxClick = (link: HTMLElement, button = 1) => fireEvent(link, new MouseEvent('auxclick', { bubbles: true, cancelable: true, button }));

  test('on an offsite link: the browser does not open the href; the tab opened in the click goes to the checked, signed address', async () => {
    const { api, popup, open, link, settle } = await clickOutOf(linked('60'));

    expect(auxClick(link())).toBe(false);
    expect(open).toHaveBeenCalledWith('', '_blank');
    await settle();
    expect(checked(api)).toEqual([
      { url: 'https://shop.example/lamp', pin_id: '60', aux_data: { clickthrough_type: 'clickthrough', objectId: '60' } },
    ]);
    expect(popup.location.replace).toHaveBeenCalledWith(`http://localhost${SIGNED}`);
    expect(open).toHaveBeenCalledTimes(1);
  });

  test("on a blocked link: nothing is opened (the blank tab closes unsent) and 'Heads up!' shows", async () => {
    const { popup, open, link, settle } = await clickOutOf(linked('61'), { verdict: 'blocked' });

    expect(auxClick(link())).toBe(false);
    await settle();
    expect(await screen.findByRole('dialog', { name: 'Heads up!' })).toBeInTheDocument();
    expect(popup.close).toHaveBeenCalled();
    expect(popup.location.replace).not.toHaveBeenCalled();
    expect(open.mock.calls).toEqual([['', '_blank']]);
  });

  test('on our own link: left to the browser, unchecked', async () => {
    const { api, open, link, settle } = await clickOutOf(linked('62', { trackedLink: 'http://localhost/pin/7/' }));

    expect(auxClick(link())).toBe(true);
    await settle();
    expect(open).not.toHaveBeenCalled();
    expect(api.callsTo('offsiteCheck')).toHaveLength(0);
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/$/);
  });

  test("another button's auxclick (the right one's, with its menu) is left alone", async () => {
    const { api, open, link, settle } = await clickOutOf(linked('63'));

    expect(auxClick(link(), 2)).toBe(true);
    await settle();
    expect(open).not.toHaveBeenCalled();
    expect(api.callsTo('offsiteCheck')).toHaveLength(0);
  });
});

describe('right-clicks', () => {
  const hide = () => act(() => void document.dispatchEvent(new Event('visibilitychange')));

  test('a right-click on a pin link reports one click, once the window visibility changes', async () => {
    const { link, settle, logged } = await clickOutOf(linked('54'));

    fireEvent.contextMenu(link());
    fireEvent.contextMenu(link());
    await settle();
    expect(logged).toEqual([]);
    hide();
    hide();
    await settle();
    expect(logged).toEqual([{ event_type: CLICKTHROUGH.events.clickthrough, object_id_str: '54', aux_data: { clickthrough_type: 'rightClick' } }]);
  });

  test('a right-click on a media file logs its own event at once', async () => {
    const { link, settle, logged } = await clickOutOf(linked('55', { link: 'https://shop.example/lamp.JPG' }));

    fireEvent.contextMenu(link());
    await settle();
    expect(types(logged)).toEqual([CLICKTHROUGH.events.rightClickMedia]);
    hide();
    await settle();
    expect(types(logged)).toEqual([CLICKTHROUGH.events.rightClickMedia]);
  });
});

describe('consent', () => {
  test('without analytics consent the click still goes out, and nothing is logged', async () => {
    const { store, popup, link, user, settle, logged } = await clickOutOf(linked('56'));
    store.dispatch(consentSaved(decidedState(allChoices(false), 0)));

    await user.click(link());
    await settle(CLICKTHROUGH.noActionMs);
    await waitFor(() => expect(popup.location.replace).toHaveBeenCalled());
    expect(logged).toEqual([]);
  });
});
