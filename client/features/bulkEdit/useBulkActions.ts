import type { Selection } from './selection';
import {
  useBulkCopyAllMutation,
  useBulkCopyMutation,
  useBulkCreateSectionAllMutation,
  useBulkCreateSectionMutation,
  useBulkDeleteAllMutation,
  useBulkDeleteMutation,
  useBulkMoveAllMutation,
  useBulkMoveMutation,
} from './bulkEditApi';

export interface BulkScope {
  boardId: string;
  sectionId?: string;
}

export interface BulkTarget {
  boardId: string;
  sectionId?: string;
}

/** Each bulk action for a selection: the listed pins' call, or after 'Select all' the inverse selection's. */
export function useBulkActions({ boardId, sectionId }: BulkScope) {
  const [remove] = useBulkDeleteMutation();
  const [removeAll] = useBulkDeleteAllMutation();
  const [move] = useBulkMoveMutation();
  const [moveAll] = useBulkMoveAllMutation();
  const [copy] = useBulkCopyMutation();
  const [copyAll] = useBulkCopyAllMutation();
  const [section] = useBulkCreateSectionMutation();
  const [sectionAll] = useBulkCreateSectionAllMutation();

  const scope = { board_id: boardId, ...(sectionId ? { section_id: sectionId } : {}) };
  const to = (t: BulkTarget) => ({ to_board_id: t.boardId, ...(t.sectionId ? { to_section_id: t.sectionId } : {}) });
  const picked = (s: Selection & { all: false }) => ({ ...scope, pin_ids: [...s.ids] });
  const allBut = (s: Selection & { all: true }) => ({ ...scope, excluded_pin_ids: [...s.excluded] });

  return {
    remove: (s: Selection) => (s.all ? removeAll(allBut(s)) : remove(picked(s))).unwrap(),
    move: (s: Selection, t: BulkTarget) => (s.all ? moveAll({ ...allBut(s), ...to(t) }) : move({ ...picked(s), ...to(t) })).unwrap(),
    copy: (s: Selection, t: BulkTarget) => (s.all ? copyAll({ ...allBut(s), ...to(t) }) : copy({ ...picked(s), ...to(t) })).unwrap(),
    createSection: (s: Selection, title: string) => (s.all ? sectionAll({ ...allBut(s), title }) : section({ ...picked(s), title })).unwrap(),
  };
}
