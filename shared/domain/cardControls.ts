import type { Board } from '../contracts/board';
import type { Pin } from '../contracts/pin';
import { LIMITS } from '../constants';
import { isGroupBoard } from './boards';
import type { GridSurface } from './surfaces';

export interface CardViewer {
  /** null for a signed-out visitor, who gets none of these controls. */
  viewerId: string | null;
  surface: GridSurface;
  /** The viewer manages the profile whose grid this is (business access). */
  isProfileManager: boolean;
}

const PROFILE_GRIDS: ReadonlySet<GridSurface> = new Set<GridSurface>([
  'UserProfilePinGrid',
  'OtherProfilePinGrid',
  'CreatorProfileStoryPinGrid',
  'CreatorProfileActivityPinGrid',
]);
const CREATOR_GRIDS: ReadonlySet<GridSurface> = new Set<GridSurface>(['CreatorProfileStoryPinGrid', 'CreatorProfileActivityPinGrid']);

/** Access action 4 is the numeric form of 'write'; either grants edit. */
export function hasWriteAccess(access: readonly string[]): boolean {
  return access.includes('write') || access.includes('4');
}

/**
 * Edit button: whoever may change the pin where it sits — the owner of a personal board, a writer on a
 * profile grid or group board, a profile manager — or the viewer's own saved copy. Never while composing a collage,
 * where a click picks the pin instead.
 */
export function showEditButton(pin: Pick<Pin, 'board' | 'access' | 'savedInfo'>, viewer: CardViewer): boolean {
  if (viewer.viewerId === null || viewer.surface === 'CollageCreation') return false;
  const write = hasWriteAccess(pin.access);
  const groupBoard = isGroupBoard(pin.board);
  return (
    (pin.board.ownerId === viewer.viewerId && !groupBoard) ||
    (write && PROFILE_GRIDS.has(viewer.surface)) ||
    (write && groupBoard) ||
    viewer.isProfileManager ||
    pin.savedInfo !== null
  );
}

/**
 * Overflow menu: shown unless the card already offers its actions elsewhere (own and group boards, creator
 * grids, profile managers, collage) or may not offer them (promoted), or an experiment turns it off.
 */
export function showOverflowMenu(pin: Pick<Pin, 'board' | 'isPromoted'>, viewer: CardViewer, experimentHidesOverflow: boolean): boolean {
  if (viewer.viewerId === null) return false;
  return !(
    pin.isPromoted ||
    pin.board.ownerId === viewer.viewerId ||
    isGroupBoard(pin.board) ||
    viewer.surface === 'CollageCreation' ||
    CREATOR_GRIDS.has(viewer.surface) ||
    viewer.isProfileManager ||
    experimentHidesOverflow
  );
}

/**
 * The ad's own menu (Hide ad, Report ad) where the overflow menu is refused for being promoted: the
 * hiddenForWeightLoss feedback overlay needs a way to hide an ad. Signed in only, never for the viewer's own board (the
 * promoter's), nor while composing a collage.
 */
export function showAdMenu(pin: Pick<Pin, 'board' | 'isPromoted'>, viewer: CardViewer): boolean {
  return viewer.viewerId !== null && pin.isPromoted && pin.board.ownerId !== viewer.viewerId && viewer.surface !== 'CollageCreation';
}

export type StatsButton = 'full' | 'icon' | null;

/**
 * Stats button: only someone entitled to a pin's numbers (its owner or the profile's manager) sees it, and
 * story pin stats are a partner feature. The creator grids are the owner's analytics home, so the button is full there.
 */
export function statsButton(pin: Pick<Pin, 'pinner' | 'storyPinData'>, viewer: CardViewer, viewerIsPartner: boolean): StatsButton {
  if (viewer.viewerId === null) return null;
  if (pin.storyPinData !== null && !viewerIsPartner) return null;
  const ownPin = pin.pinner.id === viewer.viewerId;
  if (!ownPin && !viewer.isProfileManager) return null;
  return ownPin && CREATOR_GRIDS.has(viewer.surface) ? 'full' : 'icon';
}

/**
 * The spec hides share "on some surfaces" without naming them. Our choice: where the card is an item being worked on
 * (collage creation, bulk edit) or is already inside a conversation, sharing it again is noise.
 */
const SHARE_HIDDEN: ReadonlySet<GridSurface> = new Set<GridSurface>(['CollageCreation', 'BulkEditMode', 'ConversationView']);

export function showShareButton(surface: GridSurface): boolean {
  return !SHARE_HIDDEN.has(surface);
}

type BoardPermissions = Pick<Board, 'owner' | 'collaboratedByMe' | 'isCollaborative' | 'collaboratorPermissions'>;

/** A collaborator is whoever collaborates on the board, or owns it when it is a group board. */
export function isBoardCollaborator(board: BoardPermissions, viewerId: string): boolean {
  return board.collaboratedByMe || (board.isCollaborative && board.owner.id === viewerId);
}

/** Board actions: the owner may do anything; a collaborator only what the board's permissions list grants. */
export function canDoBoardAction(board: BoardPermissions, viewerId: string | null, action: string): boolean {
  if (viewerId === null) return false;
  if (board.owner.id === viewerId) return true;
  return isBoardCollaborator(board, viewerId) && board.collaboratorPermissions.includes(action);
}

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * New-user status from the account creation date: new for the first 28 days (the window is half-open, so day 28
 * exactly is no longer new). A creation date slightly ahead of `now` is clock skew on a brand-new account, so new.
 * An unreadable date is treated as not new, which shows the full card.
 */
export function isNewUser(createdAt: string | Date, now: Date | number): boolean {
  const created = new Date(createdAt).getTime();
  if (Number.isNaN(created)) return false;
  return Number(now) - created < LIMITS.newUserWindowDays * DAY_MS;
}
