import { experienceDelayMs } from '../../shared/domain/experiences/delay';
import type { DisplayData } from '../../shared/contracts/experiences';
import type { ExperienceDefinition } from '../../shared/domain/experiences/faults';

const exp = (type: number, display_data: DisplayData, experience_id = 900001): ExperienceDefinition => ({
  experience_id,
  placement_id: 11,
  type,
  display_data,
});
const CALLOUT = { type: 'info-callout', message: 'Heads up' };
const MODAL = { title: 'New', message: 'Look', complete_button_text: 'Got it' };
const METRICS = { title_text: 'Stats', subtitle_text: 'Moved', buttons: [{ text: 'See' }, { text: 'Not now' }] };

describe('experienceDelayMs: "Delayed banners and modals appear after their delay" (platform-services.md 4)', () => {
  it.each<[string, ExperienceDefinition, number]>([
    ['a callout banner without a delay shows at once', exp(27, CALLOUT), 0],
    ['delay_in_millis is in milliseconds', exp(27, { ...CALLOUT, delay_in_millis: 1500 }), 1500],
    ['delay is in seconds', exp(27, { ...CALLOUT, delay: 2 }), 2000],
    ['delay_in_millis wins over delay', exp(27, { ...CALLOUT, delay: 9, delay_in_millis: 250 }), 250],
    ['a written delay_in_millis of 0 is no wait, whatever delay says', exp(27, { ...CALLOUT, delay: 1, delay_in_millis: 0 }), 0],
    ['the neutral callout waits too', exp(27, { message: 'Hi', delay: 1 }), 1000],
    ['the generic banner waits too', exp(27, { component_type: 1, delay: 1 }), 1000],
    ['the upsell callout waits too', exp(28, { type: 'upsell', message: 'Join', delay_in_millis: 700 }), 700],
    ['the metrics-unification banner waits too', exp(5, { ...METRICS, delay: 3 }, 502527), 3000],
    ['a modal (type 26) waits', exp(26, { ...MODAL, delay: 4 }), 4000],
    ['a type 14 modal or hero waits', exp(14, { ...MODAL, delay_in_millis: 400 }), 400],
    ['action_trigger 1 (show now) ignores the delay', exp(26, { ...MODAL, delay: 4, action_trigger: 1 }), 0],
    ['a negative delay counts as none', exp(27, { ...CALLOUT, delay: -3 }), 0],
    ['a delay that is not a number counts as none', exp(27, { ...CALLOUT, delay: NaN }), 0],
    ['ours: a delay longer than an hour is held to an hour', exp(27, { ...CALLOUT, delay_in_millis: 3_600_000 * 2 }), 3_600_000],
    ['a survey keeps its own delay', exp(5, { message: 'Survey?', delay: 3 }), 0],
    ['a toast keeps its own timings', exp(10, { message: 'Saved', delay: 3 }), 0],
    ['a tooltip keeps its own delay', exp(8, { anchor: 'save', delay: 3 }), 0],
    ['a type code the spec does not list waits for nothing', exp(7, { message: 'x', delay: 3 }), 0],
  ])('%s', (_label, e, ms) => {
    expect(experienceDelayMs(e)).toBe(ms);
  });
});
