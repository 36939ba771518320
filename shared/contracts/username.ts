import { z } from 'zod';
import { LIMITS } from '../constants';
import { isReservedName } from '../domain/routes';

/**
 * An account's name, at sign-up and when the profile changes it; never one of the site's own top-level words, or its
 * profile at /{username}/ could not be reached.
 */
export const username = z
  .string()
  .trim()
  .min(LIMITS.username.min)
  .max(LIMITS.username.max)
  .regex(/^[A-Za-z0-9_]+$/, 'letters, digits and underscores only')
  .refine((name) => !isReservedName(name), { message: 'reserved: the site uses that name for a page', params: { rule: 'reserved' } });
