import { BOARD_ACTIONS, type BoardAction } from '../../shared/domain/boardPermissions';
import type { EndpointName } from '../../shared/contracts/registry';
import { makeApp, signUpAll, type Browser } from './helpers/app';
import { factories } from './helpers/factories';

const { app, db } = makeApp();
const f = factories(db);
let b: Record<'owner' | 'only' | 'allBut', Browser>;
let ids: Record<'owner' | 'only' | 'allBut', number>;

beforeAll(async () => {
  ({ browsers: b, ids } = await signUpAll(app, ['owner', 'only', 'allBut']));
});

interface Case {
  action: BoardAction;
  endpoint: EndpointName;
  /** Options for a fresh board of the owner's (with one section and one pin on it). */
  options: (board: { id: number; section: number; pin: number }) => Record<string, unknown>;
}

let serial = 0;
const CASES: Case[] = [
  { action: 'edit_board', endpoint: 'boardUpdate', options: ({ id }) => ({ board_id: id, name: `Renamed ${++serial}` }) },
  { action: 'delete_board', endpoint: 'boardDelete', options: ({ id }) => ({ board_id: id }) },
  { action: 'create_section', endpoint: 'sectionCreate', options: ({ id }) => ({ board_id: id, title: 'New part' }) },
  { action: 'edit_section', endpoint: 'sectionUpdate', options: ({ section }) => ({ section_id: section, title: 'Renamed part' }) },
  { action: 'edit_section', endpoint: 'sectionsReorder', options: ({ id, section }) => ({ board_id: id, section_ids: [section] }) },
  { action: 'delete_section', endpoint: 'sectionDelete', options: ({ section }) => ({ section_id: section }) },
  { action: 'delete', endpoint: 'pinDelete', options: ({ pin }) => ({ id: pin }) },
  {
    action: 'save',
    endpoint: 'repinCreate',
    options: ({ id }) => ({ pin_id: f.pin(ids.owner, f.board(ids.owner, `Source ${++serial}`)), board_id: id }),
  },
];

/** A board where `only` holds just `action` and `allBut` every other action. */
function boardFor(action: BoardAction) {
  const id = f.board(ids.owner, `Board ${++serial}`);
  f.collaborator(id, ids.only, [action]);
  f.collaborator(
    id,
    ids.allBut,
    BOARD_ACTIONS.filter((a) => a !== action),
  );
  return { id, section: f.section(id, 'Part'), pin: f.pin(ids.owner, id) };
}

describe('each board action by actor (pin-card-and-grid.md section 6)', () => {
  it.each(CASES.map((c) => [c.endpoint, c.action, c] as const))('%s needs %s', async (_endpoint, _action, c) => {
    const board = boardFor(c.action);
    expect((await b.allBut.callUnchecked(c.endpoint, c.options(board))).status).toBe(403);
    expect((await b.only.callUnchecked(c.endpoint, c.options(board))).status).toBeLessThan(300);
    expect((await b.owner.callUnchecked(c.endpoint, c.options(boardFor(c.action)))).status).toBeLessThan(300);
  });
});
