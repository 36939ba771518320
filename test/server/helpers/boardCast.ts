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
 * only to save and favorite (saver), a stranger, and a signed-out browser. Call `cast.ready()` in beforeAll.
 */
export function boardCast(app: Express, db: Db) {
  const f = factories(db);
  const cast = {
    b: {} as Record<Role, Browser>,
    ids: {} as Record<Role, number>,
    anon: null as unknown as Browser,
    async ready() {
      ({ browsers: cast.b, ids: cast.ids } = await signUpAll(app, ['owner', 'editor', 'saver', 'stranger']));
      cast.anon = await browser(app);
    },
    /** A board of the owner's with the editor and the saver on it. */
    sharedBoard(name: string, privacy: 'public' | 'secret' = 'public') {
      const board = f.board(cast.ids.owner, name, { privacy });
      f.collaborator(board, cast.ids.editor, [...BOARD_ACTIONS]);
      f.collaborator(board, cast.ids.saver, ['save', 'favorite']);
      return board;
    },
  };
  return cast;
}

/** The fields an error answer names. */
export const fieldsOf = (res: Response) => Object.keys(rr(res).error?.fields ?? {});
