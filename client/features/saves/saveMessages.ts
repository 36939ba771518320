import { SAVES, TIMINGS } from '../../../shared/constants';
import type { RepinResult } from '../../../shared/contracts/saves';
import type { ShowToast } from '../toast/toastSlice';

export const DELETE_FAILED = 'Sorry! There was an error deleting your Pin.';
export const PIN_DELETED = 'Pin deleted!';

/** The edit-saved-pin route the toast's Change and Organize buttons open. */
export function editSavedPinPath(savedPinId: string, boardId: string, originalPinId: string): string {
  const query = new URLSearchParams({ isEditingPin: 'true', pinBoardId: boardId, isFromToast: 'true', originalPinId });
  return `/pin/${savedPinId}/repin/?${query.toString()}`;
}

/**
 * The save toast: 'Saved to {board}' or 'Saved to {section} in {board}', names linked; a quick save reads
 * 'Saved to Profile' and offers Change; new users are offered Organize too. Shown after the repin animation.
 */
export function savedToast(result: RepinResult, newUser: boolean): ShowToast {
  const { board, section } = result;
  const path = editSavedPinPath(result.id, board.id, result.origin_pin_id);
  const quick = board.layout === 'quick_saves';
  const parts: ShowToast['parts'] = quick
    ? [`Saved to ${SAVES.quickSavesBoardName}`]
    : section
      ? ['Saved to ', { text: section.title, to: `${board.url}${section.slug}/` }, ' in ', { text: board.name, to: board.url }]
      : ['Saved to ', { text: board.name, to: board.url }];
  const actions: ShowToast['actions'] = [];
  if (quick) actions.push({ label: 'Change', ariaLabel: 'Change saved Pin button', to: path });
  if (newUser) actions.push({ label: 'Organize', to: path });
  return { parts, actions, duration: TIMINGS.saveToast, delay: TIMINGS.repinToastDelay };
}
