import { act, render, screen } from '@testing-library/react';
import { useRevealedIds } from '../../../../client/features/grid/useRevealedIds';

const idsTo = (n: number, prefix = '') => Array.from({ length: n }, (_, i) => `${prefix}${i + 1}`);

function Probe({ ids }: { ids: string[] }) {
  const shown = useRevealedIds(ids, 8);
  return <output>{`${shown.length}:${shown.at(-1) ?? ''}`}</output>;
}

const shown = () => screen.getByRole('status').textContent;
const nextFrame = () => act(async () => jest.advanceTimersByTime(16));

beforeEach(() => jest.useFakeTimers());
afterEach(() => jest.useRealTimers());

test('the first list shows whole', () => {
  render(<Probe ids={idsTo(25)} />);
  expect(shown()).toBe('25:25');
});

test('a page appended at the end is revealed eight ids a frame, in feed order', async () => {
  const first = idsTo(25);
  const { rerender } = render(<Probe ids={first} />);

  rerender(<Probe ids={[...first, ...idsTo(25, 'p2-')]} />);
  expect(shown()).toBe('33:p2-8');
  await nextFrame();
  expect(shown()).toBe('41:p2-16');
  await nextFrame();
  expect(shown()).toBe('49:p2-24');
  await nextFrame();
  expect(shown()).toBe('50:p2-25');
  await nextFrame();
  expect(shown()).toBe('50:p2-25');
});

test('a list that did not grow at its end (a new search) shows whole at once', async () => {
  const { rerender } = render(<Probe ids={idsTo(25)} />);
  rerender(<Probe ids={[...idsTo(25), ...idsTo(25, 'p2-')]} />);

  rerender(<Probe ids={idsTo(40, 'q-')} />);

  expect(shown()).toBe('40:q-40');
  await nextFrame();
  expect(shown()).toBe('40:q-40');
});
