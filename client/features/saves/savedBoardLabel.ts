import { SAVES } from '../../../shared/constants';
import type { SavedInfo } from '../../../shared/contracts/pin';

/**
 * The save control's board line: the board's name, or 'Saved to Profile' for the quick-saves board, told by its
 * layout: a board the viewer made and named 'Profile' is an ordinary board.
 */
export const savedBoardLabel = (savedInfo: Pick<SavedInfo, 'title' | 'layout'>) =>
  savedInfo.layout === 'quick_saves' ? `Saved to ${SAVES.quickSavesBoardName}` : savedInfo.title;
