import type { APIRequestContext, Page } from 'playwright-core';
import { linkIn, startSmtpInbox, type SmtpInbox } from '../server/helpers/smtpInbox';
import { seriousViolations } from './helpers/axe';
import { browserPerFile } from './helpers/chromium';
import { freePort, startServer, type RunningServer } from './helpers/server';
import { signUp } from './helpers/session';

// This file's own server, whose mail goes to an SMTP server in this process, so the test reads what a person would
// receive. axe is injected as a script, which the product's CSP rightly refuses, so the contexts bypass it.
const session = browserPerFile({ bypassCSP: true, viewport: { width: 1280, height: 900 } });
let inbox: SmtpInbox;
let server: RunningServer;
const suiteBaseUrl = process.env.E2E_BASE_URL;

beforeAll(async () => {
  inbox = await startSmtpInbox();
  const port = await freePort();
  server = await startServer(undefined, {
    port,
    env: { SMTP_URL: inbox.url, PUBLIC_URL: `http://127.0.0.1:${port}`, MAIL_FROM: 'Pinboard <robot@pins.test>' },
  });
  // The helpers (signUp) talk to the server of E2E_BASE_URL: this file's, within this file.
  process.env.E2E_BASE_URL = server.url;
}, 300_000);

afterAll(async () => {
  process.env.E2E_BASE_URL = suiteBaseUrl;
  await server?.stop();
  await inbox?.close();
});

const NEW_PASSWORD = 'lighthouse keeper marmalade';

async function isSignedIn(request: APIRequestContext): Promise<boolean> {
  const res = await request.get(`${server.url}/resource/ViewerResource/get/?data=${encodeURIComponent('{"options":{}}')}`);
  return (await res.json()).resource_response.data.isAuth;
}

async function logInThroughThePage(page: Page, username: string, password: string) {
  await page.goto(`${server.url}/login`);
  await page.getByLabel('Email or username').fill(username);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('main').getByRole('button', { name: 'Log in' }).click();
  await page.getByRole('button', { name: 'Log out' }).waitFor();
}

it('resets a forgotten password from the link in the mail, and the old sessions and password stop working', async () => {
  const page = session.page;
  // The account, signed in on another device.
  const elsewhere = await session.browser.newContext();
  const account = await signUp(elsewhere.request, 'forgot');

  await page.goto(`${server.url}/password/reset/`);
  await page.getByLabel('Email or username').fill(`${account.username}@example.com`);
  await page.getByRole('button', { name: 'Send a reset link' }).click();
  await page.getByRole('heading', { level: 1, name: 'Check your email' }).waitFor();
  expect(await seriousViolations(page)).toEqual([]);

  const mail = await inbox.next();
  expect(mail.to).toMatchObject({ text: `${account.username}@example.com` });
  const link = linkIn(mail, `/pw/${account.username}/`);
  await page.goto(link.href);
  await page.getByRole('heading', { level: 1, name: `Choose a new password for ${account.username}` }).waitFor();
  // Each scheme from a fresh load: switching it on a drawn page audits colours halfway through their transitions.
  for (const colorScheme of ['light', 'dark'] as const) {
    await page.emulateMedia({ colorScheme });
    await page.reload();
    await page.getByLabel('New password').waitFor();
    expect({ colorScheme, violations: await seriousViolations(page) }).toEqual({ colorScheme, violations: [] });
  }
  await page.getByLabel('New password').fill(NEW_PASSWORD);
  await page.getByRole('button', { name: 'Change password' }).click();
  await page.getByRole('heading', { level: 1, name: 'Your password is changed' }).waitFor();
  expect(await isSignedIn(elsewhere.request)).toBe(false);

  // The link worked once.
  await page.goto(link.href);
  await page.getByRole('heading', { level: 1, name: 'This link no longer works' }).waitFor();

  const refused = await page.request.post(`${server.url}/resource/UserSessionResource/create/`, {
    headers: { 'x-csrftoken': (await page.context().cookies()).find((c) => c.name === 'csrftoken')?.value ?? '' },
    data: { options: { username_or_email: account.username, password: account.password } },
  });
  expect(refused.status()).toBe(401);
  await logInThroughThePage(page, account.username, NEW_PASSWORD);
  await elsewhere.close();
}, 120_000);

it('changes the password in settings, staying signed in, and logs in again with the new one', async () => {
  const page = session.page;
  const account = await signUp(page.request, 'changer');
  const other = await session.browser.newContext();
  await logInThroughThePage(await other.newPage(), account.username, account.password);

  await page.goto(`${server.url}/settings/password`);
  await page.getByLabel('Current password').fill(account.password);
  await page.getByLabel('New password').fill(NEW_PASSWORD);
  await page.getByRole('button', { name: 'Change password' }).click();
  await page.getByText('Your password is changed.').waitFor();
  expect(await isSignedIn(page.request)).toBe(true);
  expect(await isSignedIn(other.request)).toBe(false);

  await page.getByRole('button', { name: 'Log out' }).click();
  await page.getByRole('link', { name: 'Log in' }).first().waitFor();
  await logInThroughThePage(page, account.username, NEW_PASSWORD);
  await other.close();
}, 120_000);
