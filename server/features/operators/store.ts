import type { Db } from '../../sqlite/open';

export interface OperatorListRow {
  user_id: number;
  username: string;
  granted_at: number;
}

/** The operator role: who may author experiences. Granted and revoked by the admin command only. */
export function createOperatorsStore(db: Db) {
  const isOperator = db.prepare<[number], number>(`SELECT EXISTS (SELECT 1 FROM operators WHERE user_id = ?)`).pluck();
  const grant = db.prepare<[number, number]>(`INSERT INTO operators (user_id, granted_at) VALUES (?, ?) ON CONFLICT (user_id) DO NOTHING`);
  const revoke = db.prepare<[number]>(`DELETE FROM operators WHERE user_id = ?`);
  const list = db.prepare<[], OperatorListRow>(
    `SELECT o.user_id, u.username, o.granted_at FROM operators o JOIN users u ON u.id = o.user_id ORDER BY u.username`,
  );
  return {
    isOperator: (userId: number) => isOperator.get(userId) === 1,
    /** True when the user was not an operator before. */
    grant: (userId: number, now: number) => grant.run(userId, now).changes === 1,
    /** True when the user was an operator before. */
    revoke: (userId: number) => revoke.run(userId).changes === 1,
    list: () => list.all(),
  };
}

export type OperatorsStore = ReturnType<typeof createOperatorsStore>;
