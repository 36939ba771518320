import { IMPRESSIONS } from '../../../../shared/constants';
import type { Impression } from '../../../../shared/contracts/analytics';
import { createImpressionTracker } from '../../../../client/features/impressions/impressionTracker';
import { FakeIntersectionObserver, installFakeObservers } from '../../helpers/impressionsObservers';

const { intersect, resize } = installFakeObservers();

beforeEach(() => jest.useFakeTimers({ now: new Date('2026-11-24T10:00:00Z') }));
afterEach(() => jest.useRealTimers());

function setup() {
  const recorded: Impression[] = [];
  const tracker = createImpressionTracker((i) => recorded.push(i));
  const cell = document.createElement('div');
  document.body.append(cell);
  const untrack = tracker.track(cell, { pinId: '42', slotIndex: 7, clientTrackingParams: 'ctp' });
  const wait = (ms: number) => jest.advanceTimersByTime(ms);
  return { recorded, tracker, cell, untrack, wait };
}

describe('the impression tracker', () => {
  it('observes with the spec thresholds 0, 0.5, 0.8 and 1.0 and a 143 px top and bottom offset, one observer per grid', () => {
    const { tracker } = setup();
    tracker.track(document.createElement('div'), { pinId: '43', slotIndex: 8 });
    expect(FakeIntersectionObserver.instances).toHaveLength(1);
    const [observer] = FakeIntersectionObserver.instances;
    expect(observer.thresholds).toEqual([0, 0.5, 0.8, 1]);
    expect(observer.rootMargin).toBe(`-${IMPRESSIONS.edgeOffsetPx}px 0px -143px 0px`);
    expect(observer.observed.size).toBe(2);
  });

  it('records on exit: when it came into view, its render duration, each milestone with how long it lasted, cell and window size', () => {
    const { recorded, cell, wait } = setup();
    wait(120);
    const seenAt = Date.now();
    intersect(cell, 0.3);
    wait(1000);
    intersect(cell, 0.6);
    wait(500);
    intersect(cell, 1);
    wait(2000);
    intersect(cell, 0.85);
    wait(300);
    expect(recorded).toEqual([]);
    intersect(cell, 0);
    expect(recorded).toEqual([
      {
        pin_id: '42',
        clientTrackingParams: 'ctp',
        slotIndex: 7,
        time: seenAt,
        renderDuration: 120,
        visibility: { 1: 3800, 50: 2800, 80: 2300, 100: 2000 },
        cellSize: { width: 236, height: 300 },
        windowSize: { width: window.innerWidth, height: window.innerHeight },
      },
    ]);
  });

  it('leaves out milestones never reached and starts a new impression on the next entry', () => {
    const { recorded, cell, wait } = setup();
    intersect(cell, 0.2);
    wait(700);
    intersect(cell, 0);
    wait(5000);
    intersect(cell, 0.55);
    wait(100);
    intersect(cell, 0);
    expect(recorded.map((r) => r.visibility)).toEqual([{ 1: 700 }, { 1: 100, 50: 100 }]);
    expect(recorded[1].time - recorded[0].time).toBe(5700);
  });

  it('records nothing for a cell that never came into view', () => {
    const { recorded, cell, untrack } = setup();
    intersect(cell, 0);
    untrack();
    expect(recorded).toEqual([]);
  });

  it('records when the tab loses focus (pause) and starts afresh when it comes back', () => {
    const { recorded, cell, wait } = setup();
    intersect(cell, 1);
    wait(400);
    window.dispatchEvent(new Event('blur'));
    expect(recorded.map((r) => r.visibility[100])).toEqual([400]);
    wait(10_000);
    window.dispatchEvent(new Event('focus'));
    wait(250);
    intersect(cell, 0);
    expect(recorded.map((r) => r.visibility[100])).toEqual([400, 250]);
  });

  it('records when the page is left, though it never said hidden, and again after it comes back', () => {
    const { recorded, cell, wait } = setup();
    intersect(cell, 0.6);
    wait(700);
    window.dispatchEvent(new Event('pagehide'));
    expect(recorded.map((r) => r.visibility)).toEqual([{ 1: 700, 50: 700 }]);
    window.dispatchEvent(new Event('pageshow'));
    wait(40);
    intersect(cell, 0);
    expect(recorded.map((r) => r.visibility)).toEqual([
      { 1: 700, 50: 700 },
      { 1: 40, 50: 40 },
    ]);
  });

  it('records when the page is hidden, and nothing while it stays hidden', () => {
    const { recorded, cell, wait } = setup();
    const visibility = jest.spyOn(document, 'visibilityState', 'get');
    intersect(cell, 0.6);
    wait(900);
    visibility.mockReturnValue('hidden');
    document.dispatchEvent(new Event('visibilitychange'));
    expect(recorded.map((r) => r.visibility)).toEqual([{ 1: 900, 50: 900 }]);
    intersect(cell, 1);
    wait(900);
    expect(recorded).toHaveLength(1);
    visibility.mockReturnValue('visible');
    document.dispatchEvent(new Event('visibilitychange'));
    wait(50);
    intersect(cell, 0);
    expect(recorded.map((r) => r.visibility)).toEqual([
      { 1: 900, 50: 900 },
      { 1: 50, 50: 50, 80: 50, 100: 50 },
    ]);
    visibility.mockRestore();
  });

  it('records when the cell is removed, and follows it no more', () => {
    const { recorded, cell, untrack, wait } = setup();
    intersect(cell, 0.9);
    wait(300);
    untrack();
    expect(recorded.map((r) => r.visibility)).toEqual([{ 1: 300, 50: 300, 80: 300 }]);
    expect(FakeIntersectionObserver.instances[0].observed.has(cell)).toBe(false);
    intersect(cell, 1);
    untrack();
    expect(recorded).toHaveLength(1);
  });

  it('records when the cell loses its height, whether the size or the intersection reports it', () => {
    const { recorded, cell, wait } = setup();
    intersect(cell, 1);
    wait(200);
    resize(cell, { width: 236, height: 0 });
    expect(recorded.map((r) => r.visibility[100])).toEqual([200]);
    resize(cell, { width: 236, height: 300 });
    intersect(cell, 1);
    wait(100);
    intersect(cell, 1, { width: 236, height: 0 });
    expect(recorded.map((r) => r.visibility[100])).toEqual([200, 100]);
  });

  it('records every impression under way when the grid goes, and stops listening', () => {
    const { recorded, tracker, cell, wait } = setup();
    const other = document.createElement('div');
    tracker.track(other, { pinId: '43', slotIndex: 8 });
    intersect(cell, 1);
    intersect(other, 0.5);
    wait(10);
    tracker.disconnect();
    expect(recorded.map((r) => r.pin_id)).toEqual(['42', '43']);
    window.dispatchEvent(new Event('blur'));
    expect(recorded).toHaveLength(2);
  });

  it.each([null, undefined, 'div', {}, document.createTextNode('x'), document.createElementNS('http://www.w3.org/2000/svg', 'svg')])(
    "throws 'Can only track impressions for type HTMLElement' for %p",
    (element) => {
      const { tracker } = setup();
      expect(() => tracker.track(element, { pinId: '1', slotIndex: 0 })).toThrow(new TypeError('Can only track impressions for type HTMLElement'));
    },
  );
});
