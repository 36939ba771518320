import type { Page } from 'playwright-core';
import sharp from 'sharp';
import { OFFSITE } from '../../shared/constants';
import { createBoard, createResource } from './helpers/api';
import { seriousViolations } from './helpers/axe';
import { browserPerFile } from './helpers/chromium';
import { outsideSitePerFile } from './helpers/outsideSite';
import { baseUrl } from './helpers/page';
import { getResource, type ApiPin } from './helpers/pins';
import { signUp } from './helpers/session';

// bypassCSP: axe is injected as a script.
const session = browserPerFile({ bypassCSP: true, viewport: { width: 1280, height: 900 } });

interface Check {
  message: string | null;
  redirect_status: string;
  url: string | null;
}

const site = outsideSitePerFile('The shop');

async function check(page: Page, url: string, pinId: string): Promise<Check> {
  const query = new URLSearchParams({ url, pin_id: pinId, check_only: 'true', aux_data: JSON.stringify({ clickthrough_type: 'clickthrough' }) });
  const res = await page.request.get(`${baseUrl()}/v3/offsite/?${query.toString()}`);
  expect(res.status()).toBe(200);
  return (await res.json()).resource_response.data as Check;
}

/** A pin of a fresh account linking to `link`, made through PinResource create as the pin builder does. */
async function pinLinkingTo(page: Page, link: string): Promise<string> {
  await signUp(page.request, 'offsite');
  const board = await createBoard(page.request, 'Shops');
  const image = await sharp({ create: { width: 120, height: 160, channels: 3, background: '#c07030' } })
    .png()
    .toBuffer();
  const pin = await createResource<{ id: string }>(page.request, 'PinResource', {
    board_id: board.id,
    title: 'A find',
    link,
    image_base64: image.toString('base64'),
  });
  return pin.id;
}

describe('clicking out through /offsite/, in Chromium against the real server', () => {
  it("a seeded pin's check answers our signed address, which redirects to the pin's own link", async () => {
    const page = session.page;
    const feed = await getResource<ApiPin[]>(page, 'UserHomefeedResource', { page_size: 50 });
    const seeded = feed.data.find(
      (p) => p.link?.startsWith('https://') && !p.isPromoted && !p.link.includes('glowskin') && !p.link.includes('shelfie'),
    );
    expect(seeded).toBeDefined();
    const answer = await check(page, seeded!.link!, seeded!.id);
    expect(answer).toMatchObject({ redirect_status: 'allowed', message: null, url: expect.stringMatching(/^\/offsite\/\?token=/) });
    const res = await page.request.get(`${baseUrl()}${answer.url}`, { maxRedirects: 0 });
    expect(res.status()).toBe(302);
    expect(res.headers().location).toBe(new URL(seeded!.link!).href);
    expect(res.headers()['referrer-policy']).toBe('no-referrer');
  });

  it('following the address lands on the link, telling the site nothing of where the click came from', async () => {
    const page = session.page;
    const link = `${site.origin}/landing?from=pin`;
    const pinId = await pinLinkingTo(page, link);
    const answer = await check(page, link, pinId);
    expect(answer.redirect_status).toBe('allowed');

    // Sent from the pin's page, as the card's link will be.
    await page.goto(`${baseUrl()}${answer.url}`, { referer: `${baseUrl()}/pin/${pinId}/` });
    await page.getByRole('heading', { name: 'The shop' }).waitFor();
    expect(page.url()).toBe(link);
    const visit = site.visits.find((v) => v.path === '/landing?from=pin');
    expect(visit?.headers.referer).toBeUndefined();

    // A token changed on the way never leaves.
    const tampered = answer.url!.replace(/token=[^&]+/, 'token=1.AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA');
    const res = await page.goto(`${baseUrl()}${tampered}`);
    expect(res?.status()).toBe(400);
    await page.getByRole('heading', { level: 1, name: "This link doesn't work" }).waitFor();
    expect(page.url().startsWith(baseUrl())).toBe(true);
    expect(await seriousViolations(page)).toEqual([]);
  });

  it('a suspicious domain shows the warning page (host, Continue, Go back), accessible; a blocked one gets no address', async () => {
    const page = session.page;
    const suspicious = 'https://shop.glowskin.example/serum';
    const pinId = await pinLinkingTo(page, suspicious);
    const answer = await check(page, suspicious, pinId);
    expect(answer).toMatchObject({ redirect_status: 'suspicious', message: OFFSITE.messages.suspicious });

    const res = await page.goto(`${baseUrl()}${answer.url}`);
    expect(res?.status()).toBe(200);
    const main = page.getByRole('main');
    await main.getByRole('heading', { level: 1, name: 'Heads up!' }).waitFor();
    await main.getByText(OFFSITE.messages.suspicious).waitFor();
    expect(await main.locator('.host').textContent()).toBe('shop.glowskin.example');
    expect(await main.getByRole('link', { name: 'Continue to shop.glowskin.example' }).getAttribute('href')).toBe(suspicious);
    expect(await main.getByRole('link', { name: 'Go back' }).getAttribute('href')).toBe(`/pin/${pinId}/`);
    expect(await seriousViolations(page)).toEqual([]);

    const blocked = 'https://shelfie.example/shelf';
    const blockedPin = await pinLinkingTo(page, blocked);
    expect(await check(page, blocked, blockedPin)).toEqual({ redirect_status: 'blocked', message: OFFSITE.messages.blocked, url: null });
  });
});
