import { EXPERIENCES } from '../../constants';
import { isAllowedExperienceLink } from './links';

const { types: T, ids, componentTypes } = EXPERIENCES;

interface Action {
  href?: string;
  url?: string;
}

/** The display_data fields the rules read; the contract's schema (shared/contracts/experiences.ts) has them all. */
export interface DisplayDataFields {
  type?: string;
  message?: string;
  title?: string;
  link?: { href?: string };
  primaryAction?: Action;
  secondaryAction?: Action;
  component_type?: number;
  delay?: number;
  delay_in_millis?: number;
  action_trigger?: number;
  anchor?: string;
  anchors_by_platform?: { web?: { anchor?: string; placement?: number } };
  button_uri?: string;
  complete_button_text?: string;
  complete_button_cta_url?: string;
  secondary_cta_link?: { url?: string };
  buttons?: { uri?: string }[];
  title_text?: string;
  subtitle_text?: string;
  search_query_list?: string[];
  completeButton?: Action;
  dismissButton?: Action;
  image?: { url?: string };
  video?: { url?: string; metadata?: { thumbnail?: string } };
  thumbnail_urls?: string[];
  cover_image_url?: string;
  icon_image_url?: string;
  background_image_url?: string;
  links?: string[];
  onCompleteRedirectUrl?: string;
  onDismissRedirectUrl?: string;
}

export interface ExperienceDefinition {
  experience_id: number;
  placement_id: number;
  type: number;
  display_data: DisplayDataFields;
}

/**
 * What an experience renders as, from its type code and display_data (the spec names the surfaces and the type codes
 * but not every pairing; where it is silent the choice is ours, and docs/decisions.md says so). `none`: type 0, never rendered.
 */
export type ExperienceSurface =
  | 'none'
  | 'survey'
  | 'metricsUnificationBanner'
  | 'coachMark'
  | 'anchoredFlyout'
  | 'searchDelight'
  | 'toast'
  | 'heroModal'
  | 'modal'
  | 'calloutBanner'
  | 'genericBanner'
  | 'neutralCallout'
  | 'upsellCallout'
  | 'educationalPopover';

export function experienceSurface({ experience_id, type, display_data: d }: ExperienceDefinition): ExperienceSurface | null {
  switch (type) {
    case T.notRenderable:
      return 'none';
    case T.survey:
      return experience_id === ids.metricsUnificationBanner ? 'metricsUnificationBanner' : 'survey';
    case T.tooltip:
      if (d.component_type === componentTypes.anchoredFlyout) return 'anchoredFlyout';
      return d.component_type === componentTypes.searchDelight ? 'searchDelight' : 'coachMark';
    case T.toast:
      return 'toast';
    case T.heroModal:
      return 'heroModal';
    case T.modal:
      return 'modal';
    case T.neutralCallout:
      // A display type makes it one of the callout banners and a component type the generic banner; with neither it is
      // the neutral callout itself.
      if (d.type !== undefined) return 'calloutBanner';
      return d.component_type === undefined ? 'neutralCallout' : 'genericBanner';
    case T.upsellCallout:
      return 'upsellCallout';
    case T.educationalPopover:
      return 'educationalPopover';
    default:
      return null;
  }
}

/**
 * What is wrong with an experience, for the rules' callers: the field at fault (a path from the experience) and which
 * rule it breaks. The rules' words for people are in validation.ts (experienceProblem), which the server and the
 * operators' page read; a page about to show an experience needs only whether it may (experienceFault), so home's
 * script carries the rules without their sentences.
 */
export interface ExperienceFault {
  field: string;
  rule: ExperienceRule;
}

/** Each rule an experience can break: the type rules, the links rule, and its surface's need of a field. */
export type ExperienceRule = 'type' | 'metricsUnificationType' | 'link' | 'need';

const present = (s: string | undefined): boolean => typeof s === 'string' && s.trim() !== '';
/** The surface needs this display_data field, which is missing or not what it takes. */
const need = (field: string): ExperienceFault => ({ field: `display_data.${field}`, rule: 'need' });

