import { BOARD_ACTIONS, type BoardAction } from '../../shared/domain/boardPermissions';
import type { EndpointName } from '../../shared/contracts/registry';
import { rr } from './helpers/api';
import { browser, makeApp, signUpAll, type Browser } from './helpers/app';
import { factories } from './helpers/factories';

const { app, db } = makeApp();
const f = factories(db);
let b: Record<'owner' | 'only' | 'allBut' | 'stranger', Browser>;
let ids: Record<'owner' | 'only' | 'allBut' | 'stranger', number>;
let anon: Browser;
let invitee: number;

beforeAll(async () => {
  ({ browsers: b, ids } = await signUpAll(app, ['owner', 'only', 'allBut', 'stranger']));
  anon = await browser(app);
  invitee = f.user('invitee');
});

interface Fixture {
  id: number;
  section: number;
  pin: number;
  /** A board of the owner's where `only` and `allBut` may save: where a move takes the pin. */
  elsewhere: number;
}

interface Case {
  action: BoardAction;
  endpoint: EndpointName;
  /** Options for a fresh board of the owner's (with a section, a pin, a pending invite and an active link). */
  options: (board: Fixture) => Record<string, unknown>;
}

let serial = 0;
const CASES: Case[] = [
  { action: 'edit_board', endpoint: 'boardUpdate', options: ({ id }) => ({ board_id: id, name: `Renamed ${++serial}` }) },
  { action: 'delete_board', endpoint: 'boardDelete', options: ({ id }) => ({ board_id: id }) },
  { action: 'create_section', endpoint: 'sectionCreate', options: ({ id }) => ({ board_id: id, title: 'New part' }) },
  { action: 'edit_section', endpoint: 'sectionUpdate', options: ({ section }) => ({ section_id: section, title: 'Renamed part' }) },
  { action: 'edit_section', endpoint: 'sectionsReorder', options: ({ id, section }) => ({ board_id: id, section_ids: [section] }) },
  { action: 'delete_section', endpoint: 'sectionDelete', options: ({ section }) => ({ section_id: section }) },
  { action: 'edit', endpoint: 'pinUpdate', options: ({ pin }) => ({ id: pin, title: 'Retitled' }) },
  { action: 'move', endpoint: 'pinUpdate', options: ({ pin, elsewhere }) => ({ id: pin, board_id: elsewhere }) },
  { action: 'delete', endpoint: 'pinDelete', options: ({ pin }) => ({ id: pin }) },
  { action: 'favorite', endpoint: 'favoritePin', options: ({ pin }) => ({ id: pin }) },
  {
    action: 'save',
    endpoint: 'repinCreate',
    options: ({ id }) => ({ pin_id: f.pin(ids.owner, f.board(ids.owner, `Source ${++serial}`)), board_id: id }),
  },
  { action: 'invite', endpoint: 'inviteCreate', options: ({ id }) => ({ board_id: id }) },
  { action: 'invite', endpoint: 'inviteLinkRotate', options: ({ id }) => ({ board_id: id }) },
  { action: 'invite', endpoint: 'inviteLinkRevoke', options: ({ id }) => ({ board_id: id }) },
  { action: 'invite', endpoint: 'inviteDeny', options: ({ id }) => ({ board_id: id, invited_user_id: invitee }) },
];

const addInvite = db.prepare(
  `INSERT INTO board_invites (invite_code, board_id, inviter_id, invitee_id, invite_channel, created_at) VALUES (?, ?, ?, ?, 10, 0)`,
);

/** A board where `only` holds just `action` and `allBut` every other action. */
function boardFor(action: BoardAction, privacy: 'public' | 'secret' = 'public'): Fixture {
  const id = f.board(ids.owner, `Board ${++serial}`, { privacy });
  f.collaborator(id, ids.only, [action]);
  f.collaborator(
    id,
    ids.allBut,
    BOARD_ACTIONS.filter((a) => a !== action),
  );
  addInvite.run(`link${serial}xyz`, id, ids.owner, null);
  addInvite.run(`personal${serial}xyz`, id, ids.owner, invitee);
  const elsewhere = f.board(ids.owner, `Elsewhere ${serial}`);
  f.collaborator(elsewhere, ids.only, ['save']);
  f.collaborator(elsewhere, ids.allBut, ['save']);
  return { id, section: f.section(id, 'Part'), pin: f.pin(ids.owner, id), elsewhere };
}

