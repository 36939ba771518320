import { rr } from './helpers/api';
import { makeApp } from './helpers/app';
import { boardCast, fieldsOf } from './helpers/boardCast';
import { factories } from './helpers/factories';

const { app, db } = makeApp();
const f = factories(db);
const cast = boardCast(app, db);
const { b, ids, sharedBoard } = cast;
const fields = fieldsOf;
const boardRow = (id: number) => db.prepare('SELECT name, description, privacy, archived, cover_pin_id FROM boards WHERE id = ?').get(id);
const count = (sql: string, ...args: unknown[]) =>
  db
    .prepare(sql)
    .pluck()
    .get(...args) as number;
/** Originals whose save_count differs from the saves of them that exist. */
const drift = () =>
  count(`SELECT count(*) FROM pins o WHERE o.origin_pin_id IS NULL AND o.save_count != (SELECT count(*) FROM pins s WHERE s.origin_pin_id = o.id)`);

describe('BoardResource update', () => {
  it('answers 401 signed out, 404 for a board that does not exist, 404 for a secret board to a stranger', async () => {
    const secret = sharedBoard('Hidden', 'secret');
    expect((await cast.anon.call('boardUpdate', { board_id: secret, name: 'X' })).status).toBe(401);
    expect((await b.owner.call('boardUpdate', { board_id: 999999, name: 'X' })).status).toBe(404);
    expect((await b.stranger.call('boardUpdate', { board_id: secret, name: 'X' })).status).toBe(404);
    expect(boardRow(secret)).toMatchObject({ name: 'Hidden' });
  });

  it('answers 403 to a stranger and to a collaborator without edit_board, and lets an editor edit', async () => {
    const board = sharedBoard('Shared');
    expect((await b.stranger.call('boardUpdate', { board_id: board, name: 'Mine' })).status).toBe(403);
    expect((await b.saver.call('boardUpdate', { board_id: board, name: 'Mine' })).status).toBe(403);
    const res = await b.editor.call('boardUpdate', { board_id: board, description: 'By the editor' });
    expect(res.status).toBe(200);
    expect(rr(res).data).toMatchObject({ name: 'Shared', description: 'By the editor' });
  });

  it('answers 400 naming each bad field: a name over 50 or blank, a description over 500, an unknown privacy', async () => {
    const board = f.board(ids.owner, 'Checked');
    const cases: [Record<string, unknown>, string][] = [
      [{ name: 'x'.repeat(51) }, 'name'],
      [{ name: '   ' }, 'name'],
      [{ description: 'x'.repeat(501) }, 'description'],
      [{ privacy: 'friends' }, 'privacy'],
      [{ archived: 'yes' }, 'archived'],
    ];
    for (const [options, field] of cases) {
      const res = await b.owner.callUnchecked('boardUpdate', { board_id: board, ...options });
      expect([res.status, fields(res)]).toEqual([400, [field]]);
    }
    expect(boardRow(board)).toMatchObject({ name: 'Checked', description: '', privacy: 'public', archived: 0 });
  });

  it('answers 400 naming cover_pin_id for a pin on another board', async () => {
    const board = f.board(ids.owner, 'Covered');
    const elsewhere = f.pin(ids.owner, f.board(ids.owner, 'Elsewhere'));
    const res = await b.owner.call('boardUpdate', { board_id: board, cover_pin_id: elsewhere });
    expect([res.status, fields(res)]).toEqual([400, ['cover_pin_id']]);
  });

  it("answers 409 naming name when another of the owner's boards has it in any case, and allows another owner's", async () => {
    f.board(ids.owner, 'Kitchen Ideas');
    const board = f.board(ids.owner, 'Garden');
    const res = await b.owner.call('boardUpdate', { board_id: board, name: 'KITCHEN ideas' });
    expect([res.status, fields(res)]).toEqual([409, ['name']]);
    expect(boardRow(board)).toMatchObject({ name: 'Garden' });
    const theirs = f.board(ids.stranger, 'Garden');
    expect((await b.stranger.call('boardUpdate', { board_id: theirs, name: 'Kitchen Ideas' })).status).toBe(200);
    // Renaming a board to its own name in another case is not a clash with itself.
    expect(rr(await b.owner.call('boardUpdate', { board_id: board, name: 'GARDEN' })).data.name).toBe('GARDEN');
  });

  it('changes only the fields sent: name, description, privacy, cover, archived; the url keeps its slug', async () => {
    const board = f.board(ids.owner, 'Before');
    const [older] = [f.pin(ids.owner, board), f.pin(ids.owner, board)];
    const before = rr(await b.owner.call('boardGet', { board_id: board })).data;
    const res = await b.owner.call('boardUpdate', {
      board_id: board,
      name: 'After',
      description: 'New words',
      privacy: 'protected',
      cover_pin_id: older,
      archived: true,
    });
    expect(res.status).toBe(200);
    expect(rr(res).data).toMatchObject({ name: 'After', description: 'New words', privacy: 'protected', archived: true, coverPinId: String(older) });
    expect(rr(res).data.url).toBe(before.url);
    expect(rr(res).data.coverImages).not.toEqual(before.coverImages);
    const cleared = await b.owner.call('boardUpdate', { board_id: board, cover_pin_id: null, archived: false });
    expect(rr(cleared).data).toMatchObject({ name: 'After', archived: false, coverPinId: null, coverImages: before.coverImages });
  });
});

