import { rr } from './helpers/api';
import { makeApp } from './helpers/app';
import { boardCast, fieldsOf } from './helpers/boardCast';
import { factories } from './helpers/factories';

const { app, db } = makeApp();
const f = factories(db);
const cast = boardCast(app, db);
const { b, ids, sharedBoard } = cast;
const fields = fieldsOf;
const titles = (boardId: number) =>
  db.prepare('SELECT title FROM board_sections WHERE board_id = ? ORDER BY position, id').pluck().all(boardId) as string[];

describe('BoardSectionResource create', () => {
  it('answers 401, 400 (title), 404 (no board; secret to a stranger), 403 (stranger, collaborator without create_section)', async () => {
    const board = sharedBoard('Rooms');
    const secret = sharedBoard('Secret rooms', 'secret');
    expect((await cast.anon.call('sectionCreate', { board_id: board, title: 'Hall' })).status).toBe(401);
    for (const title of ['', 'x'.repeat(51)]) {
      const res = await b.owner.callUnchecked('sectionCreate', { board_id: board, title });
      expect([res.status, fields(res)]).toEqual([400, ['title']]);
    }
    expect((await b.owner.call('sectionCreate', { board_id: 999999, title: 'Hall' })).status).toBe(404);
    expect((await b.stranger.call('sectionCreate', { board_id: secret, title: 'Hall' })).status).toBe(404);
    expect((await b.stranger.call('sectionCreate', { board_id: board, title: 'Hall' })).status).toBe(403);
    expect((await b.saver.call('sectionCreate', { board_id: board, title: 'Hall' })).status).toBe(403);
    expect(titles(board)).toEqual([]);
  });

  it('adds sections at the end for the owner and an editor, and refuses a title the board has in any case (409 title)', async () => {
    const board = sharedBoard('Kitchen');
    const first = await b.owner.call('sectionCreate', { board_id: board, title: 'Tiles' });
    expect(first.status).toBe(201);
    expect(rr(first).data).toEqual({ id: expect.any(String), board_id: String(board), slug: 'tiles', title: 'Tiles', pinCount: 0 });
    expect((await b.editor.call('sectionCreate', { board_id: board, title: 'Lights' })).status).toBe(201);
    const clash = await b.owner.call('sectionCreate', { board_id: board, title: 'TILES' });
    expect([clash.status, fields(clash)]).toEqual([409, ['title']]);
    expect(titles(board)).toEqual(['Tiles', 'Lights']);
    // Titles with no letters or digits still get distinct slugs.
    const a = rr(await b.owner.call('sectionCreate', { board_id: board, title: '★' })).data;
    const c = rr(await b.owner.call('sectionCreate', { board_id: board, title: '☆' })).data;
    expect([a.slug, c.slug]).toEqual(['section', 'section-2']);
  });
});

describe('BoardSectionResource update (rename)', () => {
  it('answers 401, 400, 404, 403 before renaming; 409 on another section’s title', async () => {
    const board = sharedBoard('Trips');
    const secret = sharedBoard('Secret trips', 'secret');
    const section = f.section(board, 'Rome');
    f.section(board, 'Oslo');
    const hidden = f.section(secret, 'Hidden');
    expect((await cast.anon.call('sectionUpdate', { section_id: section, title: 'Roma' })).status).toBe(401);
    const bad = await b.owner.callUnchecked('sectionUpdate', { section_id: section, title: ' ' });
    expect([bad.status, fields(bad)]).toEqual([400, ['title']]);
    expect((await b.owner.call('sectionUpdate', { section_id: 999999, title: 'Roma' })).status).toBe(404);
    expect((await b.stranger.call('sectionUpdate', { section_id: hidden, title: 'Mine' })).status).toBe(404);
    expect((await b.stranger.call('sectionUpdate', { section_id: section, title: 'Roma' })).status).toBe(403);
    expect((await b.saver.call('sectionUpdate', { section_id: section, title: 'Roma' })).status).toBe(403);
    const clash = await b.owner.call('sectionUpdate', { section_id: section, title: 'oslo' });
    expect([clash.status, fields(clash)]).toEqual([409, ['title']]);
    expect(titles(board)).toEqual(['Rome', 'Oslo']);
  });

  it('renames for an editor, slug following the title; its own title in another case is no clash', async () => {
    const board = sharedBoard('Walks');
    const section = f.section(board, 'Coast');
    f.pin(ids.owner, board, { section_id: section });
    const res = await b.editor.call('sectionUpdate', { section_id: section, title: 'Coast Path' });
    expect(rr(res).data).toEqual({ id: String(section), board_id: String(board), slug: 'coast-path', title: 'Coast Path', pinCount: 1 });
    expect(rr(await b.owner.call('sectionUpdate', { section_id: section, title: 'COAST PATH' })).data.title).toBe('COAST PATH');
  });
});

