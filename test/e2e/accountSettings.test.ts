import type { Page } from 'playwright-core';
import sharp from 'sharp';
import { browserPerFile } from './helpers/chromium';
import { baseUrl } from './helpers/page';
import { signUp } from './helpers/session';

const session = browserPerFile({ viewport: { width: 1280, height: 900 } });
let page: Page;
beforeEach(() => {
  page = session.page;
});

describe('the account settings in a real browser against the real server', () => {
  it('a person edits their name and photo, and the header and profile show both', async () => {
    const { username } = await signUp(page.request, 'profile');
    await page.goto(`${baseUrl()}/settings/profile`);
    const photo = await sharp({ create: { width: 300, height: 300, channels: 3, background: '#c03070' } })
      .png()
      .toBuffer();
    await page.getByLabel('Change your photo').setInputFiles({ name: 'me.png', mimeType: 'image/png', buffer: photo });
    const header = page.getByRole('banner');
    await header.locator('img[src^="/media/images/"]').waitFor();
    await page.getByLabel('Full name').fill('Sam Porter');
    await page.getByRole('button', { name: 'Save' }).click();
    await header.getByRole('img', { name: 'Sam Porter' }).waitFor();

    await page.getByRole('link', { name: 'See your profile' }).click();
    await page.getByRole('heading', { level: 1, name: 'Sam Porter' }).waitFor();
    const avatar = page.locator('main img[src^="/media/images/"]').first();
    await avatar.waitFor();
    // The photo the page shows is a real file the server serves.
    const res = await page.request.get(baseUrl() + (await avatar.getAttribute('src')));
    expect([res.status(), res.headers()['content-type']]).toEqual([200, 'image/jpeg']);
    expect(page.url()).toBe(`${baseUrl()}/${username}/`);
  });

  it('a person deletes their account: signed out on home, told so, and their profile is not found', async () => {
    const { username, password } = await signUp(page.request, 'leaving');
    await page.goto(`${baseUrl()}/settings/account`);
    await page.getByLabel('Your password, to confirm').fill(password);
    await page.getByRole('button', { name: 'Delete account' }).click();
    await page.getByText('Your account has been deleted. Everything in it is gone.').waitFor();
    expect(new URL(page.url()).pathname).toBe('/');
    await page.getByRole('banner').getByRole('link', { name: 'Log in' }).waitFor();
    const viewer = await (await page.request.get(`${baseUrl()}/resource/ViewerResource/get/`)).json();
    expect(viewer.resource_response.data.isAuth).toBe(false);
    const profile = await page.goto(`${baseUrl()}/${username}/`);
    expect(profile?.status()).toBe(404);
  });
});
