import { homeRouteBundle } from '../bench/bundleSize';
import { seriousViolations } from './helpers/axe';
import { onlyFilesOf } from './helpers/chunks';
import { browserPerFile } from './helpers/chromium';
import { baseUrl, firstPopularPin } from './helpers/page';
import { openCardBySearch } from './helpers/pins';
import { DEMO, logIn, signUp } from './helpers/session';

// axe is injected as a script, which the product's CSP refuses.
const session = browserPerFile({ viewport: { width: 1440, height: 1800 }, bypassCSP: true });

/** The chunks of card parts a signed-out visitor's first screen does not run (lazyCardControls, PinMedia, FeedbackOverlay, Save until a hover). */
const NOT_FOR_SIGNED_OUT = ['card-controls', 'pin-media', 'pin-menu', 'save-button'];

/** The JS budget as sent (brotli): the goal, 120 KB for a fresh signed-out visit, banners included. */
const JS_BUDGET_BYTES = 120 * 1024;

test('a fresh signed-out visit to home loads none of the signed-in or rare card parts, and is sent its JS in brotli, within budget', async () => {
  const bundle = await homeRouteBundle(baseUrl());
  // One script: each file is compressed alone, so every split costs the visit bytes (webpack.config.js).
  expect(bundle.assets.filter((asset) => asset.path.endsWith('.js')).map((asset) => asset.path)).toEqual([
    expect.stringMatching(/^\/assets\/main\./),
  ]);
  const signedInParts = onlyFilesOf(NOT_FOR_SIGNED_OUT);
  expect(signedInParts.length).toBeGreaterThanOrEqual(NOT_FOR_SIGNED_OUT.length);
  expect(bundle.assets.filter((asset) => signedInParts.includes(asset.path))).toEqual([]);
  expect(bundle.assets.filter((asset) => asset.encoding !== 'br')).toEqual([]);
  expect(bundle.js).toBeLessThanOrEqual(JS_BUDGET_BYTES);
});

/**
 * What only other pages call: their endpoints (the names RTK Query keeps as keys) and their routes. Each is injected
 * by a file only its page's chunk imports, and each contract's route is a module of its own.
 */
const OTHER_PAGES_CALLS = [
  'boardFeed',
  'userPins',
  'userPinFacets',
  'relatedPins',
  'searchPins',
  'searchPeople',
  'userGet',
  'userSettingsUpdate',
  '/resource/BoardFeedResource/',
  '/resource/UserPinsResource/',
  '/resource/RelatedPinFeedResource/',
  '/resource/BaseSearchResource/',
];

test("home's script defines none of the endpoints only other pages call, nor carries their routes", async () => {
  const html = await (await fetch(baseUrl())).text();
  const [main] = html.match(/\/assets\/main\.\w+\.js/) ?? [];
  const script = await (await fetch(`${baseUrl()}${main}`)).text();
  expect(OTHER_PAGES_CALLS.filter((call) => script.includes(call))).toEqual([]);
});

test('signed in, the card controls arrive in one chunk: Share and the menu show on hover, named, with no serious axe findings', async () => {
  const { page } = session;
  const controlChunks: string[] = [];
  const controlFiles = onlyFilesOf(['card-controls']);
  page.on('request', (request) => {
    if (controlFiles.includes(new URL(request.url()).pathname)) controlChunks.push(request.url());
  });
  await signUp(page.request, 'bundle', { experiences: 'fresh' });
  // On search, not home: a new account's home opens with the welcome modal over the grid.
  const card = await openCardBySearch(page, await firstPopularPin(page));

  await card.hover();
  await card.getByRole('button', { name: 'Share' }).waitFor();
  await card.getByRole('button', { name: 'More options' }).waitFor();
  expect(controlChunks).toHaveLength(1);
  expect(await seriousViolations(page, 'main article.pin-card')).toEqual([]);
});

test('a card that renders its actions row before the controls chunk arrives gets its controls, and no placeholder stays', async () => {
  const { page } = session;
  await logIn(page.request, DEMO.username, DEMO.password);
  // The demo's group board: every card has a Favorite control in its actions row.
  await page.goto(`${baseUrl()}/demo/family-dinner-ideas/`);
  const card = page.locator('main article.pin-card').first();
  await card.getByRole('button', { name: 'Favorite' }).waitFor();
  expect(await page.locator('main .pin-card__actions-pending').count()).toBe(0);
  expect(await seriousViolations(page, 'main article.pin-card')).toEqual([]);
});
