import { BULK_EDIT } from '../../shared/constants';
import { rr } from './helpers/api';
import { makeApp } from './helpers/app';
import { boardCast, fieldsOf } from './helpers/boardCast';
import { factories } from './helpers/factories';

const { app, db } = makeApp();
const f = factories(db);
const cast = boardCast(app, db);
const { b, ids, sharedBoard } = cast;

/** Where each pin is, and every original's save count: what a refused or failed call must leave as it was. */
const state = () => db.prepare('SELECT id, board_id, section_id, save_count FROM pins ORDER BY id').all();
const pinsOn = (board: number) => db.prepare('SELECT id FROM pins WHERE board_id = ? ORDER BY id').pluck().all(board) as number[];
const sectionOf = (pin: number) => db.prepare('SELECT section_id FROM pins WHERE id = ?').pluck().get(pin) as number | null;
const saveCount = (pin: number) => db.prepare('SELECT save_count FROM pins WHERE id = ?').pluck().get(pin) as number;
const sectionCount = (board: number) => db.prepare('SELECT count(*) FROM board_sections WHERE board_id = ?').pluck().get(board) as number;
const boardPins = async (board: number) => rr(await b.owner.call('boardGet', { board_id: board })).data.pinCount;

/** A shared board with three of the owner's pins, and a second board of the owner's. */
function fixture(name: string) {
  const board = sharedBoard(name);
  const other = f.board(ids.owner, `${name} too`);
  const pins = [f.pin(ids.owner, board), f.pin(ids.owner, board), f.pin(ids.owner, board)];
  return { board, other, pins };
}

describe('BulkEditResource delete', () => {
  it('answers 401, 400 (pin_ids empty, too many, repeated, not on the board), 404, 403 and changes nothing', async () => {
    const { board, pins } = fixture('Delete refusals');
    const foreign = f.pin(ids.stranger, f.board(ids.stranger, 'Elsewhere'));
    const secret = sharedBoard('Delete secret', 'secret');
    const before = state();
    expect((await cast.anon.call('bulkDelete', { board_id: board, pin_ids: [pins[0]] })).status).toBe(401);
    const tooMany = Array.from({ length: BULK_EDIT.maxPins + 1 }, (_, i) => i + 1);
    for (const pin_ids of [[], tooMany, [pins[0], pins[0]]]) {
      const res = await b.owner.callUnchecked('bulkDelete', { board_id: board, pin_ids });
      expect([res.status, fieldsOf(res)]).toEqual([400, ['pin_ids']]);
    }
    const mixed = await b.owner.call('bulkDelete', { board_id: board, pin_ids: [pins[0], foreign] });
    expect([mixed.status, fieldsOf(mixed)]).toEqual([400, ['pin_ids']]);
    const unknown = await b.owner.call('bulkDelete', { board_id: 999999, pin_ids: [pins[0]] });
    expect([unknown.status, fieldsOf(unknown)]).toEqual([404, ['board_id']]);
    expect((await b.stranger.call('bulkDelete', { board_id: secret, pin_ids: [pins[0]] })).status).toBe(404);
    expect((await b.stranger.call('bulkDelete', { board_id: board, pin_ids: [pins[0]] })).status).toBe(403);
    expect((await b.saver.call('bulkDelete', { board_id: board, pin_ids: [pins[0]] })).status).toBe(403);
    const other = await b.editor.call('bulkDelete', { board_id: board, pin_ids: [pins[0]], orbac_subject_id: ids.owner });
    expect([other.status, fieldsOf(other)]).toEqual([403, ['orbac_subject_id']]);
    expect(state()).toEqual(before);
  });

  it('deletes for an editor, and for a saver only their own pins; originals lose exactly the deleted saves', async () => {
    const { board, pins } = fixture('Delete happy');
    const original = f.pin(ids.stranger, f.board(ids.stranger, 'Originals'));
    const saves = [f.repin(original, ids.owner, board), f.repin(original, ids.saver, f.board(ids.saver, 'Mine'))];
    const saverPin = f.pin(ids.saver, board);
    expect(saveCount(original)).toBe(2);
    const res = await b.editor.call('bulkDelete', { board_id: board, pin_ids: [pins[0], saves[0]] });
    expect(res.status).toBe(200);
    expect(rr(res).data).toMatchObject({ count: 2, board: { id: String(board) }, section: null });
    expect(saveCount(original)).toBe(1);
    expect((await b.saver.call('bulkDelete', { board_id: board, pin_ids: [saverPin, pins[1]] })).status).toBe(403);
    expect((await b.saver.call('bulkDelete', { board_id: board, pin_ids: [saverPin] })).status).toBe(200);
    expect(pinsOn(board)).toEqual([pins[1], pins[2]]);
    expect(await boardPins(board)).toBe(2);
  });

  it('keeps a section selection to that section (400 naming section_id for another board’s section)', async () => {
    const { board, other, pins } = fixture('Delete sections');
    const section = f.section(board, 'Only');
    db.prepare('UPDATE pins SET section_id = ? WHERE id = ?').run(section, pins[0]);
    const outside = await b.owner.call('bulkDelete', { board_id: board, section_id: section, pin_ids: [pins[1]] });
    expect([outside.status, fieldsOf(outside)]).toEqual([400, ['pin_ids']]);
    const foreignSection = await b.owner.call('bulkDelete', { board_id: board, section_id: f.section(other, 'Theirs'), pin_ids: [pins[0]] });
    expect([foreignSection.status, fieldsOf(foreignSection)]).toEqual([400, ['section_id']]);
    expect(rr(await b.owner.call('bulkDelete', { board_id: board, section_id: section, pin_ids: [pins[0]] })).data.count).toBe(1);
    expect(pinsOn(board)).toEqual([pins[1], pins[2]]);
  });
});

