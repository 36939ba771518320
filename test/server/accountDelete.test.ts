import { existsSync } from 'node:fs';
import path from 'node:path';
import { endpoints } from '../../shared/contracts/registry';
import type { Db } from '../../server/sqlite/open';
import { rr } from './helpers/api';
import { browser, makeApp, PASSWORD, signUpAll, type Browser } from './helpers/app';
import { fieldsOf } from './helpers/boardCast';
import { factories } from './helpers/factories';
import { pngImage, tempMediaDir } from './pinCreate/fixtures';

// Deleting an account: every row that names the person goes, in one transaction, with their files, and every count on
// what other people keep stays what a recount gives.
const mediaDir = tempMediaDir();
const { app, db } = makeApp({ mediaDir });
const f = factories(db);
const T = Date.UTC(2026, 10, 1);

let people: Awaited<ReturnType<typeof signUpAll<'vic' | 'oth' | 'col'>>>;
const made = { vicBoard: 0, vicSecret: 0, othBoard: 0, vicUpload: 0, vicLonely: 0, othPin: 0, colPin: 0, othOnVic: 0, vicOnOth: 0 };
const files = { avatar: '', shared: '', lonely: '' };

const fileOf = (url: string) => path.join(mediaDir, url.replace(/^\/media\//, ''));
const dirOf = (url: string) => path.dirname(fileOf(url));

/** A setup call that must succeed. */
function ok<R extends { status: number; body: unknown }>(res: R): R {
  if (res.status >= 300) throw new Error(`setup call failed: ${res.status} ${JSON.stringify(res.body)}`);
  return res;
}

function uploadPin(b: Browser, board: number, file: Buffer) {
  return b.agent.post(endpoints.pinCreate.path).set('X-CSRFToken', b.csrf).field('board_id', String(board)).attach('image', file, 'p.png');
}

/** Every column of the schema that names a user: by foreign key, or by value where the table has no key (the logs). */
function userColumns(database: Db): { table: string; column: string }[] {
  const tables = database.prepare(`SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%'`).pluck().all() as string[];
  const found: { table: string; column: string }[] = [];
  for (const table of tables) {
    const keys = database.prepare(`SELECT "from", "table" FROM pragma_foreign_key_list(?)`).all(table) as { from: string; table: string }[];
    const columns = database.prepare(`SELECT name FROM pragma_table_info(?)`).pluck().all(table) as string[];
    for (const column of columns) {
      const keyed = keys.some((k) => k.from === column && k.table === 'users');
      if (keyed || (table === 'users' && column === 'id') || (column === 'user_id' && !keys.some((k) => k.from === column)))
        found.push({ table, column });
    }
  }
  return found;
}

const namingUser = (id: number) =>
  userColumns(db)
    .map(({ table, column }) => ({
      where: `${table}.${column}`,
      rows: db.prepare(`SELECT count(*) FROM ${table} WHERE ${column} = ?`).pluck().get(id) as number,
    }))
    .filter((c) => c.rows > 0)
    .map((c) => c.where);

/** Every table's rows, for comparing the whole database before and after. */
function snapshot(): Record<string, unknown[]> {
  const tables = db.prepare(`SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%'`).pluck().all() as string[];
  return Object.fromEntries(tables.map((t) => [t, db.prepare(`SELECT * FROM ${t}`).raw().all()]));
}

/** Each counter on a pin next to what counting its rows gives. */
function counters() {
  return db
    .prepare(
      `SELECT id, save_count, (SELECT count(*) FROM pins s WHERE s.origin_pin_id = p.id) AS saves,
         favorite_user_count, (SELECT count(*) FROM favorites f WHERE f.pin_id = p.id) AS favorites
       FROM pins p ORDER BY id`,
    )
    .all() as { id: number; save_count: number; saves: number; favorite_user_count: number; favorites: number }[];
}

beforeAll(async () => {
  people = await signUpAll(app, ['vic', 'oth', 'col']);
  const { vic, oth, col } = people.ids;
  const b = people.browsers;
  // Vic's boards, one secret, with sections; oth and col collaborate on the public one.
  made.vicBoard = f.board(vic, 'Vic public');
  made.vicSecret = f.board(vic, 'Vic secret', { privacy: 'secret' });
  f.section(made.vicBoard, 'Part');
  f.section(made.vicSecret, 'Hidden');
  f.collaborator(made.vicBoard, oth, ['save', 'favorite']);
  f.collaborator(made.vicBoard, col, ['save', 'favorite']);
  made.othBoard = f.board(oth, 'Oth group');
  f.collaborator(made.othBoard, vic, ['save', 'favorite']);
  const colBoard = f.board(col, 'Col board');
  made.othPin = f.pin(oth, made.othBoard);
  made.colPin = f.pin(col, colBoard);

  // Vic's uploads, with files: one oth saves (the file stays, oth's save shows it), one nobody else shows.
  const shared = ok(await uploadPin(b.vic, made.vicBoard, await pngImage(300, 200)));
  made.vicUpload = Number(rr(shared).data.id);
  files.shared = rr(shared).data.images['236x'].url;
  const lonely = ok(await uploadPin(b.vic, made.vicSecret, await pngImage(200, 300)));
  made.vicLonely = Number(rr(lonely).data.id);
  files.lonely = rr(lonely).data.images['236x'].url;
  const photo = await b.vic.agent
    .put(endpoints.profileUpdate.path)
    .set('X-CSRFToken', b.vic.csrf)
    .attach('image', await pngImage(256, 256), 'me.png');
  files.avatar = rr(photo).data.imageMediumUrl;

  // Saves both ways, and saves on each other's boards.
  ok(await b.vic.call('repinCreate', { pin_id: String(made.othPin), board_id: String(made.vicBoard) }));
  ok(await b.vic.call('repinCreate', { pin_id: String(made.colPin), board_id: String(made.vicSecret) }));
  made.vicOnOth = Number(rr(await b.vic.call('repinCreate', { pin_id: String(made.colPin), board_id: String(made.othBoard) })).data.id);
  ok(await b.oth.call('repinCreate', { pin_id: String(made.vicUpload), board_id: String(made.othBoard) }));
  made.othOnVic = Number(rr(await b.oth.call('repinCreate', { pin_id: String(made.colPin), board_id: String(made.vicBoard) })).data.id);
  ok(await b.col.call('repinCreate', { pin_id: String(made.othOnVic), board_id: String(colBoard) }));

  // Follows both ways, favorites, reactions, hides, reports, feedback, settings, consent.
  ok(await b.vic.call('followUser', { user_id: String(oth) }));
  ok(await b.oth.call('followUser', { user_id: String(vic) }));
  ok(await b.col.call('followUser', { user_id: String(vic) }));
  ok(await b.vic.call('followBoard', { id: String(made.othBoard) }));
  ok(await b.oth.call('followBoard', { id: String(made.vicBoard) }));
  f.followInterest(vic, f.interest('Lamps'));
  f.favorite(made.othPin, vic);
  f.favorite(made.vicUpload, oth);
  f.react(made.othPin, vic, 1);
  f.react(made.vicUpload, oth, 5);
  ok(
    await b.vic.call('userSettingsUpdate', {
      profile_view: { boardSortOrder: 'alphabetical' },
      appearance: { theme: 'dark' },
      allow_analytic_cookies: true,
      allow_marketing_cookies: false,
      allow_personalization_cookies: true,
    }),
  );
  // A password reset link asked for and not yet used, and a search remembered.
  ok(await b.oth.call('passwordResetRequest', { username_or_email: 'vic' }));
  ok(await b.vic.call('recentSearchAdd', { query: 'lamps' }));

  // Invites both ways.
  ok(await b.vic.call('inviteCreate', { board_id: String(made.vicSecret), invited_user_id: String(col) }));
  ok(await b.oth.call('inviteCreate', { board_id: String(f.board(oth, 'Oth other')), invited_user_id: String(vic) }));

  // What no endpoint here writes in one call: the rows of every other table that names a person.
  const row = (sql: string, ...args: unknown[]) => db.prepare(sql).run(...args);
  row('INSERT INTO hidden_pins (user_id, pin_id, reason, created_at) VALUES (?, ?, ?, ?)', vic, made.colPin, 'hide', T);
  row('INSERT INTO pin_reports (reporter_id, pin_id, complaint_reason, created_at) VALUES (?, ?, ?, ?)', vic, made.othPin, 'spam', T);
  row(
    'INSERT INTO feedback_log (user_id, feedback_type, undo, surface, pin_id, context_json, created_at) VALUES (?, 1, 0, ?, ?, ?, ?)',
    vic,
    'grid',
    made.othPin,
    '{}',
    T,
  );
  row(
    'INSERT INTO feedback_log (user_id, feedback_type, undo, surface, pin_id, context_json, created_at) VALUES (?, 1, 0, ?, ?, ?, ?)',
    oth,
    'grid',
    made.vicLonely,
    '{}',
    T,
  );
  row('INSERT INTO interest_feedback (user_id, interest_id, kind, created_at) VALUES (?, ?, ?, ?)', vic, f.interest('Chairs'), 'fewer', T);
  row('INSERT INTO board_order (user_id, board_id, position) VALUES (?, ?, 1)', vic, made.othBoard);
  row('INSERT INTO board_order (user_id, board_id, position) VALUES (?, ?, 1)', oth, made.vicBoard);
  row('INSERT INTO board_unfollows (user_id, board_id, created_at) VALUES (?, ?, ?)', vic, colBoard, T);
  row('INSERT INTO user_unfollows (user_id, followee_id, created_at) VALUES (?, ?, ?)', col, vic, T);
  row('INSERT INTO user_unfollows (user_id, followee_id, created_at) VALUES (?, ?, ?)', vic, col, T);
  row('INSERT INTO board_removed_members (board_id, user_id, removed_at) VALUES (?, ?, ?)', colBoard, vic, T);
  row('INSERT INTO profile_managers (manager_id, profile_id, created_at) VALUES (?, ?, ?)', vic, oth, T);
  row('INSERT INTO profile_managers (manager_id, profile_id, created_at) VALUES (?, ?, ?)', col, vic, T);
  f.operator(vic);
  row('UPDATE pins SET promoter_id = ?, sponsor_id = ? WHERE id = ?', vic, vic, made.colPin);
  const exp = Number(
    row(
      `INSERT INTO experiences (placement_id, experience_id, type, display_data, created_by, created_at, updated_at) VALUES (1, 2, 10, '{}', ?, ?, ?)`,
      vic,
      T,
      T,
    ).lastInsertRowid,
  );
  row(`INSERT INTO experience_states (experience_row, viewer_key, user_id, status, viewed_at) VALUES (?, ?, ?, 'viewed', ?)`, exp, `u${vic}`, vic, T);
  row(`INSERT INTO experience_triggers (experience_row, viewer_key, user_id, triggered_at) VALUES (?, ?, ?, ?)`, exp, `u${vic}`, vic, T);
  row(`INSERT INTO analytics_events (recorded_at, user_id, event_type, object_id_str) VALUES (?, ?, 1, ?)`, T, vic, String(made.othPin));
  const page = row(`INSERT INTO analytics_impression_pages (recorded_at, user_id, impressions, pins) VALUES (?, ?, '[]', '[]')`, T, vic);
  // Counted already, as the analytics roll-up (a real one-second timer) would count it: left to the roll-up, it moved
  // the counter between the half-way test's two snapshots now and then.
  row('UPDATE analytics_impressions_counted SET page_id = ?', page.lastInsertRowid);
  row(
    `INSERT INTO analytics_daily_counts (object_id, kind, event_type, day, count) VALUES (?, 'impression', 0, '2026-11-01', 3)`,
    String(made.vicLonely),
  );
  row(
    `INSERT INTO analytics_daily_counts (object_id, kind, event_type, day, count) VALUES (?, 'impression', 0, '2026-11-01', 4)`,
    String(made.othPin),
  );
  const job = Number(row(`INSERT INTO archive_import_jobs (user_id, state, total, created_at) VALUES (?, 'done', 1, ?)`, vic, T).lastInsertRowid);
  row('INSERT INTO archive_import_prepared (job_id, signature) VALUES (?, ?)', job, 'x');
  row(`INSERT INTO archive_imported (user_id, source_instance, kind, source_id, local_id) VALUES (?, 'i', 'pin', '1', ?)`, vic, made.vicLonely);
});

describe('UserAccountResource delete, refused', () => {
  it('answers 401 signed out', async () => {
    const anon = await browser(app);
    expect((await anon.call('accountDelete', { password: PASSWORD })).status).toBe(401);
  });

  it('answers 400 naming password when none is sent', async () => {
    const res = await people.browsers.vic.callUnchecked('accountDelete', {});
    expect([res.status, fieldsOf(res)]).toEqual([400, ['password']]);
  });

  it('answers 403 naming password when it is wrong', async () => {
    const res = await people.browsers.vic.call('accountDelete', { password: 'not the password' });
    expect([res.status, fieldsOf(res)]).toEqual([403, ['password']]);
  });

  it('answers 409 while an archive import of theirs runs', async () => {
    const job = db
      .prepare(`INSERT INTO archive_import_jobs (user_id, state, total, created_at) VALUES (?, 'running', 1, ?)`)
      .run(people.ids.vic, T).lastInsertRowid;
    const res = await people.browsers.vic.call('accountDelete', { password: PASSWORD });
    db.prepare('DELETE FROM archive_import_jobs WHERE id = ?').run(job);
    expect([res.status, fieldsOf(res)]).toEqual([409, ['account']]);
  });

  it('leaves everything as it was when it fails half-way', async () => {
    const before = snapshot();
    // The cascade reaches the reactions after the counters have moved and most rows have gone.
    db.exec(`CREATE TEMP TRIGGER fail_half_way BEFORE DELETE ON reactions BEGIN SELECT RAISE(ABORT, 'injected failure'); END`);
    try {
      const res = await people.browsers.vic.call('accountDelete', { password: PASSWORD });
      expect(res.status).toBe(500);
    } finally {
      db.exec('DROP TRIGGER fail_half_way');
    }
    expect(snapshot()).toEqual(before);
    for (const url of Object.values(files)) expect(existsSync(fileOf(url))).toBe(true);
    expect(rr(await people.browsers.vic.call('viewerGet', {})).data.isAuth).toBe(true);
  });
});

describe('UserAccountResource delete', () => {
  let before: ReturnType<typeof counters>;
  let otherFollowers: number;
  beforeAll(async () => {
    // The test's world is built as the app keeps it: every counter equals its recount before the deletion too.
    before = counters();
    expect(before.filter((c) => c.save_count !== c.saves || c.favorite_user_count !== c.favorites)).toEqual([]);
    expect(before.find((c) => c.id === made.colPin)).toMatchObject({ save_count: 3 });
    // Every column that can name a person names vic somewhere, so the check after the deletion covers the whole schema.
    expect(namingUser(people.ids.vic).sort()).toEqual(
      userColumns(db)
        .map((c) => `${c.table}.${c.column}`)
        .sort(),
    );
    otherFollowers = rr(await people.browsers.col.call('userGet', { username: 'oth' })).data.followerCount;
    const res = await people.browsers.vic.call('accountDelete', { password: PASSWORD });
    expect(res.status).toBe(200);
  });

  it('leaves no row in any table that names the person', () => {
    expect(userColumns(db).length).toBeGreaterThan(25);
    expect(namingUser(people.ids.vic)).toEqual([]);
    expect(db.prepare('PRAGMA foreign_key_check').all()).toEqual([]);
  });

  it('leaves no row that names a pin that went, by key or by value', () => {
    const pins = new Set(db.prepare('SELECT id FROM pins').pluck().all() as number[]);
    const dangling = (sql: string) => (db.prepare(sql).pluck().all() as (number | null)[]).filter((id) => id !== null && !pins.has(Number(id)));
    expect(dangling('SELECT pin_id FROM events UNION ALL SELECT new_pin_id FROM events')).toEqual([]);
    expect(dangling('SELECT pin_id FROM feedback_log')).toEqual([]);
    expect(dangling(`SELECT CAST(object_id AS INTEGER) FROM analytics_daily_counts WHERE kind IN ('impression', 'save')`)).toEqual([]);
    expect(db.prepare('SELECT count(*) FROM pin_search WHERE rowid NOT IN (SELECT id FROM pins)').pluck().get()).toBe(0);
  });

  it("takes the person's boards with everyone's pins on them, and leaves other people's boards and pins", () => {
    expect(db.prepare('SELECT count(*) FROM boards WHERE id IN (?, ?)').pluck().get(made.vicBoard, made.vicSecret)).toBe(0);
    expect(db.prepare('SELECT count(*) FROM pins WHERE id IN (?, ?, ?)').pluck().get(made.othOnVic, made.vicOnOth, made.vicUpload)).toBe(0);
    expect(db.prepare('SELECT count(*) FROM pins WHERE id IN (?, ?)').pluck().get(made.othPin, made.colPin)).toBe(2);
    expect(db.prepare('SELECT count(*) FROM pins WHERE board_id = ?').pluck().get(made.othBoard)).toBe(2);
  });

  it('keeps every counter on the pins that stay equal to its recount', () => {
    const after = counters();
    expect(after.filter((c) => c.save_count !== c.saves || c.favorite_user_count !== c.favorites)).toEqual([]);
    // col's pin lost the three saves made by vic or onto vic's boards; oth's pin lost vic's save and favorite.
    expect(after.find((c) => c.id === made.colPin)).toMatchObject({ save_count: 0 });
    expect(after.find((c) => c.id === made.othPin)).toMatchObject({ save_count: 0, favorite_user_count: 0 });
  });

  it("counts the others' followers and following without the person", async () => {
    const oth = rr(await people.browsers.col.call('userGet', { username: 'oth' })).data;
    expect(oth.followerCount).toBe(otherFollowers - 1);
    expect(oth.followerCount).toBe(db.prepare('SELECT count(*) FROM user_follows WHERE followee_id = ?').pluck().get(people.ids.oth));
    const board = rr(await people.browsers.col.call('boardGet', { board_id: String(made.othBoard) })).data;
    expect(board.follower_count ?? board.followerCount).toBe(0);
  });

  it("removes the person's files, and keeps those another person's save still shows", () => {
    expect(existsSync(dirOf(files.avatar))).toBe(false);
    expect(existsSync(dirOf(files.lonely))).toBe(false);
    expect(existsSync(fileOf(files.shared))).toBe(true);
    const signatures = db.prepare('SELECT signature FROM images').pluck().all() as string[];
    expect(signatures).toContain(path.basename(dirOf(files.shared)));
    expect(signatures).not.toContain(path.basename(dirOf(files.avatar)));
  });

  it('signs the browser out, and the profile is not found', async () => {
    expect(rr(await people.browsers.vic.call('viewerGet', {})).data.isAuth).toBe(false);
    expect((await people.browsers.oth.call('userGet', { username: 'vic' })).status).toBe(404);
  });
});
