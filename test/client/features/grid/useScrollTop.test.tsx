import { act, render, screen } from '@testing-library/react';
import { GRID } from '../../../../shared/constants';
import { nextScrollStep, useScrollTop } from '../../../../client/features/grid/useScrollTop';

const VIEWPORT = 900;

test.each([
  // [shown, window, next]
  [0, 300, 300], // within half a viewport: straight there
  [0, 450, 450],
  [0, 900, 450], // up to a viewport: half a viewport a frame
  [450, 900, 900],
  [900, 0, 450], // the same upwards
  [0, 901, 901], // farther than a viewport: straight there, nothing between would be seen
  [5000, 0, 0],
])('rendering at %i with the window at %i, the next step renders at %i', (shown, target, next) => {
  expect(nextScrollStep(shown, target, VIEWPORT)).toBe(next);
});

function Probe({ offset = 0 }: { offset?: number }) {
  return <output>{useScrollTop(offset, VIEWPORT)}</output>;
}

function scrollWindowTo(y: number) {
  Object.defineProperty(window, 'scrollY', { value: y, configurable: true });
  window.dispatchEvent(new Event('scroll'));
}

beforeEach(() => jest.useFakeTimers());
afterEach(() => {
  jest.useRealTimers();
  Object.defineProperty(window, 'scrollY', { value: 0, configurable: true });
});

test('a scroll of a viewport is followed in two frames of half a viewport each, after the throttle', async () => {
  render(<Probe />);
  scrollWindowTo(VIEWPORT);

  await act(async () => jest.advanceTimersByTime(GRID.scrollUpdateMs - 1));
  expect(screen.getByRole('status')).toHaveTextContent(/^0$/);
  await act(async () => jest.advanceTimersByTime(1 + 16)); // the throttle, then the next frame
  expect(screen.getByRole('status')).toHaveTextContent(/^450$/);
  await act(async () => jest.advanceTimersByTime(16));
  expect(screen.getByRole('status')).toHaveTextContent(/^900$/);
  await act(async () => jest.advanceTimersByTime(1000));
  expect(screen.getByRole('status')).toHaveTextContent(/^900$/);
});

test('a jump of more than a viewport renders there at once, measured below the grid top', async () => {
  render(<Probe offset={100} />);
  scrollWindowTo(4000);

  await act(async () => jest.advanceTimersByTime(GRID.scrollUpdateMs + 16));

  expect(screen.getByRole('status')).toHaveTextContent(/^3900$/);
});