describe('BulkEditMoveResource update', () => {
  it('answers 401, 400, 404 (to_board_id), 403 (no move; no save on the target), 409 (already saved there) and changes nothing', async () => {
    const { board, other, pins } = fixture('Move refusals');
    const original = f.pin(ids.stranger, f.board(ids.stranger, 'Move originals'));
    const save = f.repin(original, ids.owner, board);
    f.repin(original, ids.owner, other);
    const strangers = f.board(ids.stranger, 'Not yours');
    const before = state();
    const move = { board_id: board, pin_ids: [pins[0]], to_board_id: other };
    expect((await cast.anon.call('bulkMove', move)).status).toBe(401);
    const noTarget = await b.owner.callUnchecked('bulkMove', { board_id: board, pin_ids: [pins[0]] });
    expect([noTarget.status, fieldsOf(noTarget)]).toEqual([400, ['to_board_id']]);
    const badSection = await b.owner.call('bulkMove', { ...move, to_section_id: f.section(board, 'Wrong board') });
    expect([badSection.status, fieldsOf(badSection)]).toEqual([400, ['to_section_id']]);
    const unknown = await b.owner.call('bulkMove', { ...move, to_board_id: 999999 });
    expect([unknown.status, fieldsOf(unknown)]).toEqual([404, ['to_board_id']]);
    expect((await b.saver.call('bulkMove', move)).status).toBe(403);
    // The right is asked before the pins, so a refused caller learns nothing about which ids are on the board.
    expect((await b.stranger.call('bulkMove', { ...move, pin_ids: [999999] })).status).toBe(403);
    expect((await b.owner.call('bulkMove', { ...move, to_board_id: strangers })).status).toBe(403);
    const clash = await b.owner.call('bulkMove', { ...move, pin_ids: [pins[0], save] });
    expect([clash.status, fieldsOf(clash)]).toEqual([409, ['pin_ids']]);
    expect(state()).toEqual(before);
  });

  it('moves to another board and section, or into a section of the same board; counts stay exact', async () => {
    const { board, other, pins } = fixture('Move happy');
    const original = f.pin(ids.stranger, f.board(ids.stranger, 'Move source'));
    const save = f.repin(original, ids.owner, board);
    const target = f.section(other, 'Landing');
    db.prepare('UPDATE boards SET cover_pin_id = ? WHERE id = ?').run(pins[0], board);
    const res = await b.owner.call('bulkMove', { board_id: board, pin_ids: [pins[0], save], to_board_id: other, to_section_id: target });
    expect(res.status).toBe(200);
    expect(rr(res).data).toMatchObject({
      count: 2,
      board: { id: String(other), name: 'Move happy too' },
      section: { id: String(target), title: 'Landing' },
    });
    expect(pinsOn(board)).toEqual([pins[1], pins[2]]);
    expect(pinsOn(other)).toEqual([pins[0], save]);
    expect([sectionOf(pins[0]), sectionOf(save), saveCount(original)]).toEqual([target, target, 1]);
    expect([await boardPins(board), await boardPins(other)]).toEqual([2, 2]);
    expect(db.prepare('SELECT cover_pin_id FROM boards WHERE id = ?').pluck().get(board)).toBeNull();
    const here = f.section(board, 'Here');
    // Within one board the editor's move right is enough.
    expect(rr(await b.editor.call('bulkMove', { board_id: board, pin_ids: [pins[1]], to_board_id: board, to_section_id: here })).data.count).toBe(1);
    expect([sectionOf(pins[1]), sectionOf(pins[2])]).toEqual([here, null]);
  });
});

