import type { OptionsOf } from '../../../shared/contracts/endpoint';
import type * as contracts from '../../../shared/contracts/userSettings';
import type { ProfileViewSettings } from '../../../shared/contracts/userSettings';
import { DEFAULT_PROFILE_VIEW } from '../../../shared/domain/profileViewSettings';
import { DEFAULT_THEME, type ThemeChoice } from '../../../shared/domain/theme';
import type { Clock } from '../../config';
import type { Db } from '../../sqlite/open';
import { choiceOf, type ConsentService } from '../consent/service';
import type { UserSettingsStore } from './store';

/**
 * The viewer's settings by part: the profile view, the appearance, and cookie consent (kept by the consent service); a
 * write is one IMMEDIATE transaction.
 */
export function createUserSettingsService(db: Db, store: UserSettingsStore, clock: Clock, consent: ConsentService) {
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

  const theme = (userId: number): ThemeChoice => store.theme(userId) ?? DEFAULT_THEME;

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
    // The default is no row, so a person who goes back to it is stored like one who never chose.
    if (o.appearance) {
      const chosen = o.appearance.theme;
      if (chosen === 'system') store.clearTheme(viewerId);
      else store.saveTheme({ user_id: viewerId, theme: chosen, updated_at: clock.now() });
    }
    const choice = choiceOf(o);
    const cookie_consent = choice ? consent.decide(viewerId, choice, o.surface_tag ?? null) : consent.ofUser(viewerId);
    return { profile_view: view, appearance: { theme: theme(viewerId) }, cookie_consent };
  });

  return {
    settings: (viewerId: number) => ({
      profile_view: profileView(viewerId),
      appearance: { theme: theme(viewerId) },
      cookie_consent: consent.ofUser(viewerId),
    }),
    /** The viewer's theme, for the pages the server sends them and the viewer answer. */
    theme,
    update: (o: OptionsOf<typeof contracts.userSettingsUpdate>, viewerId: number) => update.immediate(o, viewerId),
  };
}

export type UserSettingsService = ReturnType<typeof createUserSettingsService>;
