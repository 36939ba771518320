import path from 'node:path';
import { buildSeedPlan } from '../../db/seed/plan';
import { OFFSITE } from '../../shared/constants';
import { linkHost, spamListDomain, spamVerdictOf } from '../../shared/domain/offsiteDomains';
import { loadConfig } from '../../server/config';
import { rr } from './helpers/api';
import { browser, makeApp } from './helpers/app';
import { factories } from './helpers/factories';

// The demo spam list (db/seed/spamDomains.ts): every verdict, in the stored form, and met by seeded public pins.
const plan = buildSeedPlan(Date.UTC(2026, 10, 1), path.join(loadConfig().rootDir, 'db', 'seed', 'assets', 'videos'));
const list = new Map(plan.spamDomains.map((d) => [d.domain, d.verdict]));
const publicBoards = new Set(plan.boards.filter((b) => b.privacy === 'public').map((b) => b.id));
const seededLink = (verdict: string) =>
  plan.pins.find((p) => p.origin_pin_id === null && p.link && publicBoards.has(p.board_id) && spamVerdictOf(p.link, list) === verdict)?.link;

describe('demo spam domains', () => {
  it('give every verdict, each domain as the admin command would store it', () => {
    expect(new Set(list.values())).toEqual(new Set(OFFSITE.verdicts));
    for (const domain of list.keys()) expect(spamListDomain(domain)).toBe(domain);
  });

  it('cover links of seeded public pins, so a newcomer meets the warning and the refusal', () => {
    expect(seededLink('suspicious')).toEqual(expect.stringMatching(/^https:\/\//));
    expect(seededLink('blocked')).toEqual(expect.stringMatching(/^https:\/\//));
  });

  it('are what the check answers from, once seeded', async () => {
    const { app, db } = makeApp();
    const insert = db.prepare('INSERT INTO spam_domains (domain, verdict, created_at) VALUES (@domain, @verdict, @created_at)');
    for (const row of plan.spamDomains) insert.run(row);
    const f = factories(db);
    const owner = f.user('owner');
    const link = seededLink('suspicious')!;
    const pin = f.pin(owner, f.board(owner, 'Beauty'), { link, domain: linkHost(link) });
    const res = await (await browser(app)).call('offsiteCheck', { url: link, pin_id: String(pin) });
    expect(rr(res).data).toMatchObject({ redirect_status: 'suspicious', message: OFFSITE.messages.suspicious });
  });
});