describe('BulkEditCopyResource create', () => {
  it('answers 401, 400, 404, 403 (no save on the target) and changes nothing', async () => {
    const { board, other, pins } = fixture('Copy refusals');
    const secret = sharedBoard('Copy secret', 'secret');
    const before = state();
    const copy = { board_id: board, pin_ids: [pins[0]], to_board_id: other };
    expect((await cast.anon.call('bulkCopy', copy)).status).toBe(401);
    const bad = await b.owner.callUnchecked('bulkCopy', { ...copy, pin_ids: ['x'] });
    expect([bad.status, fieldsOf(bad)]).toEqual([400, ['pin_ids.0']]);
    expect((await b.stranger.call('bulkCopy', { ...copy, board_id: secret })).status).toBe(404);
    expect((await b.stranger.call('bulkCopy', copy)).status).toBe(403);
    expect(state()).toEqual(before);
  });

  it('saves copies of the originals to the target: save counts grow by the copies made, repeats are already_saved', async () => {
    const { board, pins } = fixture('Copy happy');
    const original = f.pin(ids.editor, f.board(ids.editor, 'Editor originals'));
    const save = f.repin(original, ids.owner, board);
    const mine = f.board(ids.stranger, 'Stranger copies');
    const res = await b.stranger.call('bulkCopy', { board_id: board, pin_ids: [pins[0], save], to_board_id: mine });
    expect(res.status).toBe(201);
    expect(rr(res).data).toMatchObject({ count: 2, already_saved: 0, board: { id: String(mine) } });
    expect([saveCount(pins[0]), saveCount(original)]).toEqual([1, 2]);
    const copies = db.prepare('SELECT origin_pin_id FROM pins WHERE board_id = ? ORDER BY id').pluck().all(mine);
    expect(copies).toEqual([pins[0], original]);
    const again = rr(await b.stranger.call('bulkCopy', { board_id: board, pin_ids: [pins[0], pins[1]], to_board_id: mine })).data;
    expect([again.count, again.already_saved, saveCount(pins[0]), saveCount(pins[1])]).toEqual([1, 1, 1, 1]);
    const seen = rr(await b.stranger.call('pinGet', { id: pins[0] })).data;
    expect(seen.savedInfo).toMatchObject({ boardId: String(mine), title: 'Stranger copies' });
  });
});

describe('BulkEditSectionResource create', () => {
  it('answers 401, 400 (title), 403 (no create_section), 409 (title taken) and changes nothing', async () => {
    const { board, pins } = fixture('Section refusals');
    f.section(board, 'Taken');
    const before = [state(), sectionCount(board)];
    const make = { board_id: board, pin_ids: [pins[0]], title: 'New' };
    expect((await cast.anon.call('bulkCreateSection', make)).status).toBe(401);
    const bad = await b.owner.callUnchecked('bulkCreateSection', { ...make, title: '' });
    expect([bad.status, fieldsOf(bad)]).toEqual([400, ['title']]);
    expect((await b.saver.call('bulkCreateSection', make)).status).toBe(403);
    const taken = await b.owner.call('bulkCreateSection', { ...make, title: 'TAKEN' });
    expect([taken.status, fieldsOf(taken)]).toEqual([409, ['title']]);
    expect([state(), sectionCount(board)]).toEqual(before);
  });

  it('creates the section and moves the pins into it', async () => {
    const { board, pins } = fixture('Section happy');
    const res = await b.editor.call('bulkCreateSection', { board_id: board, pin_ids: [pins[0], pins[2]], title: 'Best' });
    expect(res.status).toBe(201);
    const { section } = rr(res).data;
    expect(section).toMatchObject({ title: 'Best', slug: 'best' });
    expect(pins.map(sectionOf)).toEqual([Number(section!.id), null, Number(section!.id)]);
  });
});

