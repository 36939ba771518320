import { COOKIE_FLAGS, UNDECIDED, allChoices, consentAllows, decidedState } from '../../shared/domain/cookieConsent';

const AT = Date.UTC(2026, 10, 1);

describe('cookie consent (platform-services.md 3, 4)', () => {
  it('has the three settings the spec names', () => {
    expect(COOKIE_FLAGS).toEqual(['allow_analytic_cookies', 'allow_marketing_cookies', 'allow_personalization_cookies']);
  });

  it.each([
    ['accept all', true],
    ['reject all', false],
  ])('%s sets all three settings to %s', (_label, allowed) => {
    expect(allChoices(allowed)).toEqual({
      allow_analytic_cookies: allowed,
      allow_marketing_cookies: allowed,
      allow_personalization_cookies: allowed,
    });
  });

  it('a decision records the choice and its time', () => {
    expect(decidedState(allChoices(false), AT)).toEqual({ decided: true, ...allChoices(false), decided_at: '2026-11-01T00:00:00.000Z' });
  });

  it.each(COOKIE_FLAGS)('nothing is allowed before a choice: %s', (flag) => {
    expect(consentAllows(UNDECIDED, flag)).toBe(false);
  });

  it.each([
    ['allow_analytic_cookies', true],
    ['allow_marketing_cookies', false],
    ['allow_personalization_cookies', true],
  ] as const)('after a choice, %s is allowed exactly when chosen (%s)', (flag, allowed) => {
    const state = decidedState({ allow_analytic_cookies: true, allow_marketing_cookies: false, allow_personalization_cookies: true }, AT);
    expect(consentAllows(state, flag)).toBe(allowed);
  });
});
