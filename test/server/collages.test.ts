import type { Pin } from '../../shared/contracts/pin';
import { anonCall, rr } from './helpers/api';
import { makeApp, signUpAll, type Browser } from './helpers/app';
import { factories } from './helpers/factories';

const { app, db } = makeApp();
const f = factories(db);

/** Boards and pins of owner and other, who sign up first. */
const world = (owner: number, other: number) => {
  const board = f.board(owner, 'Moodboards');
  const secret = f.board(owner, 'Hidden', { privacy: 'secret' });
  const otherBoard = f.board(other, 'Other things');
  const sources = ['Blue Vase', 'Linen Chair', 'Oak Table', 'Wool Rug'].map((title) => f.pin(owner, board, { title }));
  const hidden = f.pin(owner, secret, { title: 'Secret Lamp' });
  return { owner, other, board, secret, otherBoard, sources, hidden };
};
let W: ReturnType<typeof world>;

let owner: Browser;
let other: Browser;

beforeAll(async () => {
  const { browsers, ids } = await signUpAll(app, ['owner', 'other']);
  ({ owner, other } = browsers);
  W = world(ids.owner, ids.other);
});

async function getPin(id: number, as?: Browser): Promise<Pin> {
  const res = as ? await as.call('pinGet', { id }) : await anonCall(app, 'pinGet', { id });
  expect(res.status).toBe(200);
  return rr(res).data;
}

const titles = (p: Pin) => p.collageItems?.map((i) => i.title) ?? null;

describe('collage pins', () => {
  it('carry their sources in position order: id, title, closeup link and the small chip image only', async () => {
    const collage = f.pin(W.owner, W.board, { title: 'Living room collage' });
    f.collage(collage, [W.sources[2], W.sources[0], W.sources[1]]);
    const p = await getPin(collage);
    expect(titles(p)).toEqual(['Oak Table', 'Blue Vase', 'Linen Chair']);
    const [first] = p.collageItems!;
    expect(first).toMatchObject({ id: String(W.sources[2]), link: `/pin/oak-table--${W.sources[2]}/` });
    expect(Object.keys(first.images)).toEqual(['136x136']);
    expect(first.images['136x136'].url).toMatch(/^\/media\/images\/sig\d+\/136x136\.jpg$/);
  });

  it("a pin that is no collage has null; a saved copy of a collage shows its original's sources", async () => {
    expect((await getPin(W.sources[0])).collageItems).toBeNull();
    const collage = f.pin(W.owner, W.board, { title: 'Repinned collage' });
    f.collage(collage, [W.sources[0], W.sources[1], W.sources[3]]);
    const copy = f.repin(collage, W.other, W.otherBoard);
    expect(titles(await getPin(copy))).toEqual(['Blue Vase', 'Linen Chair', 'Wool Rug']);
  });

  it('leaves out a source on a secret board unless the viewer may see that board', async () => {
    const collage = f.pin(W.other, W.otherBoard, { title: 'Collage with a secret' });
    f.collage(collage, [W.sources[0], W.hidden, W.sources[1], W.sources[2]]);
    expect(titles(await getPin(collage))).toEqual(['Blue Vase', 'Linen Chair', 'Oak Table']);
    expect(titles(await getPin(collage, other))).toEqual(['Blue Vase', 'Linen Chair', 'Oak Table']);
    expect(titles(await getPin(collage, owner))).toEqual(['Blue Vase', 'Secret Lamp', 'Linen Chair', 'Oak Table']);
  });

  it('deleting a source drops just its item; deleting the collage drops them all', async () => {
    const gone = f.pin(W.owner, W.board, { title: 'Soon gone' });
    const collage = f.pin(W.owner, W.board, { title: 'Collage losing a source' });
    f.collage(collage, [gone, W.sources[3], W.sources[0]]);
    expect(titles(await getPin(collage))).toEqual(['Soon gone', 'Wool Rug', 'Blue Vase']);
    db.prepare('DELETE FROM pins WHERE id = ?').run(gone);
    expect(titles(await getPin(collage))).toEqual(['Wool Rug', 'Blue Vase']);
    db.prepare('DELETE FROM pins WHERE id = ?').run(collage);
    expect(db.prepare('SELECT COUNT(*) FROM collage_items WHERE collage_pin_id = ?').pluck().get(collage)).toBe(0);
  });

  it('refuses two items at one position of a collage', () => {
    const collage = f.pin(W.owner, W.board, { title: 'Collage with a clash' });
    f.collage(collage, [W.sources[0]]);
    expect(() => f.collage(collage, [W.sources[1]])).toThrow(/UNIQUE/);
  });
});
