import type { ThunkAction, UnknownAction } from '@reduxjs/toolkit';
import { SAVES } from '../../../shared/constants';
import type { RepinResult } from '../../../shared/contracts/saves';
import type { SignedInViewer } from '../../../shared/contracts/user';
import { isNewUser } from '../../../shared/domain/cardControls';
import { apiErrorMessage } from '../../app/apiErrors';
import type { RootState } from '../../app/store';
import { savedChanged, selectPinById } from '../../entities/pinsSlice';
import { selectViewer } from '../auth/authSlice';
import { openLoginPrompt } from '../loginPrompt/loginPromptSlice';
import { showToast } from '../toast/toastSlice';
import { boardsApi } from '../boards/boardsApi';
import { pinsApi } from '../pins/pinsApi';
import { savesApi } from './savesApi';
import { DELETE_FAILED, PIN_DELETED, savedToast } from './saveMessages';
import { pickerOpened, saveSettled, saveStarted } from './saveSlice';
import { readLocalSaves, readPendingSave, withLocalSave, writeLocalSaves, writePendingSave } from './signedOutStorage';

type AppThunk<R = void> = ThunkAction<Promise<R>, RootState, unknown, UnknownAction>;

export interface SaveTarget {
  pinId: string;
  /** Omitted: the viewer's save behaviour decides (quick save to Profile, or the board picker). */
  boardId?: string;
  sectionId?: string;
}

/** The path a signed-out save returns to after login. */
export const repinPath = (pinId: string) => `/pin/${pinId}/repin/`;

const unique = (ids: string[]) => [...new Set(ids)];

/**
 * The viewer's own copy of a pin, which an unsave deletes. The server names it in savedInfo wherever the pin came from
 * (a feed, the closeup, a save or unsave answer), so it is known after a reload as well as after a save.
 */
export const savedPinIdOf = (state: RootState, pinId: string): string | undefined => selectPinById(state, pinId)?.savedInfo?.localPinId;

/** Signed out: keep the pin locally, hold the save for after login, and ask to log in. */
function saveSignedOut(pinId: string): AppThunk {
  return async (dispatch) => {
    writeLocalSaves(withLocalSave(readLocalSaves(), pinId));
    writePendingSave({ pinId, hasSaved: false });
    dispatch(openLoginPrompt({ trigger: 'save', next: repinPath(pinId) }));
  };
}

/** Quick save: create-or-return the quick-saves board, so two racing saves still end in one board. */
function quickSavesBoardId(viewer: SignedInViewer): AppThunk<string> {
  return async (dispatch) => {
    const board = await dispatch(
      boardsApi.endpoints.boardCreate.initiate({
        name: SAVES.quickSavesBoardName,
        layout: 'quick_saves',
        return_existing: true,
        user_id: viewer.id,
      }),
    ).unwrap();
    return board.id;
  };
}

type BoardTarget = SaveTarget & { boardId: string };

/** Repins, then updates the pin entity once (the pin and its original), then raises the toast for after the animation. */
function repin(viewer: SignedInViewer, { pinId, boardId, sectionId }: BoardTarget): AppThunk<RepinResult> {
  return async (dispatch) => {
    // The repin call carries the pin-saved event; the server logs it (event_type 5) with the new pin's id.
    const result = await dispatch(
      savesApi.endpoints.repin.initiate({
        pin_id: pinId,
        board_id: boardId,
        section: sectionId ?? null,
        user_id: viewer.id,
        disable_event_log_info: true,
      }),
    ).unwrap();
    dispatch(savedChanged({ pinIds: unique([pinId, result.origin_pin_id]), savedInfo: result.savedInfo, saveCount: result.save_count }));
    dispatch(showToast(savedToast(result, isNewUser(viewer.created_at, Date.now()))));
    return result;
  };
}

/**
 * Save: saving, then saved, or back to unsaved with the error toast. Ignored while that pin's save or unsave runs, and
 * without a pin id.
 */
