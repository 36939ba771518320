import { ApiError, conflict } from '../../http/errors';
import { verifyPassword } from '../auth/password';
import type { DecodeGate } from '../pins/decodeGate';
import { prepareImage } from '../pins/image';
import type { ViewerRow } from '../users/store';
import { removeMedia } from './media';
import type { AccountStore, NewPhoto, ProfileFields, UnusedMedia } from './store';

export interface AccountDeps {
  store: AccountStore;
  decodeGate: DecodeGate;
  mediaDir: string;
  /** A photo's most pixels: a pin image's, as the photo takes the same path to disk. */
  maxPixels: number;
}

/** The file field a profile photo arrives in; every refusal of the photo names it. */
export const PHOTO_FIELD = 'image';

const wrongPassword = () =>
  new ApiError(403, 'wrong_password', 'That password is not right. Enter your current password.', { password: 'incorrect' });
const isUniqueViolation = (err: unknown, column: string) =>
  (err as { code?: string }).code === 'SQLITE_CONSTRAINT_UNIQUE' && ((err as Error).message ?? '').includes(column);

/**
 * The viewer's own account: its email, its profile (names, username, about, photo) and deleting it. Changing the email
 * and deleting the account ask for the password again, so a session left open on a shared computer can do neither.
 */
export function createAccountService({ store, decodeGate, mediaDir, maxPixels }: AccountDeps) {
  async function checkPassword(userId: number, password: string): Promise<void> {
    const user = store.details(userId);
    if (!user || !(await verifyPassword(password, user.password_hash))) throw wrongPassword();
  }

  function details(userId: number) {
    const { username, email } = store.details(userId)!;
    return { username, email };
  }

  const usernameTaken = () => conflict('That username is taken. Choose another.', { username: 'already taken' });

  return {
    details,

    /** A taken email is named: the caller has proved the account's password, and a person needs to know which field to fix. */
    async changeEmail(userId: number, o: { email: string; password: string }) {
      await checkPassword(userId, o.password);
      const taken = () => conflict('Another account uses that email.', { email: 'already used by another account' });
      const owner = store.emailOwner(o.email);
      if (owner !== undefined && owner !== userId) throw taken();
      try {
        store.setEmail(userId, o.email);
      } catch (err) {
        // Two changes racing for the same email: the UNIQUE constraint decides.
        if (isUniqueViolation(err, 'users.email')) throw taken();
        throw err;
      }
      return details(userId);
    },

    /**
     * The fields given, and a new photo when one is uploaded. The photo's sizes are written before the transaction
     * (decoding must not hold the write lock) and removed again if it fails and no row names them; the old photo's
     * files go once the new one is committed, unless something else still shows that image.
     */
    async updateProfile(userId: number, fields: ProfileFields, upload: Buffer | null): Promise<ViewerRow> {
      const owner = fields.username === undefined ? undefined : store.usernameOwner(fields.username);
      if (owner !== undefined && owner !== userId) throw usernameTaken();
      let photo: NewPhoto | null = null;
      if (upload) photo = await decodeGate.run(PHOTO_FIELD, () => prepareImage(upload, { mediaDir, maxPixels, field: PHOTO_FIELD }));
      const hadFiles = photo !== null && store.imageExists(photo.signature);
      let unused: UnusedMedia;
      try {
        unused = store.updateProfile(userId, fields, photo);
      } catch (err) {
        if (photo && !hadFiles && !store.imageExists(photo.signature)) await removeMedia(mediaDir, { images: [photo.signature], videos: [] });
        if (isUniqueViolation(err, 'users.username')) throw usernameTaken();
        throw err;
      }
      await removeMedia(mediaDir, unused);
      return store.viewer(userId)!;
    },

    /** Refused while an archive import of theirs runs: the import would go on writing to an account that is gone. */
    async deleteAccount(userId: number, password: string): Promise<void> {
      await checkPassword(userId, password);
      if (store.importRunning(userId))
        throw conflict('An import into your account is still running. Try again when it has finished.', { account: 'import running' });
      await removeMedia(mediaDir, store.deleteAccount(userId));
    },
  };
}

export type AccountService = ReturnType<typeof createAccountService>;
