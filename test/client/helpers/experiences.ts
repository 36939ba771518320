import type { Experience } from '../../../shared/contracts/experiences';
import { UNDECIDED, type CookieConsentState } from '../../../shared/domain/cookieConsent';
import { mockApi } from './mockApi';

/** A placed experience as the server answers it: an info callout on placement 11 unless told otherwise. */
export function makeExperience(overrides: Partial<Experience> & { placement_id?: number; experience_id?: number } = {}): Experience {
  const placement_id = overrides.placement_id ?? 11;
  const experience_id = overrides.experience_id ?? 900001;
  return {
    placement_id,
    experience_id,
    id: `${placement_id}:${experience_id}`,
    type: 27,
    display_data: { type: 'info-callout', title: 'Hello there', message: 'A message from the team' },
    status: 'unviewed',
    triggerable_placed_exps: [],
    metadata: {},
    extraContext: {},
    ...overrides,
  };
}

const stateAnswer = (options: Record<string, unknown>, status: string) => ({
  data: { id: '1', placed_experience_id: String(options.placed_experience_id), status, changed: true },
});

/** A server holding one experience per placement until it is completed or dismissed. */
export function experienceServer(initial: Experience[], { consent = UNDECIDED as CookieConsentState } = {}) {
  const held = new Map(initial.map((e) => [e.placement_id, e]));
  const gone = (options: Record<string, unknown>) => {
    for (const [placement, e] of held) if (e.id === options.placed_experience_id) held.delete(placement);
  };
  return mockApi({
    viewerGet: () => ({ data: { isAuth: false, experiments: { simplify_creator_attributions_unauth_web: null }, cookie_consent: consent } }),
    experiencesGet: ({ placement_ids }) => ({
      data: Object.fromEntries((placement_ids as number[]).map((p) => [String(p), held.get(p) ?? null])),
    }),
    experienceViewed: (options) => stateAnswer(options, 'viewed'),
    experienceCompleted: (options) => {
      gone(options);
      return stateAnswer(options, 'completed');
    },
    experienceDismissed: (options) => {
      gone(options);
      return stateAnswer(options, 'dismissed');
    },
    experienceTrigger: (options) => ({ data: { placed_experience_id: String(options.placed_experience_id), triggered: true, first: true } }),
    analyticsEventsCreate: ({ events }) => ({ data: { recorded: (events as unknown[]).length, allowed: true } }),
  });
}
