import type { ProfileViewSettings } from '../../../shared/contracts/boardList';
import type * as contracts from '../../../shared/contracts/boardList';
import type { OptionsOf } from '../../../shared/contracts/endpoint';
import { DEFAULT_PROFILE_VIEW } from '../../../shared/domain/boardListOptions';
import type { Clock } from '../../config';
import { badRequest } from '../../http/errors';
import type { Db } from '../../sqlite/open';
import { choiceOf, type ConsentService } from '../consent/service';
import { createBoardListStore } from './store';

/** The custom board order and the viewer's settings (profile view, cookie consent), each write one IMMEDIATE transaction. */
export function createBoardListService(db: Db, clock: Clock, consent: ConsentService) {
  const store = createBoardListStore(db);

  function profileView(userId: number): ProfileViewSettings {
    const row = store.settings(userId);
    if (!row) return { ...DEFAULT_PROFILE_VIEW };
    return {
      boardSortOrder: row.board_sort_order,
      boardFilter: row.board_filter,
      boardPinDensity: row.board_pin_density,
      profilePinDensity: row.profile_pin_density,
      selfProfilePinFilter: row.self_profile_pin_filter,
    };
  }

  const reorder = db.transaction((o: OptionsOf<typeof contracts.boardOrderUpdate>, viewerId: number): string[] => {
    const current = new Set(store.profileBoardIds(viewerId));
    const asked = o.board_ids.map(Number);
    if (asked.length !== current.size || new Set(asked).size !== asked.length || !asked.every((boardId) => current.has(boardId))) {
      throw badRequest('The list must hold each of your boards once.', { board_ids: 'must be exactly the boards on your profile' });
    }
    store.storeOrder(viewerId, asked);
    return asked.map(String);
  });

  const update = db.transaction((o: OptionsOf<typeof contracts.userSettingsUpdate>, viewerId: number) => {
    const view = { ...profileView(viewerId), ...o.profile_view };
    if (o.profile_view) {
      store.saveSettings({
        user_id: viewerId,
        board_sort_order: view.boardSortOrder,
        board_filter: view.boardFilter,
        board_pin_density: view.boardPinDensity,
        profile_pin_density: view.profilePinDensity,
        self_profile_pin_filter: view.selfProfilePinFilter,
        updated_at: clock.now(),
      });
    }
    const choice = choiceOf(o);
    const cookie_consent = choice ? consent.decide(viewerId, choice, o.surface_tag ?? null) : consent.ofUser(viewerId);
    return { profile_view: view, cookie_consent };
  });

  return {
    reorder: (o: OptionsOf<typeof contracts.boardOrderUpdate>, viewerId: number) => reorder.immediate(o, viewerId),
    settings: (viewerId: number) => ({ profile_view: profileView(viewerId), cookie_consent: consent.ofUser(viewerId) }),
    updateSettings: (o: OptionsOf<typeof contracts.userSettingsUpdate>, viewerId: number) => update.immediate(o, viewerId),
  };
}

export type BoardListService = ReturnType<typeof createBoardListService>;
