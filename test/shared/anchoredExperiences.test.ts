import {
  anchoredReady,
  anchorName,
  coachMarkStart,
  delightRanges,
  flyoutSide,
  flyoutStartsAsPulsar,
  highlightParts,
  popoverScrollDismissMs,
  pulsarTouched,
  tooltipDelayMs,
  tooltipDismissedByScroll,
  tooltipScrollDismissMs,
  tooltipSide,
} from '../../shared/domain/experiences/anchored';

const tip = { mainText: 'Save Pins you love' };
const coach = (display_data: Record<string, unknown>) => ({ experience_id: 1, placement_id: 1000162, type: 8, display_data });

describe('anchored experiences (platform-services.md 4, 5)', () => {
  describe('coach mark: pulsar first; touching it pauses it and shows the tooltip if present, else completes', () => {
    it.each([
      ['a pulsar with a tooltip', { has_pulsar: true, has_tooltip: true, tooltip: tip }, 'pulsar', 'showTooltip'],
      ['a pulsar without a tooltip', { has_pulsar: true }, 'pulsar', 'complete'],
      ['a tooltip flagged absent', { has_tooltip: false, tooltip: tip }, 'pulsar', 'complete'],
      ['pulser only, though a tooltip is written', { pulserOnly: true, tooltip: tip }, 'pulsar', 'complete'],
      ['a tooltip with no text', { has_tooltip: true, tooltip: { mainText: '  ' } }, 'pulsar', 'complete'],
      ['no pulsar asked, a tooltip present: the tooltip at once', { has_pulsar: false, tooltip: tip }, 'tooltip', 'showTooltip'],
      ['no pulsar asked and no tooltip: still a pulsar to touch', { has_pulsar: false }, 'pulsar', 'complete'],
    ])('%s: starts as %s, a touch does %s', (_label, d, start, touched) => {
      expect(coachMarkStart(d)).toBe(start);
      expect(pulsarTouched(d)).toBe(touched);
    });
  });

  describe('the tooltip dismisses on scroll after a delay (default 3 s)', () => {
    it.each([
      ['default delay, scrolled at 2999 ms', {}, 2999, false],
      ['default delay, scrolled at 3000 ms', {}, 3000, true],
      ['a 1 s delay, scrolled at 1000 ms', { scroll_to_dismiss_delay_in_seconds: 1 }, 1000, true],
      ['a 10 s delay, scrolled at 9 s', { scroll_to_dismiss_delay_in_seconds: 10 }, 9000, false],
      ['no delay: the first scroll dismisses', { scroll_to_dismiss_delay_in_seconds: 0 }, 0, true],
    ])('%s: dismissed %s', (_label, d, shownFor, expected) => {
      expect(tooltipDismissedByScroll(shownFor, d)).toBe(expected);
    });

    it('reads the delay in seconds, 3 s when unsaid', () => {
      expect(tooltipScrollDismissMs({})).toBe(3000);
      expect(tooltipScrollDismissMs({ scroll_to_dismiss_delay_in_seconds: 1.5 })).toBe(1500);
    });
  });

  describe('educational popover: with scroll-to-dismiss it dismisses 1.5 s after the first scroll', () => {
    it.each([
      ['scroll_to_dismiss', { scroll_to_dismiss: true }, 1500],
      ['scroll_to_dismiss off', { scroll_to_dismiss: false }, null],
      ['scroll_to_dismiss unsaid', {}, null],
      ['the tooltip delay does not apply to the popover', { scroll_to_dismiss: true, scroll_to_dismiss_delay_in_seconds: 9 }, 1500],
    ])('%s: %s ms', (_label, d, expected) => {
      expect(popoverScrollDismissMs(d)).toBe(expected);
    });
  });

  describe('a delayed tooltip re-shows after the delay', () => {
    it.each([
      ['no delay', {}, 0],
      ['delay, in seconds like every experience delay', { delay: 2 }, 2000],
      ['delay_in_millis', { delay_in_millis: 700 }, 700],
      ['delay_in_millis wins over delay', { delay: 2, delay_in_millis: 700 }, 700],
    ])('%s: %s ms', (_label, d, expected) => {
      expect(tooltipDelayMs(d)).toBe(expected);
    });
  });

  describe('anchored flyouts: a flyout (display type 1) or a pulsar (2), on the side flyout_direction names', () => {
    it.each([
      [1, 'top'],
      [2, 'right'],
      [3, 'bottom'],
      [4, 'left'],
      [undefined, 'bottom'],
    ])('direction %s: %s', (direction, side) => {
      expect(flyoutSide(direction)).toBe(side);
    });

    it('starts as a pulsar only for display type 2', () => {
      expect(flyoutStartsAsPulsar({ display_type: 2 })).toBe(true);
      expect(flyoutStartsAsPulsar({ display_type: 1 })).toBe(false);
      expect(flyoutStartsAsPulsar({})).toBe(false);
    });

    it.each([
      ['up', 'top'],
      ['left', 'left'],
      [undefined, 'bottom'],
    ])("a tooltip's idealDirection %s: %s", (direction, side) => {
      expect(tooltipSide(direction)).toBe(side);
    });
  });

  describe('popovers and flyouts need an existing anchor (platform-services.md 5)', () => {
    const anchors = new Set(['save-button', 'search-box']);
    const flyout = {
      experience_id: 2,
      placement_id: 1000700,
      type: 8,
      display_data: { component_type: 2, anchors_by_platform: { web: { anchor: 'closeup-save', placement: 1000700 } } },
    };
    const popover = { experience_id: 3, placement_id: 1000600, type: 29, display_data: { anchor: 'search-box' } };
    it.each([
      ['a coach mark whose anchor is on the page', true, coach({ anchor: 'save-button' })],
      ['a coach mark whose anchor is not', false, coach({ anchor: 'elsewhere' })],
      ['a popover whose anchor is on the page', true, popover],
      ['a popover whose anchor is not', false, { ...popover, display_data: { anchor: 'gone' } }],
      ['a flyout whose web anchor is not on the page', false, flyout],
      ['a banner, which hangs on nothing', true, { experience_id: 4, placement_id: 11, type: 27, display_data: { type: 'info-callout' } }],
    ])('%s: ready %s', (_label, expected, e) => {
      expect(anchoredReady(e, { anchors })).toBe(expected);
    });

    it("names a flyout's web anchor, and the anchor of coach marks and popovers", () => {
      expect(anchorName(flyout)).toBe('closeup-save');
      expect(anchorName(popover)).toBe('search-box');
      expect(anchorName(coach({ anchor: 'save-button' }))).toBe('save-button');
      expect(anchorName({ ...flyout, display_data: { component_type: 3 } })).toBeNull();
    });
  });

  describe('search delight: a listed query matched as a whole word, case-insensitive', () => {
    it.each([
      ['a whole word', 'pancakes', ['pancakes'], [[0, 8]]],
      ['another case', 'PanCakes for brunch', ['pancakes'], [[0, 8]]],
      ['the term in another case', 'pancakes', ['PANCAKES'], [[0, 8]]],
      ['part of a longer word', 'pancakesandwich', ['pancakes'], []],
      ['a word ending in the term', 'minipancakes', ['pancakes'], []],
      ['followed by punctuation', 'pancakes, waffles!', ['waffles'], [[10, 17]]],
      [
        'inside quotes and brackets',
        '“pancakes” (watercolor)',
        ['pancakes', 'watercolor'],
        [
          [1, 9],
          [12, 22],
        ],
      ],
      ['a hyphen is a word boundary', 'watercolor-style', ['watercolor'], [[0, 10]]],
      ['a term of two words', 'cosy living room ideas', ['living room'], [[5, 16]]],
      ['a two-word term that only half matches', 'living rooms', ['living room'], []],
      [
        'repeated in the label',
        'pancakes and more pancakes',
        ['pancakes'],
        [
          [0, 8],
          [18, 26],
        ],
      ],
      ['listed twice', 'pancakes', ['pancakes', 'Pancakes'], [[0, 8]]],
      ['overlapping terms merged', 'living room', ['living', 'living room'], [[0, 11]]],
      [
        'regex metacharacters taken literally',
        'c++ and c#',
        ['c++', 'c#'],
        [
          [0, 3],
          [8, 10],
        ],
      ],
      ['a dot is not any character', 'a.b and axb', ['a.b'], [[0, 3]]],
      ['a pattern-like term matches nothing else', 'pancakes', ['.*'], []],
      ['letters of other scripts are word characters', 'crème brûlée', ['brûlée'], [[6, 12]]],
      ['an empty or blank term matches nothing', 'pancakes', ['', '  '], []],
      ['no listed query', 'pancakes', [], []],
    ])('%s', (_label, label, queries, expected) => {
      expect(delightRanges(label, queries).map((r) => [r.start, r.end])).toEqual(expected);
    });

    it('cuts the label into plain and highlighted parts', () => {
      const label = 'best pancakes ever';
      expect(highlightParts(label, delightRanges(label, ['pancakes']))).toEqual([
        { text: 'best ', highlight: false },
        { text: 'pancakes', highlight: true },
        { text: ' ever', highlight: false },
      ]);
    });

    it('is ready only when the search matches', () => {
      const delight = { experience_id: 5, placement_id: 1000600, type: 8, display_data: { component_type: 3, search_query_list: ['pancakes'] } };
      expect(anchoredReady(delight, { anchors: new Set(), query: 'Pancakes recipes' })).toBe(true);
      expect(anchoredReady(delight, { anchors: new Set(), query: 'pancakesandwich' })).toBe(false);
      expect(anchoredReady(delight, { anchors: new Set() })).toBe(false);
    });
  });
});
