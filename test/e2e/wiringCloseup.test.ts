import { OFFSITE } from '../../shared/constants';
import { createBoard, createImagePin } from './helpers/api';
import { seriousViolations } from './helpers/axe';
import { browserPerFile } from './helpers/chromium';
import { baseUrl } from './helpers/page';
import { signUp } from './helpers/session';

// bypassCSP: axe is injected as a script.
const session = browserPerFile({ bypassCSP: true, viewport: { width: 1280, height: 900 } });

describe("the closeup's source link goes out through the offsite check, in Chromium against the real server", () => {
  it("a pin linking to a blocked domain (seeded spam list) shows 'Heads up!' on its closeup; accessible; 'Okay' gives the focus back", async () => {
    const page = session.page;
    await signUp(page.request, 'wiring');
    const board = await createBoard(page.request, 'Deals');
    const pin = await createImagePin(page.request, board.id, '#70c030', { title: 'A deal', link: 'https://shelfie.example/deal' });

    await page.goto(`${baseUrl()}/pin/${pin.id}/`);
    const source = page.locator('a.closeup__domain');
    await source.waitFor();
    const opened = page.context().waitForEvent('page');
    await source.click();
    // The blank tab opened in the click is closed again on the verdict.
    const blank = await opened;
    if (!blank.isClosed()) await blank.waitForEvent('close');
    const dialog = page.getByRole('dialog', { name: 'Heads up!' });
    await dialog.getByText(OFFSITE.messages.blocked).waitFor();
    expect(await dialog.getByText('shelfie.example', { exact: true }).count()).toBe(1);
    expect(await seriousViolations(page)).toEqual([]);
    expect(page.context().pages()).toEqual([page]);

    await dialog.getByRole('button', { name: 'Okay' }).click();
    await dialog.waitFor({ state: 'detached' });
    expect(page.url()).toBe(`${baseUrl()}/pin/${pin.id}/`);
    expect(await source.evaluate((el) => el === document.activeElement)).toBe(true);
  });
});
