import type { Db } from '../../sqlite/open';
import { VIEWER_COLUMNS, type ViewerRow } from '../users/store';

/** The media files a write left unreferenced, to remove once it has committed. */
export interface UnusedMedia {
  images: string[];
  videos: string[];
}

/** A new profile photo, as the image preparer answers it. */
export interface NewPhoto {
  signature: string;
  width: number;
  height: number;
  dominantColor: string;
}

export type ProfileFields = { first_name?: string; full_name?: string; username?: string; about?: string };

/** The ids a write of a whole account reads as one JSON list (json_each), however many there are. */
const IN_GONE = `IN (SELECT value FROM json_each(@gone))`;

/** An image row nothing shows any more: no pin, video thumbnail, avatar or article cover names it. */
const IMAGE_UNUSED = `NOT EXISTS (SELECT 1 FROM pins WHERE image_id = images.id)
  AND NOT EXISTS (SELECT 1 FROM videos WHERE thumbnail_image_id = images.id)
  AND NOT EXISTS (SELECT 1 FROM users WHERE avatar_image_id = images.id)
  AND NOT EXISTS (SELECT 1 FROM today_articles WHERE cover_image_id = images.id)`;

/** The account settings' SQL: the email, the profile's fields and photo, and deleting a whole account. */
export function createAccountStore(db: Db) {
  const details = db.prepare<[number], { username: string; email: string; password_hash: string }>(
    'SELECT username, email, password_hash FROM users WHERE id = ?',
  );
  const viewer = db.prepare<[number], ViewerRow>(
    `SELECT ${VIEWER_COLUMNS} FROM users u LEFT JOIN images i ON i.id = u.avatar_image_id WHERE u.id = ?`,
  );
  const setEmail = db.prepare<[string, number]>('UPDATE users SET email = ? WHERE id = ?');
  const emailOwner = db.prepare<[string], number>('SELECT id FROM users WHERE email = ?').pluck();
  const usernameOwner = db.prepare<[string], number>('SELECT id FROM users WHERE username = ?').pluck();
  const setProfile = db.prepare<{ id: number; first_name: string | null; full_name: string | null; username: string | null; about: string | null }>(
    `UPDATE users SET first_name = coalesce(@first_name, first_name), full_name = coalesce(@full_name, full_name),
       username = coalesce(@username, username), about = coalesce(@about, about)
     WHERE id = @id`,
  );
  const insertImage = db.prepare<[string, number, number, string]>(
    'INSERT INTO images (signature, width, height, dominant_color) VALUES (?, ?, ?, ?) ON CONFLICT(signature) DO NOTHING',
  );
  const imageId = db.prepare<[string], number>('SELECT id FROM images WHERE signature = ?').pluck();
  const avatarOf = db.prepare<[number], number | null>('SELECT avatar_image_id FROM users WHERE id = ?').pluck();
  const setAvatar = db.prepare<[number, number]>('UPDATE users SET avatar_image_id = ? WHERE id = ?');
  const dropUnusedImages = db
    .prepare<{ gone: string }, string>(`DELETE FROM images WHERE id ${IN_GONE} AND ${IMAGE_UNUSED} RETURNING signature`)
    .pluck();
  const dropUnusedVideos = db
    .prepare<{ gone: string }, string>(
      `DELETE FROM videos WHERE id ${IN_GONE} AND NOT EXISTS (SELECT 1 FROM pins WHERE video_id = videos.id) RETURNING signature`,
    )
    .pluck();

  // Deleting an account. Most rows that name the person go by ON DELETE CASCADE; what follows is what a cascade
  // cannot do: counters on other people's pins, rows that name a pin or person by value, and the media left unused.
  const importRunning = db.prepare<[number], number>(`SELECT 1 FROM archive_import_jobs WHERE user_id = ? AND state = 'running'`).pluck();
  // The pins that go: the person's own, and everyone's on the person's boards (a board takes its pins with it).
  const gonePins = db
    .prepare<{ user: number }, number>(`SELECT id FROM pins WHERE pinner_id = @user OR board_id IN (SELECT id FROM boards WHERE owner_id = @user)`)
    .pluck();
  // An original that stays loses one save per save of it that goes.
  const uncountSaves = db.prepare<{ gone: string }>(
    `UPDATE pins SET save_count = max(save_count - (SELECT count(*) FROM pins s WHERE s.id ${IN_GONE} AND s.origin_pin_id = pins.id), 0)
     WHERE id IN (SELECT origin_pin_id FROM pins WHERE id ${IN_GONE} AND origin_pin_id IS NOT NULL) AND id NOT ${IN_GONE}`,
  );
  // A pin that stays loses the person's favorite.
  const uncountFavorites = db.prepare<{ user: number; gone: string }>(
    `UPDATE pins SET favorite_user_count = max(favorite_user_count - 1, 0)
     WHERE id IN (SELECT pin_id FROM favorites WHERE user_id = @user) AND id NOT ${IN_GONE}`,
  );
  const mediaOf = db.prepare<{ user: number; gone: string }, { images: string; videos: string }>(
    `SELECT
       (SELECT json_group_array(image_id) FROM (
          SELECT image_id FROM pins WHERE id ${IN_GONE} AND image_id IS NOT NULL
          UNION SELECT v.thumbnail_image_id FROM pins p JOIN videos v ON v.id = p.video_id WHERE p.id ${IN_GONE}
          UNION SELECT avatar_image_id FROM users WHERE id = @user AND avatar_image_id IS NOT NULL)) AS images,
       (SELECT json_group_array(DISTINCT video_id) FROM pins WHERE id ${IN_GONE} AND video_id IS NOT NULL) AS videos`,
  );
  // The logs name people and pins by value (no foreign key): the person's entries, and any about a pin that goes.
  const dropEvents = db.prepare<{ user: number; gone: string }>(
    `DELETE FROM events WHERE user_id = @user OR pin_id ${IN_GONE} OR new_pin_id ${IN_GONE}`,
  );
  const dropFeedback = db.prepare<{ gone: string }>(`DELETE FROM feedback_log WHERE pin_id ${IN_GONE}`);
  // A gone pin's daily impressions and saves (kinds only pins have; an 'event' count's object may be something else).
  const dropPinCounts = db.prepare<{ gone: string }>(
    `DELETE FROM analytics_daily_counts WHERE kind IN ('impression', 'save') AND object_id IN (SELECT CAST(value AS TEXT) FROM json_each(@gone))`,
  );
  const dropSessions = db.prepare<[number]>('DELETE FROM sessions WHERE user_id = ?');
  const dropUser = db.prepare<[number]>('DELETE FROM users WHERE id = ?');

  const unused = (images: number[], videos: number[]): UnusedMedia => {
    // Videos first: a video that goes may leave its thumbnail unused.
    const goneVideos = dropUnusedVideos.all({ gone: JSON.stringify(videos) });
    return { videos: goneVideos, images: dropUnusedImages.all({ gone: JSON.stringify(images) }) };
  };

  /** Inside updateProfile's transaction: the new avatar's row, and the old one's gone if nothing else shows it. */
  const replaceAvatar = (userId: number, image: NewPhoto): UnusedMedia => {
    insertImage.run(image.signature, image.width, image.height, image.dominantColor);
    const id = imageId.get(image.signature)!;
    const old = avatarOf.get(userId);
    setAvatar.run(id, userId);
    return old === null || old === undefined || old === id ? { images: [], videos: [] } : unused([old], []);
  };

  const updateProfile = db.transaction((userId: number, fields: ProfileFields, photo: NewPhoto | null): UnusedMedia => {
    setProfile.run({
      id: userId,
      first_name: fields.first_name ?? null,
      full_name: fields.full_name ?? null,
      username: fields.username ?? null,
      about: fields.about ?? null,
    });
    return photo ? replaceAvatar(userId, photo) : { images: [], videos: [] };
  });

  const deleteAccount = db.transaction((user: number): UnusedMedia => {
    const gone = JSON.stringify(gonePins.all({ user }));
    const media = mediaOf.get({ user, gone })!;
    uncountSaves.run({ gone });
    uncountFavorites.run({ user, gone });
    dropEvents.run({ user, gone });
    dropFeedback.run({ gone });
    dropPinCounts.run({ gone });
    dropSessions.run(user);
    dropUser.run(user);
    return unused(JSON.parse(media.images) as number[], JSON.parse(media.videos) as number[]);
  });

  return {
    details: (id: number) => details.get(id),
    viewer: (id: number) => viewer.get(id),
    emailOwner: (email: string) => emailOwner.get(email),
    usernameOwner: (username: string) => usernameOwner.get(username),
    setEmail: (id: number, email: string) => void setEmail.run(email, id),
    imageExists: (signature: string) => imageId.get(signature) !== undefined,
    /** The profile's fields and, with a photo, the new avatar in one IMMEDIATE transaction; answers the media left unused. */
    updateProfile: (...args: Parameters<typeof updateProfile>) => updateProfile.immediate(...args),
    importRunning: (id: number) => importRunning.get(id) === 1,
    /** Everything of the account in one IMMEDIATE transaction; answers the media files left unused. */
    deleteAccount: (id: number) => deleteAccount.immediate(id),
  };
}

export type AccountStore = ReturnType<typeof createAccountStore>;
