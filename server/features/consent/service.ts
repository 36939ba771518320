import type { CookieConsentRow } from '../../../db/tables';
import { consentAllows, type CookieChoices, type CookieConsentState, type CookieFlag } from '../../../shared/domain/cookieConsent';
import type { Clock } from '../../config';
import { stateOf, type ConsentDecision } from '../../http/visitor';
import type { ConsentStore } from './store';

/** The surface_tag recorded when a signed-out choice becomes the account's at log-in or sign-up. */
const CARRIED_SURFACE_TAG = 'signed_out_cookie';

const bit = (b: boolean): 0 | 1 => (b ? 1 : 0);

function rowOf(userId: number, d: ConsentDecision, surfaceTag: string | null): CookieConsentRow {
  return {
    user_id: userId,
    allow_analytic_cookies: bit(d.allow_analytic_cookies),
    allow_marketing_cookies: bit(d.allow_marketing_cookies),
    allow_personalization_cookies: bit(d.allow_personalization_cookies),
    surface_tag: surfaceTag,
    decided_at: d.decidedAt,
  };
}

/** The three flags of a settings update, when it carries a choice (the contract has checked they come together). */
export function choiceOf(o: Partial<CookieChoices>): CookieChoices | null {
  const { allow_analytic_cookies, allow_marketing_cookies, allow_personalization_cookies } = o;
  if (allow_analytic_cookies === undefined || allow_marketing_cookies === undefined || allow_personalization_cookies === undefined) return null;
  return { allow_analytic_cookies, allow_marketing_cookies, allow_personalization_cookies };
}

/** Signed-in people's cookie consent: stored per account, and what it allows the events recorded about them. */
export function createConsentService(store: ConsentStore, clock: Clock) {
  function decisionOf(userId: number): ConsentDecision | null {
    const row = store.byUser(userId);
    if (!row) return null;
    return {
      allow_analytic_cookies: row.allow_analytic_cookies === 1,
      allow_marketing_cookies: row.allow_marketing_cookies === 1,
      allow_personalization_cookies: row.allow_personalization_cookies === 1,
      decidedAt: row.decided_at,
    };
  }

  return {
    ofUser: (userId: number): CookieConsentState => stateOf(decisionOf(userId)),
    /** A new choice, made now; it replaces any earlier one. Runs inside the caller's transaction when there is one. */
    decide(userId: number, choices: CookieChoices, surfaceTag: string | null): CookieConsentState {
      const decision = { ...choices, decidedAt: clock.now() };
      store.save(rowOf(userId, decision, surfaceTag));
      return stateOf(decision);
    },
    /**
     * A signed-out visit's choice becomes the account's at log-in or sign-up, unless the account has decided already:
     * that choice was the person's own, made signed in, while the browser's may have been anyone's at this computer.
     * A time from the future (a hand-made cookie) is recorded as now.
     */
    carryIn(userId: number, visitor: ConsentDecision | null): void {
      if (!visitor) return;
      store.saveIfUndecided(rowOf(userId, { ...visitor, decidedAt: Math.min(visitor.decidedAt, clock.now()) }, CARRIED_SURFACE_TAG));
    },
    allows: (userId: number, flag: CookieFlag): boolean => consentAllows(stateOf(decisionOf(userId)), flag),
    decisionAt: (choices: CookieChoices): ConsentDecision => ({ ...choices, decidedAt: clock.now() }),
  };
}

export type ConsentService = ReturnType<typeof createConsentService>;
