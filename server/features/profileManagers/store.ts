import type { Db } from '../../sqlite/open';

export interface ProfileManagerRow {
  manager: string;
  profile: string;
  created_at: number;
}

/**
 * Business access: who manages which profile, and so may read its pins' stats (pinStatsStore
 * reads the table) and its product catalogue. Granted and revoked by the admin command only.
 */
export function createProfileManagersStore(db: Db) {
  const grant = db.prepare<[number, number, number]>(
    `INSERT INTO profile_managers (manager_id, profile_id, created_at) VALUES (?, ?, ?) ON CONFLICT (manager_id, profile_id) DO NOTHING`,
  );
  const revoke = db.prepare<[number, number]>(`DELETE FROM profile_managers WHERE manager_id = ? AND profile_id = ?`);
  const manages = db.prepare<[number, number], number>('SELECT 1 FROM profile_managers WHERE manager_id = ? AND profile_id = ?').pluck();
  const list = db.prepare<{ profile: number | null }, ProfileManagerRow>(
    `SELECT m.username AS manager, p.username AS profile, pm.created_at
     FROM profile_managers pm JOIN users m ON m.id = pm.manager_id JOIN users p ON p.id = pm.profile_id
     WHERE @profile IS NULL OR pm.profile_id = @profile ORDER BY p.username, m.username`,
  );
  return {
    /** True when the manager did not manage the profile before. */
    grant: (managerId: number, profileId: number, now: number) => grant.run(managerId, profileId, now).changes === 1,
    /** True when the manager managed the profile before. */
    revoke: (managerId: number, profileId: number) => revoke.run(managerId, profileId).changes === 1,
    /** Whether the manager may act for the profile (business access). */
    manages: (managerId: number, profileId: number) => manages.get(managerId, profileId) !== undefined,
    /** Every grant, or those of one profile. */
    list: (profileId: number | null) => list.all({ profile: profileId }),
  };
}
