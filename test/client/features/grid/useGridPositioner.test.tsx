import { act, render, screen } from '@testing-library/react';
import { startTransition, Suspense, use } from 'react';
import type { FirstScreenLayout } from '../../../../client/features/grid/firstScreen';
import { useGridPositioner } from '../../../../client/features/grid/useGridPositioner';

const OPTIONS = { width: 380, columnCount: 2, columnWidth: 175, gutter: 8 };
// Where CSS put the server's first screen: two cards side by side, one below the first.
const FIRST_SCREEN: FirstScreenLayout = {
  columnCount: 2,
  columnWidth: 186,
  cells: [
    { column: 0, top: 0, height: 300 },
    { column: 1, top: 0, height: 250 },
    { column: 0, top: 308, height: 200 },
  ],
};

function Probe({ firstScreen, wait }: { firstScreen: FirstScreenLayout | null; wait?: Promise<never> }) {
  const positioner = useGridPositioner(OPTIONS, 0, firstScreen);
  if (wait) use(wait);
  return <output>{positioner.size()}</output>;
}

const tree = (firstScreen: FirstScreenLayout | null, wait?: Promise<never>) => (
  <Suspense fallback="loading">
    <Probe firstScreen={firstScreen} wait={wait} />
  </Suspense>
);

test('the takeover starts from where the first screen put its cards', () => {
  const { rerender } = render(tree(null));
  expect(screen.getByRole('status')).toHaveTextContent('0');
  rerender(tree(FIRST_SCREEN));
  expect(screen.getByRole('status')).toHaveTextContent('3');
});

test('a takeover React throws away leaves no cards in the positioner of a render that still shows the first screen', async () => {
  const { rerender } = render(tree(null));
  // The takeover is a transition; here it suspends and is discarded, as an interrupted one is.
  await act(async () => startTransition(() => rerender(tree(FIRST_SCREEN, new Promise<never>(() => undefined)))));
  // An urgent render meanwhile: masonic is given no cards yet, so its positioner must hold none.
  rerender(tree(null));
  expect(screen.getByRole('status')).toHaveTextContent('0');
});
