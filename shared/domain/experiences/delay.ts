import { EXPERIENCES } from '../../constants';
import { experienceSurface, type ExperienceDefinition, type ExperienceSurface } from './validation';

/** "Delayed banners and modals appear after their delay" (platform-services.md 4): the surfaces that rule covers. */
const DELAYED: ReadonlySet<ExperienceSurface> = new Set<ExperienceSurface>([
  'calloutBanner',
  'genericBanner',
  'neutralCallout',
  'upsellCallout',
  'metricsUnificationBanner',
  'heroModal',
  'modal',
]);

/** action_trigger 1 is "show now" (section 3), whatever delay was written beside it. */
const SHOW_NOW = 1;

const isWait = (n: number | undefined): n is number => typeof n === 'number' && Number.isFinite(n) && n > 0;

/**
 * How long (ms) a banner or modal waits before it appears. display_data.delay_in_millis is in milliseconds; the plain
 * `delay` is read as seconds (the spec names only the fields: the one in millis says so, and the other delays it
 * gives, the survey's 5 s and the tooltip's 3 s, are whole seconds). delay_in_millis wins when both are written. Other
 * surfaces keep their own timings (surveys, tooltips, toasts) and get 0 here.
 */
export function experienceDelayMs(e: ExperienceDefinition): number {
  const surface = experienceSurface(e);
  if (surface === null || !DELAYED.has(surface)) return 0;
  const d = e.display_data;
  if (d.action_trigger === SHOW_NOW) return 0;
  const ms = isWait(d.delay_in_millis) ? d.delay_in_millis : isWait(d.delay) ? d.delay * 1000 : 0;
  return Math.min(ms, EXPERIENCES.maxDelayMs);
}
