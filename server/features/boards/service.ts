import type { Board } from '../../../shared/contracts/board';
import type { Db } from '../../db/open';
import type { UsersStore } from '../users/store';
import { toUserSummary } from '../users/serialize';
import { toBoard } from './serialize';
import { createBoardsStore, type SectionRow } from './store';

export function createBoardsService(db: Db, users: UsersStore) {
  const store = createBoardsStore(db);

  /** Full boards in the order of `ids`, leaving out those the viewer may not see. */
  function boards(ids: number[], viewerId: number | null): Board[] {
    const rows = store.details(ids, viewerId);
    if (!rows.length) return [];
    const owners = users.summaries(
      rows.map((r) => r.owner_id),
      viewerId,
    );
    const sections = new Map<number, SectionRow[]>();
    for (const s of store.sections(rows.map((r) => r.id))) {
      const list = sections.get(s.board_id);
      if (list) list.push(s);
      else sections.set(s.board_id, [s]);
    }
    const byId = new Map(rows.map((r) => [r.id, toBoard(r, toUserSummary(owners.get(r.owner_id)!), sections.get(r.id) ?? [], viewerId)]));
    return ids.flatMap((id) => byId.get(id) ?? []);
  }

  return {
    boards,
    refs: store.refs,
    isVisible: store.isVisible,
    sectionBelongs: store.sectionBelongs,
  };
}

export type BoardsService = ReturnType<typeof createBoardsService>;
