import type { AppearanceSettingsRow, ProfileViewSettingsRow } from '../../../db/tables';
import type { Db } from '../../sqlite/open';

type StoredSettings = Omit<ProfileViewSettingsRow, 'user_id' | 'updated_at'>;

/**
 * The stored profile view settings and appearance choices, a row per user who changed one (the defaults apply until
 * then; choosing the default appearance again deletes its row).
 */
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

  const theme = db.prepare<[number], Pick<AppearanceSettingsRow, 'theme'>>('SELECT theme FROM appearance_settings WHERE user_id = ?');
  const saveTheme = db.prepare<AppearanceSettingsRow>(
    `INSERT INTO appearance_settings (user_id, theme, updated_at) VALUES (@user_id, @theme, @updated_at)
     ON CONFLICT (user_id) DO UPDATE SET theme = excluded.theme, updated_at = excluded.updated_at`,
  );
  const clearTheme = db.prepare<[number]>('DELETE FROM appearance_settings WHERE user_id = ?');

  return {
    settings: (userId: number) => settings.get(userId),
    saveSettings: (row: ProfileViewSettingsRow) => saveSettings.run(row),
    theme: (userId: number) => theme.get(userId)?.theme,
    saveTheme: (row: AppearanceSettingsRow) => saveTheme.run(row),
    clearTheme: (userId: number) => clearTheme.run(userId),
  };
}

export type UserSettingsStore = ReturnType<typeof createUserSettingsStore>;
