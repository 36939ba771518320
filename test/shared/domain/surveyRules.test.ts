import {
  fromSurveyOrigin,
  isEmbeddedSurvey,
  surveyDelay,
  surveyHeldBack,
  surveyReport,
  surveyStart,
} from '../../../shared/domain/experiences/survey';

const PAGE = 'https://pinboard.example/settings';

describe('survey rules (platform-services.md 4, 5 and 9)', () => {
  it.each<[string, Parameters<typeof surveyDelay>[0], number]>([
    ['"Surveys: loaded after the delay (default 5 s)": no delay given', {}, 5000],
    ['... its own delay_in_millis', { delay_in_millis: 1200 }, 1200],
    ['... its own delay (seconds, like every experience delay)', { delay: 2 }, 2000],
    ['... delay_in_millis wins over delay', { delay: 8, delay_in_millis: 300 }, 300],
    ['... a delay of 0 is kept, not taken for none', { delay_in_millis: 0 }, 0],
  ])('surveyDelay: %s', (_sentence, d, ms) => {
    expect(surveyDelay(d)).toBe(ms);
  });

  it.each<[string, number | undefined, ReturnType<typeof surveyStart>]>([
    ['"action_trigger (1 show now, ...)"', 1, 'now'],
    ['"A survey with action_trigger \'on close\' blocks navigation until shown": 2', 2, 'onClose'],
    ['"... else delayed": none', undefined, 'delayed'],
    ['"... else delayed": another value', 7, 'delayed'],
  ])('surveyStart: %s', (_sentence, action_trigger, start) => {
    expect(surveyStart({ action_trigger })).toBe(start);
  });

  it.each<[string, unknown, ReturnType<typeof surveyReport>]>([
    ['"the survey frame reports finished (complete)"', 'finished', 'complete'],
    ['"... or dismissed"', 'dismissed', 'dismiss'],
    ['"A survey that does not report loaded within 15 s is dropped": loaded', 'loaded', 'loaded'],
    ['anything else means nothing', 'FINISHED', null],
    ['... nor does an object', { status: 'finished' }, null],
  ])('surveyReport: %s', (_sentence, data, report) => {
    expect(surveyReport(data)).toBe(report);
  });

  it.each<[string, string, string, boolean]>([
    [
      '"Survey messages honoured only when the message origin is the start of the survey link"',
      'https://surveys.example',
      'https://surveys.example/s/1',
      true,
    ],
    ['... another origin is ignored', 'https://evil.example', 'https://surveys.example/s/1', false],
    ['... an origin that is only a text prefix of the link is not its origin', 'https://surveys.ex', 'https://surveys.example/s/1', false],
    ['... the same host on another scheme is another origin', 'http://surveys.example', 'https://surveys.example/s/1', false],
    ['... a relative link is our own origin', 'https://pinboard.example', '/surveys/user', true],
    ['... an opaque (sandboxed) origin matches nothing', 'null', '/surveys/user', false],
  ])('fromSurveyOrigin: %s', (_sentence, origin, link, ok) => {
    expect(fromSurveyOrigin(origin, link, PAGE)).toBe(ok);
  });

  it.each<[string, number, string, boolean]>([
    ['"held back while the path contains \'/pin-builder\'"', 1000421, '/pin-builder', true],
    ["... or '/idea-pin-builder'", 1000421, '/idea-pin-builder/draft', true],
    ['... contains, not starts with', 1000421, '/en/pin-builder/', true],
    ['... other paths do not hold it', 1000421, '/settings', false],
    ['... only the survey banner on placement 1000421 is held', 11, '/pin-builder', false],
  ])('surveyHeldBack: %s', (_sentence, placement, path, held) => {
    expect(surveyHeldBack(placement, path)).toBe(held);
  });

  it.each<[string, Parameters<typeof isEmbeddedSurvey>[0], boolean]>([
    ['"survey dialogs (simple or embedded frame)": anket with a link is framed', { anket: true, link: { href: '/surveys/user' } }, true],
    ['... anket without a link has nothing to frame', { anket: true }, false],
    ['... a link without anket is the simple dialog', { link: { href: '/surveys/user' } }, false],
  ])('isEmbeddedSurvey: %s', (_sentence, d, embedded) => {
    expect(isEmbeddedSurvey(d)).toBe(embedded);
  });
});
