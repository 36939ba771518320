import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import request from 'supertest';
import { EXPERIENCES } from '../../shared/constants';
import { rr } from './helpers/api';
import { browser, makeApp, signUpAll } from './helpers/app';
import { setCookie } from './helpers/cookies';
import { factories } from './helpers/factories';

const GOOGLEBOT = 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)';

const clientDir = mkdtempSync(path.join(os.tmpdir(), 'pinboard-visitor-'));
writeFileSync(
  path.join(clientDir, 'index.html'),
  '<!doctype html><html lang=en><head><title>Pinboard</title></head><body><div id=root></div></body></html>',
);
afterAll(() => rmSync(clientDir, { recursive: true, force: true }));

const { app, db } = makeApp({ clientDir });
const f = factories(db);

const banner = (placement_id: number, experience_id: number, priority: number) => ({
  placement_id,
  experience_id,
  type: 27,
  priority,
  display_data: { type: 'info-callout', message: `Banner ${experience_id}` },
  targeting: { auth: 'signed_out' as const },
});

beforeAll(async () => {
  const { browsers, ids } = await signUpAll(app, ['operator']);
  f.operator(ids.operator);
  for (const e of [banner(11, 1001, 10), banner(11, 1002, 9), banner(1000503, 1003, 1)]) {
    const res = await browsers.operator.call('experienceAdminCreate', e);
    if (res.status !== 201) throw new Error(JSON.stringify(res.body));
  }
});

describe('the signed-out visitor cookie comes with the page', () => {
  it('is minted on the first page, HttpOnly and SameSite=Lax, and not again once the browser has it', async () => {
    const visitor = await browser(app);
    const page = await visitor.agent.get('/');
    expect(page.status).toBe(200);
    expect(setCookie(page, EXPERIENCES.visitorCookie)).toMatch(/HttpOnly/i);
    expect(setCookie(page, EXPERIENCES.visitorCookie)).toMatch(/SameSite=Lax/i);
    expect(setCookie(await visitor.agent.get('/'), EXPERIENCES.visitorCookie)).toBeUndefined();
  });

  it('is not minted for bots, who get no experiences', async () => {
    const page = await request(app).get('/').set('User-Agent', GOOGLEBOT);
    expect(setCookie(page, EXPERIENCES.visitorCookie)).toBeUndefined();
  });

  // The bug: the home page's placements wrote at once, each minting its own id, so all but one write was lost.
  it("keeps every one of a page's simultaneous writes for the visitor", async () => {
    const visitor = await browser(app);
    await visitor.agent.get('/');
    const writes = await Promise.all([
      visitor.call('experienceCompleted', { placed_experience_id: '11:1001' }),
      visitor.call('experienceDismissed', { placed_experience_id: '1000503:1003' }),
    ]);
    for (const res of writes) expect(setCookie(res, EXPERIENCES.visitorCookie)).toBeUndefined();
    const served = rr(await visitor.call('experiencesGet', { placement_ids: [11, 1000503] })).data;
    expect(served['11']?.experience_id).toBe(1002);
    expect(served['1000503']).toBeNull();
  });
});
