import { rr } from './helpers/api';
import { browser, makeApp, signUpAll } from './helpers/app';
import { factories } from './helpers/factories';

const { app, db } = makeApp();
const f = factories(db);
const row = (id: number) => db.prepare('SELECT board_id, section_id, title, description, alt_text, link, domain FROM pins WHERE id = ?').get(id);

let people: Awaited<ReturnType<typeof signUpAll<'ann' | 'bob' | 'cat' | 'dan'>>>;
beforeAll(async () => {
  people = await signUpAll(app, ['ann', 'bob', 'cat', 'dan']);
});

describe('PinResource update', () => {
  it('401 signed out, 404 for a missing or unseen pin, 403 for someone who may not edit it', async () => {
    const board = f.board(people.ids.ann, 'Ann');
    const pin = String(f.pin(people.ids.ann, board));
    expect((await (await browser(app)).call('pinUpdate', { id: pin, title: 'x' })).status).toBe(401);
    const secret = f.pin(people.ids.ann, f.board(people.ids.ann, 'Secret', { privacy: 'secret' }));
    for (const id of ['999999', String(secret)]) expect((await people.browsers.bob.call('pinUpdate', { id, title: 'x' })).status).toBe(404);
    const before = row(Number(pin));
    expect((await people.browsers.bob.call('pinUpdate', { id: pin, title: 'x' })).status).toBe(403);
    expect(row(Number(pin))).toEqual(before);
  });

  it('lets the pinner edit title, description, link and alt text, leaving what is not sent', async () => {
    const board = f.board(people.ids.ann, 'Edits');
    const pin = f.pin(people.ids.ann, board, { description: 'old', alt_text: 'old alt' });
    const res = await people.browsers.ann.call('pinUpdate', { id: String(pin), title: 'New title', link: 'https://www.example.org/x' });
    expect(res.status).toBe(200);
    expect(rr(res).data).toMatchObject({
      title: 'New title',
      description: 'old',
      altText: 'old alt',
      link: 'https://www.example.org/x',
      domain: 'example.org',
    });
    const cleared = await people.browsers.ann.call('pinUpdate', { id: String(pin), link: null, alt_text: null, description: 'new' });
    expect(rr(cleared).data).toMatchObject({ title: 'New title', description: 'new', altText: null, link: null, domain: null });
  });

  it("lets a collaborator with 'edit' edit, not one without it", async () => {
    const board = f.board(people.ids.ann, 'Group');
    f.collaborator(board, people.ids.cat, ['save', 'edit']);
    f.collaborator(board, people.ids.dan, ['save']);
    const pin = String(f.pin(people.ids.ann, board));
    expect((await people.browsers.cat.call('pinUpdate', { id: pin, title: 'By cat' })).status).toBe(200);
    expect((await people.browsers.dan.call('pinUpdate', { id: pin, title: 'By dan' })).status).toBe(403);
    expect(row(Number(pin))).toMatchObject({ title: 'By cat' });
  });

  it('moves a pin to another board the viewer may save to (the old section left behind) and into a section of it', async () => {
    const from = f.board(people.ids.ann, 'From');
    const to = f.board(people.ids.ann, 'To');
    const oldSection = f.section(from, 'Old');
    const newSection = f.section(to, 'New');
    const pin = f.pin(people.ids.ann, from, { section_id: oldSection });
    const moved = await people.browsers.ann.call('pinUpdate', { id: String(pin), board_id: String(to) });
    expect(moved.status).toBe(200);
    expect(rr(moved).data).toMatchObject({ board: { id: String(to) }, sectionId: null });
    expect(row(pin)).toMatchObject({ board_id: to, section_id: null });
    const placed = await people.browsers.ann.call('pinUpdate', { id: String(pin), section: String(newSection) });
    expect([placed.status, rr(placed).data.sectionId]).toEqual([200, String(newSection)]);
    expect(row(pin)).toMatchObject({ board_id: to, section_id: newSection });
  });

  it("lets go of the old board's cover when the moved pin was it, as bulk move does (the board falls back to its newest pin)", async () => {
    const from = f.board(people.ids.ann, 'Covered');
    const to = f.board(people.ids.ann, 'Elsewhere');
    const [cover, other] = [f.pin(people.ids.ann, from), f.pin(people.ids.ann, from)];
    db.prepare('UPDATE boards SET cover_pin_id = ? WHERE id = ?').run(cover, from);
    expect((await people.browsers.ann.call('pinUpdate', { id: String(other), board_id: String(to) })).status).toBe(200);
    const coverOf = (board: number) => db.prepare('SELECT cover_pin_id FROM boards WHERE id = ?').pluck().get(board);
    // Another pin moving away leaves the cover alone.
    expect(coverOf(from)).toBe(cover);
    expect((await people.browsers.ann.call('pinUpdate', { id: String(cover), board_id: String(to) })).status).toBe(200);
    expect(coverOf(from)).toBeNull();
  });

  it('refuses a move to a board the viewer may not save to (403), a foreign section (400) and a bad link (400), changing nothing', async () => {
    const board = f.board(people.ids.ann, 'Stay');
    const pin = f.pin(people.ids.ann, board);
    const before = row(pin);
    const bobs = f.board(people.ids.bob, 'Bobs');
    expect((await people.browsers.ann.call('pinUpdate', { id: String(pin), board_id: String(bobs), title: 'moved?' })).status).toBe(403);
    const foreign = f.section(bobs, 'Theirs');
    const bad = await people.browsers.ann.call('pinUpdate', { id: String(pin), section: String(foreign) });
    expect([bad.status, Object.keys(rr(bad).error.fields)]).toEqual([400, ['section']]);
    const link = await people.browsers.ann.callUnchecked('pinUpdate', { id: String(pin), link: 'javascript:alert(1)' });
    expect([link.status, Object.keys(rr(link).error.fields)]).toEqual([400, ['link']]);
    expect(row(pin)).toEqual(before);
  });

  it('answers 409 naming board_id for a move onto a board where the pinner already saved the same original, changing nothing', async () => {
    const original = f.pin(people.ids.bob, f.board(people.ids.bob, 'Originals'));
    const from = f.board(people.ids.ann, 'Saved here');
    const to = f.board(people.ids.ann, 'And here');
    const save = f.repin(original, people.ids.ann, from);
    f.repin(original, people.ids.ann, to);
    const before = row(save);
    const res = await people.browsers.ann.call('pinUpdate', { id: String(save), board_id: String(to), title: 'moved?' });
    expect([res.status, rr(res).error.code, Object.keys(rr(res).error.fields ?? {})]).toEqual([409, 'conflict', ['board_id']]);
    expect(row(save)).toEqual(before);
  });
});
