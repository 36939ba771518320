import {
  autoCompletes,
  completeOutcome,
  dismissOutcome,
  isEligible,
  refetchAfterView,
  sameContext,
  shouldFetch,
  shouldRender,
  shouldSendOnce,
  shouldSendView,
  viewedOnMount,
  viewedWhenShown,
} from '../../shared/domain/experiences/lifecycle';
import type { ExperienceDefinition } from '../../shared/domain/experiences/faults';

const banner = { experience_id: 42, type: 27, extraContext: { page: 'home' } };

describe('experience lifecycle (platform-services.md 4)', () => {
  describe('fetch is skipped when the experience renders with the same context, or the context is unchanged to depth 3', () => {
    it.each([
      ['never fetched, nothing held', { experience: null, lastContext: undefined, context: {} }, true],
      ['a renderable experience served for this context', { experience: banner, lastContext: undefined, context: { page: 'home' } }, false],
      ['a renderable experience served for another context', { experience: banner, lastContext: undefined, context: { page: 'search' } }, true],
      ['a type 0 experience for this context', { experience: { ...banner, type: 0 }, lastContext: undefined, context: { page: 'home' } }, true],
      ['the context unchanged since the last fetch', { experience: null, lastContext: { a: 1 }, context: { a: 1 } }, false],
      ['the context changed at depth 3', { experience: null, lastContext: { a: { b: { c: 1 } } }, context: { a: { b: { c: 2 } } } }, true],
      [
        'the context changed only below depth 3',
        { experience: null, lastContext: { a: { b: { c: { d: 1 } } } }, context: { a: { b: { c: { d: 2 } } } } },
        false,
      ],
    ])('%s: fetch %s', (_label, state, expected) => {
      expect(shouldFetch(state)).toBe(expected);
    });

    it('compares arrays and objects by shape', () => {
      expect(sameContext([1, 2], [1, 2])).toBe(true);
      expect(sameContext([1, 2], { 0: 1, 1: 2 })).toBe(false);
      expect(sameContext({ a: 1 }, { a: 1, b: 2 })).toBe(false);
    });
  });

  describe('an experience renders only if mounted and not type 0', () => {
    it.each([
      [true, banner, true],
      [false, banner, false],
      [true, { ...banner, type: 0 }, false],
      [true, null, false],
    ])('mounted %s, %o: %s', (mounted, experience, expected) => {
      expect(shouldRender(mounted, experience)).toBe(expected);
    });
  });

  describe('eligibility can be narrowed by ids, types or a predicate', () => {
    it.each([
      ['no narrowing', {}, true],
      ['its id', { ids: [42] }, true],
      ['another id', { ids: [7] }, false],
      ['its type', { types: [27, 28] }, true],
      ['another type', { types: [26] }, false],
      ['a predicate that accepts', { predicate: () => true }, true],
      ['a predicate that refuses', { predicate: () => false }, false],
    ])('%s', (_label, eligibility, expected) => {
      expect(isEligible(banner, eligibility)).toBe(expected);
    });
  });

  it.each([
    ['unviewed', false, true],
    ['unviewed', true, false],
    ['viewed', false, false],
  ] as const)('view is sent once per experience (status %s, sent already %s): %s', (status, sent, expected) => {
    expect(shouldSendView(status, sent)).toBe(expected);
  });

  it.each(['complete', 'dismiss'] as const)('%s is sent at most once per experience per component', (action) => {
    expect(shouldSendOnce(new Set(), action, 42)).toBe(true);
    expect(shouldSendOnce(new Set([`${action}:42`]), action, 42)).toBe(false);
    expect(shouldSendOnce(new Set([`${action}:42`]), action, 43)).toBe(true);
  });

  it('dismiss removes the experience and refetches all experiences', () => {
    expect(dismissOutcome()).toEqual({ send: true, remove: true, refetch: true, refetchHomefeed: true });
  });

  describe('complete refetches too unless removal is prevented; a variant skips the home feed; values other than 1 or 2 do nothing', () => {
    it.each([
      ['value 1', { value: 1 }, { send: true, remove: true, refetch: true, refetchHomefeed: true }],
      ['value 2', { value: 2 }, { send: true, remove: true, refetch: true, refetchHomefeed: true }],
      ['removal prevented', { value: 1, preventRemoval: true }, { send: true, remove: false, refetch: false, refetchHomefeed: false }],
      ['without the home feed', { value: 1, skipHomefeed: true }, { send: true, remove: true, refetch: true, refetchHomefeed: false }],
      ['value 3', { value: 3 }, { send: false, remove: false, refetch: false, refetchHomefeed: false }],
      ['value 3, removal prevented', { value: 3, preventRemoval: true }, { send: true, remove: false, refetch: false, refetchHomefeed: false }],
    ])('%s', (_label, options, expected) => {
      expect(completeOutcome(options)).toEqual(expected);
    });
  });

  it.each([
    [1000162, true],
    [11, false],
  ])('placement %s refetches after a view: %s', (placement, expected) => {
    expect(refetchAfterView(placement)).toBe(expected);
  });

  it.each([
    [502312, true],
    [502320, true],
    [502321, true],
    [502322, true],
    [503755, false],
  ])('banner %s auto-completes: %s', (id, expected) => {
    expect(autoCompletes(id)).toBe(expected);
  });

  it.each([
    [500500, true],
    [507054, false],
  ])('experience %s is viewed on mount: %s', (id, expected) => {
    expect(viewedOnMount(id)).toBe(expected);
  });

  it.each<[string, ExperienceDefinition, boolean]>([
    ['a survey, viewed when it shows', { experience_id: 507000, placement_id: 1000421, type: 5, display_data: {} }, true],
    ['the metrics banner, type 5 too, viewed when it renders', { experience_id: 502527, placement_id: 1000075, type: 5, display_data: {} }, false],
    ['a banner, viewed when it renders', { experience_id: 503755, placement_id: 11, type: 27, display_data: { title: 'Hi' } }, false],
  ])('%s', (_label, experience, expected) => {
    expect(viewedWhenShown(experience)).toBe(expected);
  });
});