/** Every link display_data can hold, with its path, so a refusal names the one at fault. */
function links(d: DisplayDataFields): [string, string | undefined][] {
  return [
    ['link.href', d.link?.href],
    ['primaryAction.href', d.primaryAction?.href],
    ['secondaryAction.href', d.secondaryAction?.href],
    ['button_uri', d.button_uri],
    ['complete_button_cta_url', d.complete_button_cta_url],
    ['secondary_cta_link.url', d.secondary_cta_link?.url],
    ...(d.buttons ?? []).map((b, i): [string, string | undefined] => [`buttons.${i}.uri`, b.uri]),
    ['completeButton.url', d.completeButton?.url],
    ['dismissButton.url', d.dismissButton?.url],
    ['image.url', d.image?.url],
    ['video.url', d.video?.url],
    ['video.metadata.thumbnail', d.video?.metadata?.thumbnail],
    ...(d.thumbnail_urls ?? []).map((u, i): [string, string | undefined] => [`thumbnail_urls.${i}`, u]),
    ['cover_image_url', d.cover_image_url],
    ['icon_image_url', d.icon_image_url],
    ['background_image_url', d.background_image_url],
    ...(d.links ?? []).map((u, i): [string, string | undefined] => [`links.${i}`, u]),
    ['onCompleteRedirectUrl', d.onCompleteRedirectUrl],
    ['onDismissRedirectUrl', d.onDismissRedirectUrl],
  ];
}

/** The validation rules, surface by surface (what each needs to render); null when the surface has what it needs. */
function surfaceFault(surface: ExperienceSurface, e: ExperienceDefinition): ExperienceFault | null {
  const d = e.display_data;
  switch (surface) {
    case 'modal':
      if (!present(d.title)) return need('title');
      if (!present(d.message)) return need('message');
      if (!present(d.complete_button_text)) return need('complete_button_text');
      return null;
    case 'metricsUnificationBanner':
      if ((d.buttons ?? []).length < EXPERIENCES.metricsBannerMinButtons) return need('buttons');
      if (!present(d.title_text)) return need('title_text');
      if (!present(d.subtitle_text)) return need('subtitle_text');
      return null;
    case 'calloutBanner':
      if (!(EXPERIENCES.calloutDisplayTypes as readonly string[]).includes(d.type ?? '')) {
        return need('type');
      }
      return present(d.message) ? null : need('message');
    case 'upsellCallout':
      if (d.type !== 'upsell') return need('type');
      return present(d.message) ? null : need('message');
    case 'neutralCallout':
      return present(d.message) ? null : need('message');
    case 'genericBanner':
      return d.component_type === componentTypes.banner ? null : need('component_type');
    case 'educationalPopover':
      return present(d.anchor) ? null : need('anchor');
    case 'anchoredFlyout': {
      const web = d.anchors_by_platform?.web;
      if (!web || !present(web.anchor)) return need('anchors_by_platform.web.anchor');
      if (web.placement !== e.placement_id) return need('anchors_by_platform.web.placement');
      return null;
    }
    // Ours, where the spec names the surface but no rule: each needs what it shows, or what it hangs on.
    case 'coachMark':
      return present(d.anchor) ? null : need('anchor');
    case 'searchDelight':
      return (d.search_query_list ?? []).some(present) ? null : need('search_query_list');
    case 'toast':
      return present(d.message) ? null : need('message');
    case 'survey':
      return present(d.message) || present(d.title) || present(d.link?.href) ? null : need('link.href');
    case 'heroModal':
      return present(d.title) || present(d.message) || present(d.title_text) ? null : need('title');
    case 'none':
      return null;
  }
}

/**
 * Whether, and why, this experience may not be stored (at authoring time) or served (at render time): null when it
 * may. The same rules run at both, so an experience that stops validating (rules tightened since it was written) is
 * simply not served.
 */
export function experienceFault(e: ExperienceDefinition): ExperienceFault | null {
  const surface = experienceSurface(e);
  if (surface === null) return { field: 'type', rule: 'type' };
  if (e.experience_id === ids.metricsUnificationBanner && e.type !== T.survey) return { field: 'type', rule: 'metricsUnificationType' };
  for (const [field, link] of links(e.display_data)) {
    if (link !== undefined && !isAllowedExperienceLink(link)) return { field: `display_data.${field}`, rule: 'link' };
  }
  return surfaceFault(surface, e);
}
