import type { ProfileViewSettingsRow } from '../../../db/tables';
import type { Db } from '../../sqlite/open';

type StoredSettings = Omit<ProfileViewSettingsRow, 'user_id' | 'updated_at'>;

export function createBoardListStore(db: Db) {
  // The boards a profile lists, as BoardsResource get lists them for their owner: owned or collaborated.
  const profileBoardIds = db
    .prepare<{ user: number }, number>(
      `SELECT b.id FROM boards b WHERE b.owner_id = @user
       UNION SELECT c.board_id FROM board_collaborators c WHERE c.user_id = @user`,
    )
    .pluck();
  const clearOrder = db.prepare<[number]>(`DELETE FROM board_order WHERE user_id = ?`);
  const place = db.prepare<[number, number, number]>(`INSERT INTO board_order (user_id, board_id, position) VALUES (?, ?, ?)`);
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
    profileBoardIds: (userId: number) => profileBoardIds.all({ user: userId }),
    /** Replaces the user's order with `boardIds`, first lowest. */
    storeOrder(userId: number, boardIds: number[]) {
      clearOrder.run(userId);
      boardIds.forEach((boardId, i) => place.run(userId, boardId, i + 1));
    },
    settings: (userId: number) => settings.get(userId),
    saveSettings: (row: ProfileViewSettingsRow) => saveSettings.run(row),
  };
}