describe('each board action by actor (pin-card-and-grid.md section 6)', () => {
  it.each(CASES.map((c) => [c.endpoint, c.action, c] as const))('%s needs %s', async (_endpoint, _action, c) => {
    const board = boardFor(c.action);
    const status = async (who: Browser, fixture = board) => (await who.callUnchecked(c.endpoint, c.options(fixture))).status;
    expect(await status(anon)).toBe(401);
    expect(await status(b.stranger, boardFor(c.action, 'secret'))).toBe(404);
    expect(await status(b.stranger)).toBe(403);
    expect(await status(b.allBut)).toBe(403);
    expect(await status(b.only)).toBeLessThan(300);
    expect(await status(b.owner, boardFor(c.action))).toBeLessThan(300);
  });

  it('covers every action of the table', () => {
    expect(new Set(CASES.map((c) => c.action))).toEqual(new Set(BOARD_ACTIONS));
  });
});

describe('moving a pin', () => {
  it('lets its pinner take it off a board without move, but not onto a board where they may not save', async () => {
    const board = f.board(ids.owner, `Shared ${++serial}`);
    f.collaborator(board, ids.only, ['save']);
    const pin = f.pin(ids.only, board);
    const theirs = f.board(ids.only, `Theirs ${serial}`);
    expect((await b.only.call('pinUpdate', { id: pin, board_id: f.board(ids.owner, `Closed ${serial}`) })).status).toBe(403);
    expect((await b.only.call('pinUpdate', { id: pin, board_id: theirs })).status).toBe(200);
  });
});

describe("a board's privacy stays with its owner (issue 20.9)", () => {
  const privacyOf = (id: number) => db.prepare('SELECT name, privacy FROM boards WHERE id = ?').get(id);

  it('refuses a collaborator with edit_board any privacy change with a 403 naming privacy, writing nothing of the update', async () => {
    const secret = f.board(ids.owner, `Private plans ${++serial}`, { privacy: 'secret' });
    const open = f.board(ids.owner, `Open plans ${serial}`);
    for (const board of [secret, open]) f.collaborator(board, ids.only, [...BOARD_ACTIONS]);
    for (const [board, privacy] of [
      [secret, 'public'],
      [secret, 'protected'],
      [open, 'secret'],
    ] as const) {
      const before = privacyOf(board);
      const res = await b.only.call('boardUpdate', { board_id: board, privacy, name: `Renamed ${++serial}` });
      expect([res.status, Object.keys(rr(res).error?.fields ?? {})]).toEqual([403, ['privacy']]);
      expect(privacyOf(board)).toEqual(before);
    }
    // Sending the privacy the board already has changes nothing, so the rest of the edit goes through.
    const same = await b.only.call('boardUpdate', { board_id: secret, privacy: 'secret', name: `Kept secret ${serial}` });
    expect([same.status, privacyOf(secret)]).toEqual([200, { name: `Kept secret ${serial}`, privacy: 'secret' }]);
  });

  it('lets the owner change it both ways, and tells only the owner that it may (the board entity’s permissions)', async () => {
    const board = f.board(ids.owner, `Owner's ${++serial}`, { privacy: 'secret' });
    f.collaborator(board, ids.only, [...BOARD_ACTIONS]);
    for (const privacy of ['public', 'secret'] as const) {
      expect((await b.owner.call('boardUpdate', { board_id: board, privacy })).status).toBe(200);
      expect(privacyOf(board)).toMatchObject({ privacy });
    }
    const permissions = async (who: Browser) => rr(await who.call('boardUpdate', { board_id: board })).data.permissions;
    expect(await permissions(b.owner)).toContain('edit_privacy');
    expect(await permissions(b.only)).not.toContain('edit_privacy');
  });
});
