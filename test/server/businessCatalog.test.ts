import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import request from 'supertest';
import { anonCall, rr } from './helpers/api';
import { makeApp, signUpAll, type Browser } from './helpers/app';
import { factories } from './helpers/factories';
import { readAll } from './helpers/paging';

// A business's product catalogue (/business/catalogs/{id}/): BusinessCatalogResource get, for the account and the
// people who manage it (business access), and the page's answer from the server.

const HTML = '<!doctype html><html><head><title>Pinboard</title></head><body><div id=root></div></body></html>';
const clientDir = mkdtempSync(path.join(os.tmpdir(), 'pinboard-catalog-'));
writeFileSync(path.join(clientDir, 'index.html'), HTML);
afterAll(() => rmSync(clientDir, { recursive: true, force: true }));

const { app, db, clock } = makeApp({ clientDir });
const f = factories(db);

/** A product's rich summary as the seed writes it (db/seed/pinKinds.ts). */
const productSummary = (name: string, price: string, labels: string[] = []) =>
  JSON.stringify({
    typeName: 'product',
    displayName: name,
    siteName: 'Shop',
    url: 'https://shop.example/p',
    displayCookTime: null,
    aggregateRating: null,
    products: [
      {
        id: `prod-${name}`,
        productId: '700001',
        name,
        itemId: 'item-1',
        brand: null,
        offerSummary: { price, minPrice: null, maxPrice: null, standardPrice: null },
        shippingInfo: null,
        variantSet: null,
        labelInfo: labels.length ? { labels } : null,
      },
    ],
  });

const world = (ids: Record<'shop' | 'helper' | 'stranger', number>) => {
  const board = f.board(ids.shop, 'Products');
  const secretBoard = f.board(ids.shop, 'Next season', { privacy: 'secret' });
  const products = ['Lamp', 'Vase', 'Rug', 'Mug'].map((name) =>
    f.pin(ids.shop, board, { title: name, rich_summary_json: productSummary(name, '$20.00') }),
  );
  const unreleased = f.pin(ids.shop, secretBoard, { title: 'Chair', rich_summary_json: productSummary('Chair', '$90.00', ['Only 3 left']) });
  const plain = f.pin(ids.shop, board, { title: 'Our studio' });
  // Someone else's product, saved by the shop: theirs, not the shop's.
  const other = f.pin(ids.stranger, f.board(ids.stranger, 'Stuff'), { rich_summary_json: productSummary('Kettle', '$35.00') });
  const saved = f.repin(other, ids.shop, board);
  db.prepare('INSERT INTO profile_managers (manager_id, profile_id, created_at) VALUES (?, ?, ?)').run(ids.helper, ids.shop, clock.now());
  return { ids, products, unreleased, plain, other, saved };
};
let W: ReturnType<typeof world>;
let shop: Browser;
let helper: Browser;
let stranger: Browser;
beforeAll(async () => {
  const { browsers, ids } = await signUpAll(app, ['shop', 'helper', 'stranger']);
  ({ shop, helper, stranger } = browsers);
  W = world(ids);
});

const ids = (res: request.Response) => (rr(res).data as { id: string }[]).map((p) => Number(p.id));

describe('BusinessCatalogResource get', () => {
  it('is 401 signed out', async () => {
    const res = await anonCall(app, 'businessCatalog', { user_id: W.ids.shop });
    expect(res.status).toBe(401);
  });

  it('is 403 for someone who neither is the account nor manages it', async () => {
    const res = await stranger.call('businessCatalog', { user_id: W.ids.shop });
    expect(res.status).toBe(403);
    expect(rr(res).data).toBeNull();
  });

  it('is 400 naming the field for a malformed user_id or bookmark, and 404 for an unknown account', async () => {
    for (const [options, field] of [
      [{ user_id: 'shop' }, 'user_id'],
      [{ user_id: W.ids.shop, bookmark: 'forged' }, 'bookmark'],
    ] as const) {
      const res = await shop.callUnchecked('businessCatalog', options);
      expect(res.status).toBe(400);
      expect(rr(res).error.fields).toHaveProperty(field);
    }
    expect((await shop.call('businessCatalog', { user_id: 999999 })).status).toBe(404);
  });

  it("pages the account's own products newest first to -end-: its secret board's too, never a plain pin or a save", async () => {
    const { items } = await readAll<{ id: string }>((bookmark) => shop.call('businessCatalog', { user_id: W.ids.shop, page_size: 2, bookmark }), 2);
    expect(items.map((p) => Number(p.id))).toEqual([W.unreleased, ...W.products].sort((a, b) => b - a));
  });

  it('answers the products in the pin shape, price and labels as the product card reads them', async () => {
    const [chair] = rr(await shop.call('businessCatalog', { user_id: W.ids.shop, page_size: 1 })).data;
    expect(chair.richSummary.products[0]).toMatchObject({ name: 'Chair', offerSummary: { price: '$90.00' }, labelInfo: { labels: ['Only 3 left'] } });
  });

  it('shows a manager what the account sees, until the access is taken back', async () => {
    expect(ids(await helper.call('businessCatalog', { user_id: W.ids.shop }))).toEqual([W.unreleased, ...W.products].sort((a, b) => b - a));
    db.prepare('DELETE FROM profile_managers WHERE manager_id = ? AND profile_id = ?').run(W.ids.helper, W.ids.shop);
    expect((await helper.call('businessCatalog', { user_id: W.ids.shop })).status).toBe(403);
  });
});

describe('the page, from the server', () => {
  it('is a private page: titled without the account, not to be indexed', async () => {
    const res = await request(app).get(`/business/catalogs/${W.ids.shop}/`);
    expect(res.status).toBe(200);
    expect(res.text).toContain('<title>Product catalogue · Pinboard</title>');
    expect(res.text).toContain('<meta name="robots" content="noindex">');
    expect(res.text).not.toMatch(/shop/i);
  });

  it('answers an unknown account with a 404', async () => {
    expect((await request(app).get('/business/catalogs/999999/')).status).toBe(404);
  });
});
