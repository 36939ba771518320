import { ZxcvbnFactory } from '@zxcvbn-ts/core';
import * as common from '@zxcvbn-ts/language-common';
import * as en from '@zxcvbn-ts/language-en';
import { SITE_NAME } from './pageTitle';

/**
 * zxcvbn's score 3 means about 10^8 guesses: out of reach of online guessing and costly offline against our scrypt
 * hashes. Lower scores are the common passwords, keyboard walks, repeats, dates and variations of the account's own
 * words that ASVS 5.0 (6.2.4, 6.2.11) asks us to refuse.
 */
export const MIN_PASSWORD_SCORE = 3;

/** What the person signing up typed besides the password: a password built from these is easy to guess. */
export interface PasswordContext {
  username: string;
  email: string;
  firstName: string;
}

// Loading the dictionaries takes about 200 ms, so it waits for the first password rather than every process start.
let estimator: ZxcvbnFactory | null = null;
function zxcvbn(): ZxcvbnFactory {
  estimator ??= new ZxcvbnFactory({
    dictionary: { ...common.dictionary, ...en.dictionary },
    graphs: common.adjacencyGraphs,
    translations: en.translations,
  });
  return estimator;
}

const CONTROL = /\p{Cc}/u;

function contextWords({ username, email, firstName }: PasswordContext): string[] {
  const local = email.split('@')[0] ?? '';
  // The parts of names like ann_lee or ann.lee count on their own, since people build passwords from them.
  const parts = [username, local].flatMap((w) => w.split(/[._+-]+/));
  // The product's own name too ('pinboard2026' once passed): the first word anyone guessing here tries.
  const words = [SITE_NAME, username, email, local, firstName, ...parts];
  return [...new Set(words.map((w) => w.trim().toLowerCase()).filter((w) => w.length >= 3))];
}

/**
 * Why a new password is refused, or null. Length is the contract's to check; this refuses control characters (they
 * cannot be typed reliably and hide in logs) and passwords an attacker would guess early. No composition rules:
 * spaces and any other printable character are welcome, and a long phrase passes on its length.
 */
export function passwordProblem(password: string, context: PasswordContext): string | null {
  if (CONTROL.test(password)) return 'must not contain control characters';
  const result = zxcvbn().check(password, contextWords(context));
  if (result.score >= MIN_PASSWORD_SCORE) return null;
  const reason = result.feedback.warning ?? 'It would be guessed quickly.';
  return `is too easy to guess. ${reason} Try a longer phrase of words that are not about you.`;
}
