import type { CookieConsentRow } from '../../../db/tables';
import type { Db } from '../../sqlite/open';

export function createConsentStore(db: Db) {
  const byUser = db.prepare<[number], CookieConsentRow>(
    `SELECT user_id, allow_analytic_cookies, allow_marketing_cookies, allow_personalization_cookies, surface_tag, decided_at
     FROM cookie_consents WHERE user_id = ?`,
  );
  const save = db.prepare<CookieConsentRow>(
    `INSERT INTO cookie_consents (user_id, allow_analytic_cookies, allow_marketing_cookies, allow_personalization_cookies, surface_tag, decided_at)
     VALUES (@user_id, @allow_analytic_cookies, @allow_marketing_cookies, @allow_personalization_cookies, @surface_tag, @decided_at)
     ON CONFLICT (user_id) DO UPDATE SET allow_analytic_cookies = excluded.allow_analytic_cookies,
       allow_marketing_cookies = excluded.allow_marketing_cookies, allow_personalization_cookies = excluded.allow_personalization_cookies,
       surface_tag = excluded.surface_tag, decided_at = excluded.decided_at`,
  );
  // The account's own choice wins over one carried in from a signed-out visit: a conflict leaves it as it is.
  const saveIfUndecided = db.prepare<CookieConsentRow>(
    `INSERT INTO cookie_consents (user_id, allow_analytic_cookies, allow_marketing_cookies, allow_personalization_cookies, surface_tag, decided_at)
     VALUES (@user_id, @allow_analytic_cookies, @allow_marketing_cookies, @allow_personalization_cookies, @surface_tag, @decided_at)
     ON CONFLICT (user_id) DO NOTHING`,
  );

  return {
    byUser: (userId: number) => byUser.get(userId),
    save: (row: CookieConsentRow) => save.run(row),
    saveIfUndecided: (row: CookieConsentRow) => saveIfUndecided.run(row).changes === 1,
  };
}

export type ConsentStore = ReturnType<typeof createConsentStore>;
