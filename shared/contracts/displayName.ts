import { z } from 'zod';
import { displayNameProblem, normalizeDisplayName } from '../domain/displayNames';

/** A name people choose and others read (first name, board name): NFKC, trimmed, 1..max, nothing invisible. */
export function displayName(max: number) {
  return z
    .string()
    .overwrite(normalizeDisplayName)
    .trim()
    .min(1)
    .max(max)
    .superRefine((name, ctx) => {
      const problem = displayNameProblem(name);
      if (problem) ctx.addIssue({ code: 'custom', message: problem });
    });
}
