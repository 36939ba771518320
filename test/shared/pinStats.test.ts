import { pinStatsMetrics, statsRole, type StatsPinFacts } from '../../shared/domain/pinStats';

const pin = (o: Partial<StatsPinFacts> = {}): StatsPinFacts => ({
  isStoryPin: false,
  isRepin: false,
  boardPrivacy: 'public',
  isPromoted: false,
  hasAnalytics: false,
  ...o,
});
const ALL = ['impressions', 'saves', 'pin_clicks'];

describe('statsRole ("when viewer owns the pin or manages the profile")', () => {
  it.each<[string, number, number, number[], 'owner' | 'manager' | null]>([
    ['the pin is the viewer’s own', 7, 7, [], 'owner'],
    ['the viewer manages the pinner’s profile', 7, 9, [3, 9], 'manager'],
    ['the viewer manages other profiles only', 7, 9, [3], null],
    ['a stranger', 7, 9, [], null],
  ])('%s', (_, viewer, pinner, managed, expected) => {
    expect(statsRole(viewer, pinner, managed)).toBe(expected);
  });
});

describe('pinStatsMetrics (section 6)', () => {
  it.each<[string, StatsPinFacts, boolean, string[]]>([
    ['a non-partner’s own pin: all three 30-day numbers', pin(), false, ALL],
    ['a non-partner’s repin on a secret board: all three', pin({ isRepin: true, boardPrivacy: 'secret' }), false, ALL],
    ['"not for story pins unless partner": a non-partner’s story pin has none', pin({ isStoryPin: true }), false, []],
    ['"Partner accounts see ... for own public ... non-repinned pins"', pin(), true, ALL],
    ['"... or protected non-repinned pins"', pin({ boardPrivacy: 'protected' }), true, ALL],
    ['a partner’s secret pin without analytics: none', pin({ boardPrivacy: 'secret' }), true, []],
    ['a partner’s repin without analytics: none', pin({ isRepin: true }), true, []],
    ['"... story pins": a partner’s story pin, even a secret repin', pin({ isStoryPin: true, isRepin: true, boardPrivacy: 'secret' }), true, ALL],
    [
      '"... or where analytics exist": a partner’s secret repin with analytics',
      pin({ isRepin: true, boardPrivacy: 'secret', hasAnalytics: true }),
      true,
      ALL,
    ],
    ['"promoted removable pins show impressions and pin clicks only"', pin({ isPromoted: true }), false, ['impressions', 'pin_clicks']],
    ['a partner’s promoted pin: impressions and pin clicks only', pin({ isPromoted: true }), true, ['impressions', 'pin_clicks']],
    ['a partner’s promoted repin with nothing recorded: none', pin({ isPromoted: true, isRepin: true, boardPrivacy: 'secret' }), true, []],
  ])('%s', (_, facts, partner, expected) => {
    expect(pinStatsMetrics(facts, partner)).toEqual(expected);
  });
});
