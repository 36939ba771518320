import type { Db } from '../../../server/sqlite/open';

type Row = Record<string, string | number | null>;
type Privacy = 'public' | 'protected' | 'secret';

const T0 = Date.UTC(2026, 0, 1);

/**
 * Rows straight into the tables, with just enough defaults to be valid, so a test builds the few pins it needs
 * without the demo seed. Counters the app keeps denormalized (save_count, favorite_user_count) are kept too.
 */
export function factories(db: Db) {
  const statements = new Map<string, ReturnType<Db['prepare']>>();
  let serial = 0;
  const next = () => ++serial;

  function insert(table: string, row: Row): number {
    const cols = Object.keys(row);
    const sql = `INSERT INTO ${table} (${cols.join(', ')}) VALUES (${cols.map((c) => `@${c}`).join(', ')})`;
    let stmt = statements.get(sql);
    if (!stmt) statements.set(sql, (stmt = db.prepare(sql)));
    return Number(stmt.run(row).lastInsertRowid);
  }

  function image(o: Row = {}): number {
    return insert('images', { signature: `sig${next()}`, width: 600, height: 900, dominant_color: '#aabbcc', ...o });
  }

  function user(username: string, o: Row = {}): number {
    return insert('users', {
      username,
      email: `${username}@example.com`,
      password_hash: 'unusable',
      first_name: username,
      full_name: username,
      created_at: T0,
      ...o,
    });
  }

  function board(ownerId: number, name: string, o: Row & { privacy?: Privacy } = {}): number {
    const slug = name.toLowerCase().replace(/[^a-z0-9]+/g, '-');
    return insert('boards', { owner_id: ownerId, name, slug: `${slug}-${next()}`, created_at: T0, ...o });
  }

  function pin(pinnerId: number, boardId: number, o: Row = {}): number {
    const n = next();
    return insert('pins', { pinner_id: pinnerId, board_id: boardId, image_id: image(), title: `Pin ${n}`, created_at: T0 + n, ...o });
  }

  /** A save of `originId` by `userId` onto their board: the origin's save count goes up, as a real save does. */
  function repin(originId: number, userId: number, boardId: number): number {
    const origin = db.prepare('SELECT image_id, title FROM pins WHERE id = ?').get(originId) as { image_id: number; title: string };
    db.prepare('UPDATE pins SET save_count = save_count + 1 WHERE id = ?').run(originId);
    return insert('pins', {
      pinner_id: userId,
      board_id: boardId,
      origin_pin_id: originId,
      image_id: origin.image_id,
      title: origin.title,
      created_at: T0 + next(),
    });
  }

  return {
    image,
    user,
    board,
    pin,
    repin,
    video: (o: Row = {}) =>
      insert('videos', { signature: `vid${next()}`, width: 720, height: 1280, duration_ms: 15000, thumbnail_image_id: image(), ...o }),
    section: (boardId: number, title: string) => insert('board_sections', { board_id: boardId, title, slug: `${title.toLowerCase()}-${next()}` }),
    interest: (name: string) => insert('interests', { name, url_name: `${name.toLowerCase().replace(/\W+/g, '-')}-${next()}` }),
    tag: (pinId: number, interestId: number) => insert('pin_interests', { pin_id: pinId, interest_id: interestId }),
    followUser: (follower: number, followee: number) => insert('user_follows', { follower_id: follower, followee_id: followee, created_at: T0 }),
    followBoard: (userId: number, boardId: number) => insert('board_follows', { user_id: userId, board_id: boardId, created_at: T0 }),
    followInterest: (userId: number, interestId: number) => insert('interest_follows', { user_id: userId, interest_id: interestId, created_at: T0 }),
    collaborator: (boardId: number, userId: number, permissions = ['save', 'favorite']) =>
      insert('board_collaborators', { board_id: boardId, user_id: userId, permissions: JSON.stringify(permissions), created_at: T0 }),
    react: (pinId: number, userId: number, type: 1 | 5 | 7 | 11 | 13) =>
      insert('reactions', { pin_id: pinId, user_id: userId, reaction_type: type, created_at: T0 }),
    favorite(pinId: number, userId: number) {
      insert('favorites', { pin_id: pinId, user_id: userId, created_at: T0 });
      db.prepare('UPDATE pins SET favorite_user_count = favorite_user_count + 1 WHERE id = ?').run(pinId);
    },
    /** Makes `collageId` a collage of `sourceIds`, in that order. */
    collage(collageId: number, sourceIds: number[]) {
      sourceIds.forEach((source, position) => insert('collage_items', { collage_pin_id: collageId, position, source_pin_id: source }));
    },
    /** Sets columns of a user's row the API has no way to set (full name, verification, partner flags ...). */
    profile(userId: number, o: Row) {
      const cols = Object.keys(o);
      db.prepare(`UPDATE users SET ${cols.map((c) => `${c} = @${c}`).join(', ')} WHERE id = @id`).run({ ...o, id: userId });
    },
    /** A Today article holding `pinIds` in that order, its cover a new image. */
    article(title: string, pinIds: number[], o: Row = {}): number {
      const id = insert('today_articles', { title, description: `About ${title}`, cover_image_id: image(), created_at: T0, ...o });
      pinIds.forEach((pinId, position) => insert('today_article_pins', { article_id: id, position, pin_id: pinId }));
      return id;
    },
    /** Grants the operator role, as `npm run admin -- operator grant` does. */
    operator: (userId: number) => insert('operators', { user_id: userId, granted_at: T0 }),
    setSaves: (pinId: number, saves: number) => db.prepare('UPDATE pins SET save_count = ? WHERE id = ?').run(saves, pinId),
    userId: (username: string) => db.prepare('SELECT id FROM users WHERE username = ?').pluck().get(username) as number,
  };
}

export type Factories = ReturnType<typeof factories>;
