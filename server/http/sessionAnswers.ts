import type { Request, Response } from 'express';
import type { Config } from '../config';
import type { CsrfTokens } from './csrf';
import { clearSessionCookie, privateAnswer, setSessionCookie } from './session';

/** What an answer that changes the session sends along: the session cookie and a csrf token bound to the new state. */
export interface SessionAnswers {
  /** A session began: its cookie, a token bound to it (the old one was bound to whatever came before). */
  started(req: Request, res: Response, token: string): void;
  /** The session is over, or already was: clear its cookie and hand out a signed-out token. */
  ended(req: Request, res: Response): void;
}

export function sessionAnswers(config: Config, csrf: CsrfTokens): SessionAnswers {
  return {
    started(req, res, token) {
      setSessionCookie(req, res, config, token);
      csrf.issue(req, res, token);
      privateAnswer(res);
    },
    ended(req, res) {
      clearSessionCookie(req, res, config);
      csrf.issue(req, res, null);
    },
  };
}
