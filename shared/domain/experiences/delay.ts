import { EXPERIENCES } from '../../constants';
import { experienceSurface, type ExperienceDefinition, type ExperienceSurface } from './faults';

/** Delayed banners and modals appear after their delay: the surfaces that rule covers. */
const DELAYED: ReadonlySet<ExperienceSurface> = new Set<ExperienceSurface>([
  'calloutBanner',
  'genericBanner',
  'neutralCallout',
  'upsellCallout',
  'metricsUnificationBanner',
  'heroModal',
  'modal',
]);

/** action_trigger 1 is "show now", whatever delay was written beside it. */
const SHOW_NOW = 1;

const written = (n: number | undefined): n is number => typeof n === 'number' && Number.isFinite(n) && n >= 0;

/**
 * The wait (ms) an experience's display_data writes, else `fallback`. delay_in_millis is in milliseconds; the plain
 * `delay` is read as seconds (the spec names only the fields: the one in millis says so, and the other delays it
 * gives, the survey's 5 s and the tooltip's 3 s, are whole seconds). delay_in_millis wins when both are written; a
 * written 0 is no wait.
 */
export function displayDelayMs(d: { delay?: number; delay_in_millis?: number }, fallback = 0): number {
  const ms = written(d.delay_in_millis) ? d.delay_in_millis : written(d.delay) ? d.delay * 1000 : fallback;
  return Math.min(ms, EXPERIENCES.maxDelayMs);
}

/**
 * How long (ms) a banner or modal waits before it appears. Other surfaces keep their own timings (surveys, tooltips,
 * toasts) and get 0 here.
 */
export function experienceDelayMs(e: ExperienceDefinition): number {
  const surface = experienceSurface(e);
  if (surface === null || !DELAYED.has(surface)) return 0;
  if (e.display_data.action_trigger === SHOW_NOW) return 0;
  return displayDelayMs(e.display_data);
}
