import { EXPERIENCES, TIMINGS } from '../../constants';
import { displayDelayMs } from './delay';

/**
 * The survey rules (when a survey starts, its delay, whether it is embedded or held back, which messages from its
 * frame count and what they mean), pure: the survey surface (client/features/experiences/survey/) asks these and does what they answer.
 */

const { surveyActionTriggers: TRIGGERS, placements } = EXPERIENCES;

interface SurveyDisplay {
  delay?: number;
  delay_in_millis?: number;
  action_trigger?: number;
  anket?: boolean;
  link?: { href?: string };
}

/** When a survey first shows: at once, when the person next navigates (it blocks that navigation), or after its delay. */
export type SurveyStart = 'now' | 'onClose' | 'delayed';

export function surveyStart(d: SurveyDisplay): SurveyStart {
  if (d.action_trigger === TRIGGERS.showNow) return 'now';
  if (d.action_trigger === TRIGGERS.onClose) return 'onClose';
  return 'delayed';
}

/** A delayed survey's delay in ms: its own (read as every experience's is), else 5 s. */
export function surveyDelay(d: SurveyDisplay): number {
  return displayDelayMs(d, TIMINGS.surveyDelay);
}

/** Embedded in a frame when flagged (anket) and there is a survey link to frame; otherwise the simple dialog. */
export function isEmbeddedSurvey(d: SurveyDisplay): boolean {
  return d.anket === true && !!d.link?.href;
}

const HELD_PATHS = ['/pin-builder', '/idea-pin-builder'];

/** The survey on placement 1000421 waits while the path contains a pin builder's; surveys elsewhere never wait. */
export function surveyHeldBack(placementId: number, pathname: string): boolean {
  return placementId === placements.surveyBanner && HELD_PATHS.some((p) => pathname.includes(p));
}

/**
 * Whether a message comes from the survey: its origin must be the one the survey link starts with. Compared as parsed
 * origins, not as text, so 'https://survey.example.co' is not taken for the start of 'https://survey.example.com/x'.
 * A relative link is the page's own origin (`pageUrl`).
 */
export function fromSurveyOrigin(messageOrigin: string, surveyLink: string, pageUrl: string): boolean {
  try {
    return new URL(surveyLink, pageUrl).origin === messageOrigin;
  } catch {
    return false;
  }
}

/** What a message the survey frame posts means: it loaded, the person finished it (complete) or dismissed it. */
export type SurveyReport = 'loaded' | 'complete' | 'dismiss';

export function surveyReport(data: unknown): SurveyReport | null {
  switch (data) {
    case 'loaded':
      return 'loaded';
    case 'finished':
      return 'complete';
    case 'dismissed':
      return 'dismiss';
    default:
      return null;
  }
}
