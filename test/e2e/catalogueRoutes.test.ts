import { browserPerFile } from './helpers/chromium';
import { accountId, interestWithVideos, MERCHANT } from './helpers/discovery';
import { baseUrl, pinLinks } from './helpers/page';
import { DEMO, logIn } from './helpers/session';

// The route table decides what each path is. The catalogue routes with three segments reach their own pages (they
// used to be 'Page not found'), an unknown path is a 404, and a signed-in visitor at /login goes home.
const session = browserPerFile();

describe('the catalogue routes, in Chromium against the real server', () => {
  it('/ideas/{interest}/{id}/: the topic, its pins, and Follow reached by the keyboard asks a signed-out visitor to log in', async () => {
    const { page } = session;
    const interest = await interestWithVideos(page);
    const res = await page.goto(`${baseUrl()}/ideas/${interest.urlName}/${interest.id}/`);
    expect(res?.status()).toBe(200);
    await page.getByRole('heading', { level: 1, name: interest.name }).waitFor();
    await pinLinks(page).nth(3).waitFor();
    expect(await page.title()).toBe(`${interest.name} · Pinboard`);

    const follow = page.getByRole('button', { name: 'Follow' });
    await follow.focus();
    await page.keyboard.press('Enter');
    await page.getByRole('dialog', { name: 'Log in to follow' }).waitFor();
  });

  it('/videos/{category}/{id}/: only the video pins of the topic', async () => {
    const { page } = session;
    const interest = await interestWithVideos(page);
    await page.goto(`${baseUrl()}/videos/${interest.urlName}/${interest.id}/`);
    await page.getByRole('heading', { level: 1, name: `${interest.name} videos` }).waitFor();
    await pinLinks(page).first().waitFor();
    // Every card's media is a video.
    const cards = page.locator('main article.pin-card');
    expect(await cards.count()).toBeGreaterThan(0);
    expect(await page.locator('main article.pin-card .pin-media[data-media="video"]').count()).toBe(await cards.count());
  });

  it('/today/article/{id}/: a Today article with its cover, words and pins', async () => {
    const { page } = session;
    const res = await page.goto(`${baseUrl()}/today/article/1/`);
    expect(res?.status()).toBe(200);
    const heading = page.getByRole('heading', { level: 1 });
    await heading.waitFor();
    expect(await heading.innerText()).toMatch(/^The best of /);
    expect(await page.locator('header.today-article img').evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
    await pinLinks(page).nth(5).waitFor();
    expect((await page.goto(`${baseUrl()}/today/article/999/`))?.status()).toBe(404);
    await page.getByRole('heading', { level: 1, name: 'Page not found' }).waitFor();
  });

  it("/business/catalogs/{id}/: the merchant's products with prices and availability; someone else is told it is not theirs", async () => {
    const { page } = session;
    const merchant = await accountId(page, MERCHANT.username);
    await logIn(page.request, MERCHANT.username, MERCHANT.password);
    await page.goto(`${baseUrl()}/business/catalogs/${merchant}/`);
    const table = page.getByRole('table', { name: 'Products, newest first' });
    await table.waitFor();
    const rows = table.getByRole('row');
    expect(await rows.count()).toBeGreaterThan(5);
    expect(await table.innerText()).toMatch(/\$\d+\.\d\d/);
    expect(await table.innerText()).toMatch(/In stock/);
    // A product name leads to its pin.
    await rows.nth(1).getByRole('link').click();
    await page.waitForURL(/\/pin\/\d+\/$/);

    await logIn(page.request, DEMO.username, DEMO.password);
    await page.goto(`${baseUrl()}/business/catalogs/${merchant}/`);
    await page.getByRole('heading', { level: 1, name: "This catalogue isn't yours" }).waitFor();
  });

  it('an unknown path or board is a 404 page; a signed-in visitor at /login goes home', async () => {
    const { page } = session;
    for (const path of ['/no/such/page/', '/demo/no-such-board/']) {
      expect((await page.goto(`${baseUrl()}${path}`))?.status()).toBe(404);
      await page.getByRole('heading', { level: 1, name: 'Page not found' }).waitFor();
      expect(await page.locator('meta[name="robots"]').getAttribute('content')).toBe('noindex');
    }
    await logIn(page.request, DEMO.username, DEMO.password);
    await page.goto(`${baseUrl()}/login`);
    await page.waitForURL(`${baseUrl()}/`);
  });
});
