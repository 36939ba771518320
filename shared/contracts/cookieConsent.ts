import { z } from 'zod';
import { COOKIE_CONSENT } from '../constants';
import { COOKIE_FLAGS } from '../domain/cookieConsent';

// Schemas only: this module is not part of the endpoint registry.

/** The viewer's cookie consent as answers carry it (see shared/domain/cookieConsent.ts). */
export const cookieConsent = z.object({
  decided: z.boolean(),
  allow_analytic_cookies: z.boolean(),
  allow_marketing_cookies: z.boolean(),
  allow_personalization_cookies: z.boolean(),
  decided_at: z.string().nullable(),
});

/**
 * The options of UserSettingsResource update that save a choice: the three flags, top level as the spec's call sends
 * them, and where the choice was made (surface_tag).
 */
export const cookieConsentOptions = {
  allow_analytic_cookies: z.boolean().optional(),
  allow_marketing_cookies: z.boolean().optional(),
  allow_personalization_cookies: z.boolean().optional(),
  surface_tag: z
    .string()
    .regex(new RegExp(`^[\\w.:-]{1,${COOKIE_CONSENT.surfaceTagMax}}$`), `letters, digits and . : _ - only, at most ${COOKIE_CONSENT.surfaceTagMax}`)
    .optional(),
};

type ConsentOptions = { [K in keyof typeof cookieConsentOptions]?: z.infer<(typeof cookieConsentOptions)[K]> };

/**
 * A choice is all three flags: one or two would leave the rest undecided, which no banner can show. surface_tag only
 * comes with a choice.
 */
export function checkWholeChoice(o: ConsentOptions, ctx: z.RefinementCtx): void {
  const given = COOKIE_FLAGS.filter((flag) => o[flag] !== undefined);
  if (given.length > 0) {
    for (const flag of COOKIE_FLAGS) {
      if (o[flag] === undefined) ctx.addIssue({ code: 'custom', path: [flag], message: 'required with the other cookie flags' });
    }
  } else if (o.surface_tag !== undefined) {
    ctx.addIssue({ code: 'custom', path: ['surface_tag'], message: 'only with the three cookie flags' });
  }
}
