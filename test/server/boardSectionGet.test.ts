import { rr } from './helpers/api';
import { makeApp } from './helpers/app';
import { boardCast, fieldsOf } from './helpers/boardCast';
import { factories } from './helpers/factories';

const { app, db } = makeApp();
const f = factories(db);
const cast = boardCast(app, db);
const { b, ids, sharedBoard } = cast;

describe('BoardSectionResource get', () => {
  it('answers 400 (section_id), then 404 for an unknown section and for a section of a secret board to a stranger or signed out', async () => {
    const secret = sharedBoard('Secret shelf', 'secret');
    const hidden = f.section(secret, 'Hidden');
    const bad = await b.owner.callUnchecked('sectionGet', { section_id: 'abc' });
    expect([bad.status, fieldsOf(bad)]).toEqual([400, ['section_id']]);
    expect((await b.owner.call('sectionGet', { section_id: 999999 })).status).toBe(404);
    expect((await b.stranger.call('sectionGet', { section_id: hidden })).status).toBe(404);
    expect((await cast.anon.call('sectionGet', { section_id: hidden })).status).toBe(404);
  });

  it('answers the section with its pin count and its board, carrying the viewer’s permissions on it', async () => {
    const board = sharedBoard('Pantry');
    const section = f.section(board, 'Jars');
    f.pin(ids.owner, board, { section_id: section });
    f.pin(ids.owner, board);

    const res = await b.saver.call('sectionGet', { section_id: section });
    expect(res.status).toBe(200);
    const data = rr(res).data;
    expect({ ...data, board: undefined }).toEqual({
      id: String(section),
      board_id: String(board),
      slug: expect.stringMatching(/^jars/),
      title: 'Jars',
      pinCount: 1,
    });
    expect([data.board.id, data.board.name, data.board.pinCount]).toEqual([String(board), 'Pantry', 2]);
    expect(data.board.permissions).toEqual(['save', 'favorite']);
    expect(rr(await b.owner.call('sectionGet', { section_id: section })).data.board.permissions).toContain('edit_section');
    expect(rr(await cast.anon.call('sectionGet', { section_id: section })).data.board.permissions).toEqual([]);
  });

  it('shows a secret board’s section to its collaborators', async () => {
    const secret = sharedBoard('Secret pantry', 'secret');
    const section = f.section(secret, 'Spices');
    expect(rr(await b.editor.call('sectionGet', { section_id: section })).data.board.privacy).toBe('secret');
  });
});

describe('BoardResource get by username and board id (the /{username}/{boardId}/ url)', () => {
  it('finds a board by its id in place of the slug, only under its owner, and a slug still wins', async () => {
    const board = sharedBoard('Garden');
    const res = await b.stranger.call('boardGet', { username: 'owner', slug: String(board) });
    expect([res.status, rr(res).data.id]).toEqual([200, String(board)]);
    expect((await b.stranger.call('boardGet', { username: 'stranger', slug: String(board) })).status).toBe(404);

    const secret = sharedBoard('Secret garden', 'secret');
    expect((await b.stranger.call('boardGet', { username: 'owner', slug: String(secret) })).status).toBe(404);

    // A board whose slug is another board's id keeps its own page.
    const numbered = f.board(ids.owner, 'Numbered', {});
    db.prepare('UPDATE boards SET slug = ? WHERE id = ?').run(String(board), numbered);
    expect(rr(await b.stranger.call('boardGet', { username: 'owner', slug: String(board) })).data.id).toBe(String(numbered));
  });
});
