import type { Express } from 'express';
import type { Response } from 'supertest';
import type { Db } from '../../../server/sqlite/open';
import { BOARD_ACTIONS } from '../../../shared/domain/boardPermissions';
import { rr } from './api';
import { browser, signUpAll, type Browser } from './app';
import { factories } from './factories';

export type Role = 'owner' | 'editor' | 'saver' | 'stranger';

/**
 * The people the board and section tests act as: an owner, a collaborator allowed every action (editor), one allowed
 * only to save and favorite (saver), a stranger, and a signed-out browser (`anon`). They sign up in the file's
 * beforeAll; `b` and `ids` are filled in place then, so a test file can destructure them once at the top.
 */
export function boardCast(app: Express, db: Db) {
  const f = factories(db);
  const b = {} as Record<Role, Browser>;
  const ids = {} as Record<Role, number>;
  let anon: Browser | null = null;
  beforeAll(async () => {
    const people = await signUpAll(app, ['owner', 'editor', 'saver', 'stranger']);
    Object.assign(b, people.browsers);
    Object.assign(ids, people.ids);
    anon = await browser(app);
  });
  return {
    b,
    ids,
    get anon(): Browser {
      if (!anon) throw new Error('the cast signs up in beforeAll: use it inside a test');
      return anon;
    },
    /** A board of the owner's with the editor and the saver on it. */
    sharedBoard(name: string, privacy: 'public' | 'secret' = 'public') {
      const board = f.board(ids.owner, name, { privacy });
      f.collaborator(board, ids.editor, [...BOARD_ACTIONS]);
      f.collaborator(board, ids.saver, ['save', 'favorite']);
      return board;
    },
  };
}

/** The fields an error answer names. */
export const fieldsOf = (res: Response) => Object.keys(rr(res).error?.fields ?? {});