describe('BulkEditSelectAll resources (inverse selection)', () => {
  it('act on every pin of the board or section except the excluded ones', async () => {
    const { board, other, pins } = fixture('All of them');
    const extra = f.pin(ids.owner, board);
    const moved = await b.owner.call('bulkMoveAll', { board_id: board, excluded_pin_ids: [pins[1]], to_board_id: other });
    expect(rr(moved).data.count).toBe(3);
    expect([pinsOn(board), pinsOn(other)]).toEqual([[pins[1]], [pins[0], pins[2], extra]]);
    const section = f.section(other, 'Half');
    db.prepare('UPDATE pins SET section_id = ? WHERE id IN (?, ?)').run(section, pins[0], pins[2]);
    const deleted = await b.owner.call('bulkDeleteAll', { board_id: other, section_id: section, excluded_pin_ids: [pins[2]] });
    expect(rr(deleted).data.count).toBe(1);
    expect(pinsOn(other)).toEqual([pins[2], extra]);
    const made = await b.owner.call('bulkCreateSectionAll', { board_id: other, title: 'Everything' });
    expect(rr(made).data.count).toBe(2);
    const copied = await b.stranger.call('bulkCopyAll', {
      board_id: other,
      excluded_pin_ids: [extra],
      to_board_id: f.board(ids.stranger, 'All copies'),
    });
    expect(rr(copied).data).toMatchObject({ count: 1, already_saved: 0 });
  });

  it('refuses an excluded pin from elsewhere and a selection that excludes everything (400 excluded_pin_ids)', async () => {
    const { board, other, pins } = fixture('All refusals');
    const before = state();
    const elsewhere = await b.owner.call('bulkDeleteAll', { board_id: board, excluded_pin_ids: [f.pin(ids.owner, other)] });
    expect([elsewhere.status, fieldsOf(elsewhere)]).toEqual([400, ['excluded_pin_ids']]);
    const none = await b.owner.call('bulkDeleteAll', { board_id: board, excluded_pin_ids: pins });
    expect([none.status, fieldsOf(none)]).toEqual([400, ['excluded_pin_ids']]);
    expect((await b.saver.call('bulkDeleteAll', { board_id: board })).status).toBe(403);
    expect(state().filter((p) => (p as { board_id: number }).board_id === board)).toEqual(
      before.filter((p) => (p as { board_id: number }).board_id === board),
    );
  });
});

describe('atomicity', () => {
  it('a failure in the middle of a move rolls back the pins already moved', async () => {
    const { board, other, pins } = fixture('Atomic move');
    const before = state();
    // The second pin's update fails after the first one was written.
    db.exec(`CREATE TEMP TRIGGER fail_second BEFORE UPDATE OF board_id ON pins WHEN NEW.id = ${pins[1]} BEGIN SELECT RAISE(ABORT, 'forced'); END`);
    try {
      const res = await b.owner.call('bulkMove', { board_id: board, pin_ids: [pins[0], pins[1]], to_board_id: other });
      expect(res.status).toBe(500);
    } finally {
      db.exec('DROP TRIGGER fail_second');
    }
    expect(state()).toEqual(before);
  });

  it('a failure after the section is made leaves no section and no moved pin', async () => {
    const { board, pins } = fixture('Atomic section');
    const before = [state(), sectionCount(board)];
    db.exec(`CREATE TEMP TRIGGER fail_section BEFORE UPDATE OF section_id ON pins WHEN NEW.id = ${pins[2]} BEGIN SELECT RAISE(ABORT, 'forced'); END`);
    try {
      expect((await b.owner.call('bulkCreateSection', { board_id: board, pin_ids: pins, title: 'Half made' })).status).toBe(500);
    } finally {
      db.exec('DROP TRIGGER fail_section');
    }
    expect([state(), sectionCount(board)]).toEqual(before);
  });

  it('a failure while copying the second pin rolls back the first copy and its save count', async () => {
    const { board, pins } = fixture('Atomic copy');
    const mine = f.board(ids.stranger, 'Atomic copies');
    const before = state();
    db.exec(`CREATE TEMP TRIGGER fail_copy BEFORE INSERT ON pins WHEN NEW.origin_pin_id = ${pins[1]} BEGIN SELECT RAISE(ABORT, 'forced'); END`);
    try {
      expect((await b.stranger.call('bulkCopy', { board_id: board, pin_ids: [pins[0], pins[1]], to_board_id: mine })).status).toBe(500);
    } finally {
      db.exec('DROP TRIGGER fail_copy');
    }
    expect(state()).toEqual(before);
  });
});
