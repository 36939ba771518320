import { allChoices, decidedState } from '../../../../shared/domain/cookieConsent';
import { makeStore } from '../../../../client/app/store';
import { registerAttribution, type AttributionPin } from '../../../../client/features/attribution/registerAttribution';
import { consentSaved } from '../../helpers/consent';
import { mockApi } from '../../helpers/mockApi';

const marketing = decidedState({ ...allChoices(false), allow_marketing_cookies: true }, 0);
const analyticsOnly = decidedState({ ...allChoices(true), allow_marketing_cookies: false }, 0);

let nextPin = 100;
/** A promoted pin; each test gets its own id, since a page registers a pin's event once. */
const promoted = (o: Partial<AttributionPin> = {}): AttributionPin => ({
  id: String(++nextPin),
  isPromoted: true,
  link: 'https://www.shop.example/',
  trackedLink: null,
  adData: {
    adDestinationUrl: 'https://Shop.Example/p/1?utm=x',
    advertiserId: 'ADV-1',
    campaignId: 'CMP-1',
    pinPromotionId: 'PP-1',
    collectionGridClickType: null,
    isWeightLossAd: false,
  },
  ...o,
});

function setup(consent: typeof marketing | null, status = 200) {
  const api = mockApi({
    attributionSource: () =>
      status === 200
        ? { data: { registered: true, reason: 'registered', expiry: 0, priority: 0 } }
        : { status, error: { code: 'not_found', message: 'no' } },
  });
  const store = makeStore();
  if (consent) store.dispatch(consentSaved(consent));
  const sent = () => api.callsTo('attributionSource').map((c) => Object.fromEntries(new URL(c.request.url).searchParams));
  return { store, sent, api };
}

describe('registerAttribution ("sent only ... with attribution reporting allowed": marketing consent; built for promoted pins)', () => {
  it.each<['click' | 'view', string, string]>([
    ['click', '604800', '2'],
    ['view', '86400', '1'],
  ])('registers a promoted pin’s %s with expiry %s and priority %s, its ad destination’s origin and our hostname', async (type, expiry, priority) => {
    const { store, sent, api } = setup(marketing);
    const pin = promoted();
    await expect(store.dispatch(registerAttribution(pin, type))).resolves.toBe(true);
    const [query] = sent();
    expect(query).toEqual({
      source_event_id: expect.stringMatching(/^\d{1,20}$/),
      destination: '["https://shop.example"]',
      source_event_type: type,
      expiry,
      priority,
      advertiser_id: 'ADV-1',
      campaign_id: 'CMP-1',
      hostname: window.location.hostname,
    });
    expect(api.callsTo('attributionSource')[0].request.credentials).toBe('same-origin');
  });

  it.each<[string, typeof marketing | null]>([
    ['undecided', null],
    ['allowing analytics but not marketing', analyticsOnly],
  ])('sends nothing for a visitor %s', async (_, consent) => {
    const { store, sent } = setup(consent);
    await expect(store.dispatch(registerAttribution(promoted(), 'click'))).resolves.toBe(false);
    expect(sent()).toHaveLength(0);
  });

  it.each<[string, Partial<AttributionPin>]>([
    ['a pin that is not promoted', { isPromoted: false }],
    ['a promoted pin without ad data', { adData: null }],
    ['a promoted pin without a campaign', { adData: { ...promoted().adData!, campaignId: null } }],
    ['a promoted pin whose links are not https', { adData: { ...promoted().adData!, adDestinationUrl: null }, link: 'http://shop.example/' }],
  ])('sends nothing for %s', async (_, o) => {
    const { store, sent } = setup(marketing);
    await expect(store.dispatch(registerAttribution(promoted(o), 'click'))).resolves.toBe(false);
    expect(sent()).toHaveLength(0);
  });

  it('falls back to the tracked link, then the link, for the destination', async () => {
    const { store, sent } = setup(marketing);
    const noAd = { ...promoted().adData!, adDestinationUrl: null };
    await store.dispatch(registerAttribution(promoted({ adData: noAd, trackedLink: 'https://track.shop.example/c?id=1' }), 'click'));
    await store.dispatch(registerAttribution(promoted({ adData: noAd }), 'click'));
    expect(sent().map((q) => q.destination)).toEqual(['["https://track.shop.example"]', '["https://www.shop.example"]']);
  });

  it('registers a pin’s click once a page, however often it is clicked, and its view separately', async () => {
    const { store, sent } = setup(marketing);
    const pin = promoted();
    await store.dispatch(registerAttribution(pin, 'click'));
    await expect(store.dispatch(registerAttribution(pin, 'click'))).resolves.toBe(false);
    await store.dispatch(registerAttribution(pin, 'view'));
    expect(sent().map((q) => q.source_event_type)).toEqual(['click', 'view']);
  });

  it('answers false, and throws nothing, when the server refuses', async () => {
    const { store } = setup(marketing, 404);
    await expect(store.dispatch(registerAttribution(promoted(), 'click'))).resolves.toBe(false);
  });
});
