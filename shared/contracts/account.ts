import { z } from 'zod';
import { LIMITS } from '../constants';
import { displayName } from './displayName';
import { resource } from './endpoint';
import { viewerAnswer } from './user';
import { username } from './username';

// Only endpoints are exported as values: the registry mounts every value this module exports.

/** Asked again before the account's email changes or the account goes, so a borrowed session cannot do either. */
const currentPassword = z.string().min(1).max(LIMITS.password.max);

const account = z.object({ username: z.string(), email: z.string() });
export type AccountDetails = z.infer<typeof account>;

export const accountGet = resource('UserAccountResource', 'get', {
  tag: 'accounts',
  summary: "The viewer's own account details the settings show: username and email (no other answer carries the email).",
  auth: 'required',
  options: z.object({}).strict(),
  data: account,
});

export const accountUpdate = resource('UserAccountResource', 'update', {
  tag: 'accounts',
  summary:
    "Change the viewer's email, with the current password (403 naming password when it is wrong). 409 naming email when another account has it. Answers the account details.",
  auth: 'required',
  options: z.object({ email: z.email().max(254), password: currentPassword }).strict(),
  data: account,
});

export const accountDelete = resource('UserAccountResource', 'delete', {
  tag: 'accounts',
  summary:
    "Delete the viewer's account for good, with the current password (403 naming password when it is wrong): their boards, sections, pins, saves, follows, favorites, reactions, collaborations, invites, sessions, settings and uploaded files, in one transaction that keeps every count on other people's pins exact. 409 while an archive import of theirs runs. Ends the session.",
  auth: 'required',
  options: z.object({ password: currentPassword }).strict(),
  data: z.null(),
});

export const profileUpdate = resource('UserProfileResource', 'update', {
  tag: 'accounts',
  summary:
    "Edit the viewer's profile: first name, full name, username (409 naming username when taken; reserved names are a 400), about, and a photo (multipart/form-data, file field `image`; 400 or 413 naming image when it is not an image or too large; the old photo's files go once nothing else shows them). Fields left out keep their value. Answers the viewer.",
  auth: 'required',
  options: z
    .object({
      first_name: displayName(LIMITS.firstName).optional(),
      full_name: displayName(LIMITS.fullName).optional(),
      username: username.optional(),
      about: z.string().trim().max(LIMITS.about).optional(),
    })
    .strict(),
  data: viewerAnswer,
  body: 'multipart',
});
