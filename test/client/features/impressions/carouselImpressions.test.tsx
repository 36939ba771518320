import { screen } from '@testing-library/react';
import type { Impression } from '../../../../shared/contracts/analytics';
import { createImpressionTracker } from '../../../../client/features/impressions/impressionTracker';
import { makeCarouselPin } from '../../helpers/factories';
import { installFakeObservers } from '../../helpers/impressionsObservers';
import { renderCard } from '../pinCard/renderCard';

const { intersect } = installFakeObservers();

beforeEach(() => jest.useFakeTimers({ now: new Date('2026-11-24T10:00:00Z') }));
afterEach(() => jest.useRealTimers());

/** A carousel pin's card in a cell the tracker follows, as the grid's cells are. */
async function trackedCarousel() {
  const recorded: Impression[] = [];
  const tracker = createImpressionTracker((i) => recorded.push(i));
  const view = await renderCard(makeCarouselPin('60', ['One', 'Two', 'Three']));
  await screen.findByRole('button', { name: 'View Next' });
  const cell = view.container;
  tracker.track(cell, { pinId: '60', slotIndex: 3 });
  const next = () => view.user.click(screen.getByRole('button', { name: 'View Next' }));
  const previous = () => view.user.click(screen.getByRole('button', { name: 'View Previous' }));
  return { recorded, cell, next, previous, wait: (ms: number) => jest.advanceTimersByTime(ms) };
}

describe('a carousel’s index change pauses and resumes its cell’s impression (pin-card-and-grid.md 4)', () => {
  it('records the impression under way once, and starts a new one for the new slot while the cell stays in view', async () => {
    const { recorded, cell, next, wait } = await trackedCarousel();
    intersect(cell, 1);
    const seenAt = Date.now();
    wait(600);
    await next();
    expect(recorded.map((r) => [r.time, r.visibility])).toEqual([[seenAt, { 1: 600, 50: 600, 80: 600, 100: 600 }]]);

    wait(400);
    intersect(cell, 0);
    expect(recorded.map((r) => [r.time, r.visibility])).toEqual([
      [seenAt, { 1: 600, 50: 600, 80: 600, 100: 600 }],
      [seenAt + 600, { 1: 400, 50: 400, 80: 400, 100: 400 }],
    ]);
  });

  it('no index change, no record: an inert arrow leaves the impression running', async () => {
    const { recorded, cell, previous, wait } = await trackedCarousel();
    intersect(cell, 1);
    wait(300);
    await previous();
    expect(recorded).toEqual([]);
    wait(200);
    intersect(cell, 0);
    expect(recorded.map((r) => r.visibility[1])).toEqual([500]);
  });

  it('a change while the cell is out of view records nothing and starts nothing', async () => {
    const { recorded, cell, next } = await trackedCarousel();
    await next();
    intersect(cell, 0);
    expect(recorded).toEqual([]);
  });
});
