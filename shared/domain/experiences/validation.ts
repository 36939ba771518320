import { EXPERIENCES } from '../../constants';
import { experienceFault, experienceSurface, type ExperienceDefinition, type ExperienceRule } from './faults';

/** Why an experience may not be stored or served: the field at fault (a path from the experience) and the reason. */
export interface ExperienceProblem {
  field: string;
  reason: string;
}

/** Each rule's words, for the operator who authored the experience (faults.ts holds the rules themselves). */
const RULES: Record<Exclude<ExperienceRule, 'need'>, string> = {
  type: `type must be one of ${Object.values(EXPERIENCES.types).join(', ')}`,
  metricsUnificationType: 'experience 502527 is the metrics-unification banner, of type 5',
  link: 'links must be http, https or relative',
};

/** What each surface needs, by `surface.field` (the field under display_data). */
const NEEDS: Record<string, string> = {
  'modal.title': 'a modal (type 26) needs a title',
  'modal.message': 'a modal (type 26) needs a body (message)',
  'modal.complete_button_text': 'a modal (type 26) needs the complete button text',
  'metricsUnificationBanner.buttons': 'the metrics-unification banner needs at least two buttons',
  'metricsUnificationBanner.title_text': 'the metrics-unification banner needs title_text',
  'metricsUnificationBanner.subtitle_text': 'the metrics-unification banner needs subtitle_text',
  'calloutBanner.type': `a callout banner needs a known display type (${EXPERIENCES.calloutDisplayTypes.join(', ')})`,
  'calloutBanner.message': 'a callout banner needs a message',
  'upsellCallout.type': "an upsell banner needs display type 'upsell'",
  'upsellCallout.message': 'an upsell banner needs a message',
  'neutralCallout.message': 'a neutral callout (type 27) needs a message',
  'genericBanner.component_type': 'a generic banner needs component_type 1 (or a callout display type)',
  'educationalPopover.anchor': 'a popover (type 29) needs an anchor',
  'anchoredFlyout.anchors_by_platform.web.anchor': 'an anchored flyout needs a web anchor',
  'anchoredFlyout.anchors_by_platform.web.placement': "an anchored flyout's web anchor must name this placement",
  'coachMark.anchor': 'a coach mark (type 8) needs an anchor',
  'searchDelight.search_query_list': 'search delight needs at least one query',
  'toast.message': 'a toast (type 10) needs a message',
  'survey.link.href': 'a survey (type 5) needs a message, a title or a survey link',
  'heroModal.title': 'a type 14 experience needs a title or a message',
};

/**
 * Why this experience may not be stored (at authoring time) or served (at render time), or null: the rules of
 * faults.ts (experienceFault), in words.
 */
export function experienceProblem(e: ExperienceDefinition): ExperienceProblem | null {
  const found = experienceFault(e);
  if (!found) return null;
  const { field, rule } = found;
  return { field, reason: rule === 'need' ? NEEDS[`${experienceSurface(e)}.${field.replace('display_data.', '')}`] : RULES[rule] };
}