describe('BoardSectionResource delete', () => {
  it('answers 401, 400, 404, 403 before deleting', async () => {
    const board = sharedBoard('Desk');
    const secret = sharedBoard('Secret desk', 'secret');
    const section = f.section(board, 'Lamps');
    const hidden = f.section(secret, 'Hidden');
    expect((await cast.anon.call('sectionDelete', { section_id: section })).status).toBe(401);
    const bad = await b.owner.callUnchecked('sectionDelete', { section_id: 'x' });
    expect([bad.status, fields(bad)]).toEqual([400, ['section_id']]);
    expect((await b.owner.call('sectionDelete', { section_id: 999999 })).status).toBe(404);
    expect((await b.stranger.call('sectionDelete', { section_id: hidden })).status).toBe(404);
    expect((await b.stranger.call('sectionDelete', { section_id: section })).status).toBe(403);
    expect((await b.saver.call('sectionDelete', { section_id: section })).status).toBe(403);
    expect(titles(board)).toEqual(['Lamps']);
  });

  it('moves its pins back to the board, for an editor', async () => {
    const board = sharedBoard('Shelves');
    const section = f.section(board, 'Books');
    const pins = [f.pin(ids.owner, board, { section_id: section }), f.pin(ids.owner, board, { section_id: section })];
    const res = await b.editor.call('sectionDelete', { section_id: section });
    expect(rr(res).data).toEqual({ id: String(section), board_id: String(board), moved_pin_count: 2 });
    expect(titles(board)).toEqual([]);
    const rows = db.prepare('SELECT board_id, section_id FROM pins WHERE id IN (?, ?)').all(...pins);
    expect(rows).toEqual([
      { board_id: board, section_id: null },
      { board_id: board, section_id: null },
    ]);
  });

  it('changes nothing when deleting the section row fails after its pins were moved', async () => {
    const board = f.board(ids.owner, 'Firm');
    const section = f.section(board, 'Stays');
    const pin = f.pin(ids.owner, board, { section_id: section });
    db.exec(`CREATE TEMP TRIGGER fail_section_delete BEFORE DELETE ON board_sections BEGIN SELECT RAISE(ABORT, 'forced failure'); END`);
    try {
      expect((await b.owner.call('sectionDelete', { section_id: section })).status).toBe(500);
    } finally {
      db.exec('DROP TRIGGER fail_section_delete');
    }
    expect(db.prepare('SELECT section_id FROM pins WHERE id = ?').pluck().get(pin)).toBe(section);
    expect(titles(board)).toEqual(['Stays']);
  });
});

describe('BoardSectionOrderResource update (reorder)', () => {
  it('answers 401, 404, 403, then 400 naming section_ids for any list that is not exactly the board’s sections', async () => {
    const board = sharedBoard('Order');
    const [one, two, three] = ['One', 'Two', 'Three'].map((t) => f.section(board, t));
    const foreign = f.section(f.board(ids.owner, 'Other'), 'Foreign');
    expect((await cast.anon.call('sectionsReorder', { board_id: board, section_ids: [three, two, one] })).status).toBe(401);
    expect((await b.owner.call('sectionsReorder', { board_id: 999999, section_ids: [] })).status).toBe(404);
    expect((await b.stranger.call('sectionsReorder', { board_id: board, section_ids: [three, two, one] })).status).toBe(403);
    expect((await b.saver.call('sectionsReorder', { board_id: board, section_ids: [three, two, one] })).status).toBe(403);
    for (const list of [[three, two], [three, two, one, one], [three, two, foreign], [three, two, one, foreign], []]) {
      const res = await b.owner.call('sectionsReorder', { board_id: board, section_ids: list });
      expect([res.status, fields(res)]).toEqual([400, ['section_ids']]);
    }
    expect(titles(board)).toEqual(['One', 'Two', 'Three']);
  });

  it('puts the sections in the order given, as the board then lists them', async () => {
    const board = sharedBoard('Sorted');
    const [one, two, three] = ['One', 'Two', 'Three'].map((t) => f.section(board, t));
    const res = await b.editor.call('sectionsReorder', { board_id: board, section_ids: [three, one, two] });
    expect(rr(res).data.map((s: { title: string }) => s.title)).toEqual(['Three', 'One', 'Two']);
    const listed = rr(await b.owner.call('boardGet', { board_id: board })).data.sections;
    expect(listed.map((s: { title: string }) => s.title)).toEqual(['Three', 'One', 'Two']);
    // A section added afterwards goes last.
    await b.owner.call('sectionCreate', { board_id: board, title: 'Four' });
    expect(titles(board)).toEqual(['Three', 'One', 'Two', 'Four']);
  });
});

describe("a secret board's sections", () => {
  it('are invisible to strangers and signed-out visitors, and listed for the owner and collaborators', async () => {
    const secret = sharedBoard('Private plans', 'secret');
    f.section(secret, 'Hidden part');
    expect((await b.stranger.call('boardGet', { board_id: secret })).status).toBe(404);
    expect((await cast.anon.call('boardGet', { board_id: secret })).status).toBe(404);
    for (const who of ['owner', 'editor', 'saver'] as const) {
      const res = await b[who].call('boardGet', { board_id: secret });
      expect(rr(res).data.sections.map((s: { title: string }) => s.title)).toEqual(['Hidden part']);
    }
    const listed = rr(await b.stranger.call('boardsGet', { username: 'owner' })).data.map((x: { id: string }) => x.id);
    expect(listed).not.toContain(String(secret));
  });
});
