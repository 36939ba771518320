import { z } from 'zod';
import { LIMITS } from '../constants';
import { empty } from './common';
import { resource } from './endpoint';
import { viewer } from './user';

const username = z
  .string()
  .trim()
  .min(LIMITS.username.min)
  .max(LIMITS.username.max)
  .regex(/^[A-Za-z0-9_]+$/, 'letters, digits and underscores only');

export const register = resource('UserRegisterResource', 'create', {
  tag: 'accounts',
  summary: 'Sign up; answers the new viewer and starts a session.',
  options: z.object({
    username,
    email: z.email().max(254),
    password: z.string().min(LIMITS.password.min).max(LIMITS.password.max),
    first_name: z.string().trim().min(1).max(LIMITS.firstName),
  }),
  data: viewer,
});

export const login = resource('UserSessionResource', 'create', {
  tag: 'accounts',
  summary: 'Log in with a username or email; answers the viewer and sets the session cookie.',
  options: z.object({
    username_or_email: z.string().trim().min(1).max(254),
    password: z.string().min(1).max(LIMITS.password.max),
  }),
  data: viewer,
});

export const logout = resource('UserSessionResource', 'delete', {
  tag: 'accounts',
  summary: 'Log out: ends the session, if it has not already ended, and clears its cookie; succeeds either way.',
  options: empty,
  data: z.null(),
});

export const viewerGet = resource('ViewerResource', 'get', {
  tag: 'accounts',
  summary: 'The viewer; `isAuth: false` when signed out.',
  options: empty,
  data: viewer,
});