describe('BoardResource create: one name per owner', () => {
  it('answers 409 naming name for a name the viewer already has in any case, and creates nothing', async () => {
    expect((await b.stranger.call('boardCreate', { name: 'Recipes' })).status).toBe(201);
    const again = await b.stranger.call('boardCreate', { name: 'rECIPES' });
    expect([again.status, fields(again)]).toEqual([409, ['name']]);
    expect(count(`SELECT count(*) FROM boards WHERE owner_id = ? AND lower(name) = 'recipes'`, ids.stranger)).toBe(1);
    // Another person may use the name.
    expect((await b.saver.call('boardCreate', { name: 'Recipes' })).status).toBe(201);
    // Case folds beyond ASCII, which SQLite's NOCASE would not.
    expect((await b.stranger.call('boardCreate', { name: 'Été' })).status).toBe(201);
    expect((await b.stranger.call('boardCreate', { name: 'ÉTÉ' })).status).toBe(409);
  });
});

describe('BoardResource delete', () => {
  it('answers 401, 404, 404 (secret to a stranger), 403 (stranger, collaborator without delete_board) before deleting', async () => {
    const board = sharedBoard('Doomed');
    const secret = sharedBoard('Doomed secret', 'secret');
    expect((await cast.anon.call('boardDelete', { board_id: board })).status).toBe(401);
    expect((await b.owner.call('boardDelete', { board_id: 999999 })).status).toBe(404);
    expect((await b.stranger.call('boardDelete', { board_id: secret })).status).toBe(404);
    expect((await b.stranger.call('boardDelete', { board_id: board })).status).toBe(403);
    expect((await b.saver.call('boardDelete', { board_id: board })).status).toBe(403);
    const bad = await b.owner.callUnchecked('boardDelete', { board_id: 'abc' });
    expect([bad.status, fields(bad)]).toEqual([400, ['board_id']]);
    expect(count('SELECT count(*) FROM boards WHERE id IN (?, ?)', board, secret)).toBe(2);
    expect((await b.editor.call('boardDelete', { board_id: secret })).status).toBe(200);
  });

  it('refuses the quick-saves board with 409 naming board_id', async () => {
    const quick = rr(await b.saver.call('boardCreate', { name: 'Profile', layout: 'quick_saves', return_existing: true })).data;
    const res = await b.saver.call('boardDelete', { board_id: quick.id });
    expect([res.status, fields(res)]).toEqual([409, ['board_id']]);
  });

  it('deletes the board, its sections, its pins and saves, keeping every original’s save count exact', async () => {
    const board = f.board(ids.owner, 'Going');
    const other = f.board(ids.editor, 'Staying');
    const elsewhere = f.pin(ids.editor, other);
    const mine = f.pin(ids.owner, board);
    const section = f.section(board, 'Part');
    f.repin(elsewhere, ids.owner, board); // a save on the board of a pin that stays
    f.repin(elsewhere, ids.stranger, f.board(ids.stranger, 'Keep')); // a save elsewhere of the same pin
    f.repin(mine, ids.editor, other); // a save elsewhere of a pin that goes
    db.prepare('UPDATE pins SET section_id = ? WHERE id = ?').run(section, mine);
    expect(count('SELECT save_count FROM pins WHERE id = ?', elsewhere)).toBe(2);

    const res = await b.owner.call('boardDelete', { board_id: board });
    expect(res.status).toBe(200);
    expect(rr(res).data).toEqual({ id: String(board), deleted_pin_count: 2 });
    expect(count('SELECT count(*) FROM boards WHERE id = ?', board)).toBe(0);
    expect(count('SELECT count(*) FROM board_sections WHERE board_id = ?', board)).toBe(0);
    expect(count('SELECT count(*) FROM pins WHERE board_id = ?', board)).toBe(0);
    expect(count('SELECT save_count FROM pins WHERE id = ?', elsewhere)).toBe(1);
    expect(drift()).toBe(0);
    expect((await b.owner.call('boardGet', { board_id: board })).status).toBe(404);
  });

  it('changes nothing when a step inside the transaction fails', async () => {
    const board = f.board(ids.owner, 'Sturdy');
    const other = f.board(ids.editor, 'Source');
    const original = f.pin(ids.editor, other);
    f.repin(original, ids.owner, board);
    f.section(board, 'Kept');
    const snapshot = () => ({
      boards: count('SELECT count(*) FROM boards WHERE id = ?', board),
      sections: count('SELECT count(*) FROM board_sections WHERE board_id = ?', board),
      pins: count('SELECT count(*) FROM pins WHERE board_id = ?', board),
      saves: count('SELECT save_count FROM pins WHERE id = ?', original),
    });
    const before = snapshot();
    // The board row goes last, after its saves were uncounted and its pins deleted: failing there must undo both.
    db.exec(`CREATE TEMP TRIGGER fail_board_delete BEFORE DELETE ON boards BEGIN SELECT RAISE(ABORT, 'forced failure'); END`);
    try {
      const res = await b.owner.call('boardDelete', { board_id: board });
      expect(res.status).toBe(500);
    } finally {
      db.exec('DROP TRIGGER fail_board_delete');
    }
    expect(snapshot()).toEqual(before);
    expect(before).toEqual({ boards: 1, sections: 1, pins: 1, saves: 1 });
    expect(drift()).toBe(0);
  });
});

describe('BoardsResource get and archived boards', () => {
  it('lists archived boards unless include_archived is false', async () => {
    const kept = f.board(ids.editor, 'Current');
    const archived = f.board(ids.editor, 'Old', { archived: 1 });
    const listed = async (include_archived: boolean) =>
      rr(await b.editor.call('boardsGet', { include_archived })).data.map((x: { id: string }) => x.id) as string[];
    expect(await listed(true)).toEqual(expect.arrayContaining([String(kept), String(archived)]));
    const without = await listed(false);
    expect(without).toContain(String(kept));
    expect(without).not.toContain(String(archived));
  });
});
