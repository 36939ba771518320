import type { ProfileViewSettingsRow } from '../../../db/tables';
import type { Db } from '../../sqlite/open';

type StoredSettings = Omit<ProfileViewSettingsRow, 'user_id' | 'updated_at'>;

/** The stored profile view settings, a row per user who changed one (the defaults apply until then). */
export function createUserSettingsStore(db: Db) {
  const settings = db.prepare<[number], StoredSettings>(
    `SELECT board_sort_order, board_filter, board_pin_density, profile_pin_density, self_profile_pin_filter
     FROM profile_view_settings WHERE user_id = ?`,
  );
  const saveSettings = db.prepare<ProfileViewSettingsRow>(
    `INSERT INTO profile_view_settings (user_id, board_sort_order, board_filter, board_pin_density, profile_pin_density, self_profile_pin_filter, updated_at)
     VALUES (@user_id, @board_sort_order, @board_filter, @board_pin_density, @profile_pin_density, @self_profile_pin_filter, @updated_at)
     ON CONFLICT (user_id) DO UPDATE SET board_sort_order = excluded.board_sort_order, board_filter = excluded.board_filter,
       board_pin_density = excluded.board_pin_density, profile_pin_density = excluded.profile_pin_density,
       self_profile_pin_filter = excluded.self_profile_pin_filter, updated_at = excluded.updated_at`,
  );

  return {
    settings: (userId: number) => settings.get(userId),
    saveSettings: (row: ProfileViewSettingsRow) => saveSettings.run(row),
  };
}

export type UserSettingsStore = ReturnType<typeof createUserSettingsStore>;
