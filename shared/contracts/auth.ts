import { z } from 'zod';
import { LIMITS } from '../constants';
import { passwordProblem } from '../domain/passwords';
import { empty } from './common';
import { displayName } from './displayName';
import { resource } from './endpoint';
import { viewerAnswer } from './user';
import { username } from './username';

export const register = resource('UserRegisterResource', 'create', {
  tag: 'accounts',
  summary: "Sign up; answers the new viewer and starts a session. A signed-out cookie consent choice becomes the account's.",
  auth: 'optional',
  options: z
    .object({
      username,
      email: z.email().max(254),
      password: z.string().min(LIMITS.password.min).max(LIMITS.password.max),
      first_name: displayName(LIMITS.firstName),
    })
    // On the object, because a password made of the account's own words is only recognised beside them.
    .superRefine((o, ctx) => {
      const problem = passwordProblem(o.password, { username: o.username, email: o.email, firstName: o.first_name });
      if (problem) ctx.addIssue({ code: 'custom', path: ['password'], message: problem, params: { rule: 'guessable' } });
    }),
  data: viewerAnswer,
});

export const login = resource('UserSessionResource', 'create', {
  tag: 'accounts',
  summary:
    "Log in with a username or email; answers the viewer and sets the session cookie. A signed-out cookie consent choice becomes the account's unless it has decided already.",
  auth: 'optional',
  options: z.object({
    username_or_email: z.string().trim().min(1).max(254),
    password: z.string().min(1).max(LIMITS.password.max),
  }),
  data: viewerAnswer,
});

export const logout = resource('UserSessionResource', 'delete', {
  tag: 'accounts',
  summary: 'Log out: ends the session, if it has not already ended, and clears its cookie; succeeds either way.',
  auth: 'optional',
  options: empty,
  data: z.null(),
});

export const viewerGet = resource('ViewerResource', 'get', {
  tag: 'accounts',
  summary: "The viewer; `isAuth: false` when signed out. cookie_consent: the account's choice, or signed out this browser's.",
  auth: 'optional',
  options: empty,
  data: viewerAnswer,
});