export function savePin(target: SaveTarget): AppThunk {
  return async (dispatch, getState) => {
    const { pinId } = target;
    if (!pinId || getState().save.inFlight[pinId]) return;
    const viewer = selectViewer(getState());
    if (!viewer?.isAuth) {
      await dispatch(saveSignedOut(pinId));
      return;
    }
    if (target.boardId === undefined && viewer.save_behavior === 1) {
      dispatch(pickerOpened(pinId));
      return;
    }
    dispatch(saveStarted({ pinId, kind: 'saving' }));
    try {
      const boardId = target.boardId ?? (await dispatch(quickSavesBoardId(viewer)));
      await dispatch(repin(viewer, { ...target, boardId }));
    } catch (error) {
      dispatch(showToast({ parts: apiErrorMessage(error) }));
    } finally {
      dispatch(saveSettled(pinId));
    }
  };
}

/** Unsave: deleting, then unsaved and 'Pin deleted!', or back to saved with the delete error toast. */
export function unsavePin(pinId: string): AppThunk {
  return async (dispatch, getState) => {
    if (getState().save.inFlight[pinId]) return;
    const savedPinId = savedPinIdOf(getState(), pinId);
    dispatch(saveStarted({ pinId, kind: 'deleting' }));
    try {
      if (!savedPinId) throw new Error(`No saved copy of pin ${pinId} is known`);
      const result = await dispatch(pinsApi.endpoints.pinDelete.initiate({ id: savedPinId })).unwrap();
      dispatch(savedChanged({ pinIds: unique([pinId, result.id, result.origin_pin_id]), savedInfo: result.savedInfo, saveCount: result.save_count }));
      dispatch(showToast({ parts: PIN_DELETED }));
    } catch {
      dispatch(showToast({ parts: DELETE_FAILED }));
    } finally {
      dispatch(saveSettled(pinId));
    }
  };
}

/**
 * Moves a save to another board (the edit-saved-pin route): save there, then delete the old copy, so the pin never
 * looks unsaved in between. Choosing the board it is already on changes nothing.
 */
export function moveSavedPin({ savedPinId, ...target }: BoardTarget & { savedPinId: string }): AppThunk {
  return async (dispatch, getState) => {
    const { pinId } = target;
    const viewer = selectViewer(getState());
    if (!viewer?.isAuth || getState().save.inFlight[pinId]) return;
    dispatch(saveStarted({ pinId, kind: 'saving' }));
    try {
      const saved = await dispatch(repin(viewer, target));
      if (saved.id !== savedPinId) await dispatch(deleteOldCopy(unique([pinId, saved.origin_pin_id]), savedPinId));
    } catch (error) {
      dispatch(showToast({ parts: apiErrorMessage(error) }));
    } finally {
      dispatch(saveSettled(pinId));
    }
  };
}

function deleteOldCopy(pinIds: string[], oldPinId: string): AppThunk {
  return async (dispatch) => {
    try {
      const result = await dispatch(pinsApi.endpoints.pinDelete.initiate({ id: oldPinId })).unwrap();
      dispatch(savedChanged({ pinIds, savedInfo: result.savedInfo, saveCount: result.save_count }));
    } catch {
      dispatch(showToast({ parts: DELETE_FAILED }));
    }
  };
}

/**
 * After login: the held save runs once, automatically, and is marked done first so a second trigger cannot repeat it;
 * the other signed-out saves are merged into the account once. A failed merge is reported, not shown, and its entries
 * are kept for the next login.
 */
export function resumeSignedOutSaves(): AppThunk {
  return async (dispatch, getState) => {
    if (!selectViewer(getState())?.isAuth) return;
    const pending = readPendingSave();
    const runPending = pending !== null && !pending.hasSaved;
    if (runPending) writePendingSave({ ...pending, hasSaved: true });

    const local = readLocalSaves();
    const toMerge = local.filter((entry) => !runPending || entry.pin_id !== pending.pinId);
    writeLocalSaves([]);
    const merge = toMerge.length
      ? dispatch(savesApi.endpoints.localSavesMerge.initiate({ saves: toMerge }))
          .unwrap()
          .then(
            // The merged pins look saved now, as they will after a reload.
            ({ merged }) => {
              for (const m of merged) {
                dispatch(savedChanged({ pinIds: unique([m.pin_id, m.origin_pin_id]), savedInfo: m.savedInfo, saveCount: m.save_count }));
              }
            },
            (error: unknown) => {
              console.error('Merging signed-out saves failed', error);
              writeLocalSaves(toMerge);
            },
          )
      : Promise.resolve();
    if (runPending) await dispatch(savePin({ pinId: pending.pinId }));
    await merge;
  };
}
