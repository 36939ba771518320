import { z } from 'zod';
import { LIMITS } from '../constants';
import { empty } from './common';
import { resource } from './endpoint';

/** A new password: its length here; the strength rules, which need the account's own words, run in the service. */
const newPassword = z.string().min(LIMITS.password.min).max(LIMITS.password.max);

/** A reset link names its account and carries a token: /pw/{username}/?t={token}. */
const resetLink = {
  username: z.string().trim().min(1).max(LIMITS.username.max),
  token: z.string().min(1).max(100),
};

export const passwordResetRequest = resource('PasswordResetResource', 'create', {
  tag: 'accounts',
  summary:
    'Asks for a password reset link by email or username. Always answers the same, whether or not an account matches; when one does, a single-use link valid for an hour goes to its email.',
  auth: 'optional',
  options: z.object({ username_or_email: z.string().trim().min(1).max(254) }),
  data: z.null(),
});

export const passwordResetGet = resource('PasswordResetResource', 'get', {
  tag: 'accounts',
  summary: 'Whether a reset link still works: 404 naming `token` when it is unknown, used, expired or made for another account.',
  auth: 'optional',
  options: z.object(resetLink),
  data: z.object({ username: z.string() }),
});

export const passwordResetComplete = resource('PasswordResetResource', 'update', {
  tag: 'accounts',
  summary:
    "Sets a new password from a reset link (the sign-up's password rules), uses the link up and ends every session of the account, which then logs in with the new password.",
  auth: 'optional',
  options: z.object({ ...resetLink, password: newPassword }),
  data: z.null(),
});

export const passwordChange = resource('UserPasswordResource', 'update', {
  tag: 'accounts',
  summary:
    "Changes the viewer's password: the current one is asked (400 naming `current_password` when wrong), the new one follows the sign-up's rules. Every other session of the account ends; this one stays.",
  auth: 'required',
  options: z.object({ current_password: z.string().min(1).max(LIMITS.password.max), new_password: newPassword }),
  data: z.null(),
});

export const securePanic = resource('UserSecurityLockResource', 'create', {
  tag: 'accounts',
  summary:
    "Signs the viewer out everywhere, this session included, and locks the account until its password is reset: the old password no longer logs in, and a reset link goes to the account's email.",
  auth: 'required',
  options: empty,
  data: z.null(),
});
