import { EXPERIENCES } from '../../shared/constants';
import { allChoices } from '../../shared/domain/cookieConsent';
import { rr } from './helpers/api';
import { browser, makeApp, signUpAll, type Browser } from './helpers/app';

// The analytics endpoints are limited per visitor (the user, or the visitor cookie) and per client address, each
// endpoint on its own allowance; a refusal is a 429 envelope saying when to come back, in Retry-After too.

const WINDOW_MS = 60_000;
const PER_VISITOR = 3;
const PER_ADDRESS = 5;
const event = { event_type: 4503, object_id_str: '7' };

const limited = () => makeApp({ analyticsRateLimit: { windowMs: WINDOW_MS, perVisitor: PER_VISITOR, perAddress: PER_ADDRESS } });
const app = () => limited().app;
const send = (b: Browser) => b.call('analyticsEventsCreate', { events: [event] });
/** A signed-out visitor with a visitor cookie of their own (`cookie`: its value), who allowed analytics. */
async function visitorWith(made: ReturnType<typeof app>, cookie: string) {
  const b = await browser(made);
  b.agent.jar.setCookie(`${EXPERIENCES.visitorCookie}=${cookie}; Path=/`);
  await b.call('userSettingsUpdate', { ...allChoices(true), surface_tag: 'cookie_banner' });
  return b;
}

it('answers 429 past a visitor’s allowance, with Retry-After in the header and the envelope, and stores nothing for it', async () => {
  const { app: made, db } = limited();
  const { browsers } = await signUpAll(made, ['ann']);
  await browsers.ann.call('userSettingsUpdate', { ...allChoices(true), surface_tag: 'cookie_banner' });
  for (let i = 0; i < PER_VISITOR; i++) expect((await send(browsers.ann)).status).toBe(200);
  const refused = await send(browsers.ann);
  expect(refused.status).toBe(429);
  expect(db.prepare('SELECT count(*) FROM analytics_events').pluck().get()).toBe(PER_VISITOR);
  const { error } = rr(refused);
  expect(error).toMatchObject({ code: 'rate_limited', retry_after: expect.any(Number) });
  expect(error.retry_after).toBeGreaterThan(0);
  expect(error.retry_after).toBeLessThanOrEqual(WINDOW_MS / 1000);
  expect(refused.headers['retry-after']).toBe(String(error.retry_after));
  // The impressions have an allowance of their own (their body is refused for another reason: it is empty).
  expect((await browsers.ann.callUnchecked('analyticsImpressionsCreate', {})).status).toBe(400);
});

it('counts a signed-out visitor by their visitor cookie, and everyone behind one address together', async () => {
  const made = app();
  const [first, second] = [await visitorWith(made, 'a'.repeat(32)), await visitorWith(made, 'b'.repeat(32))];
  const statuses = async (b: Browser, n: number) => {
    const out: number[] = [];
    for (let i = 0; i < n; i++) out.push((await send(b)).status);
    return out;
  };
  // The first uses up their own allowance (the refused one counts against it only); the second has their own, until
  // the address's runs out.
  expect(await statuses(first, PER_VISITOR + 1)).toEqual([200, 200, 200, 429]);
  expect(await statuses(second, PER_VISITOR)).toEqual([200, 200, 429]);
});

it('lets a visitor send again once the window has passed', async () => {
  // Only the clock is faked: the requests still run on the real event loop.
  jest.useFakeTimers({
    doNotFake: [
      'nextTick',
      'setImmediate',
      'clearImmediate',
      'setTimeout',
      'clearTimeout',
      'setInterval',
      'clearInterval',
      'queueMicrotask',
      'hrtime',
      'performance',
    ],
  });
  try {
    const made = app();
    const { browsers } = await signUpAll(made, ['bob']);
    for (let i = 0; i < PER_VISITOR; i++) await send(browsers.bob);
    expect((await send(browsers.bob)).status).toBe(429);
    jest.setSystemTime(Date.now() + WINDOW_MS);
    expect((await send(browsers.bob)).status).toBe(200);
  } finally {
    jest.useRealTimers();
  }
});
