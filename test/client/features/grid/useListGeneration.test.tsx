import { act, render, screen } from '@testing-library/react';
import { startTransition, Suspense, use } from 'react';
import { useListGeneration } from '../../../../client/features/grid/useListGeneration';

function Probe({ ids, wait }: { ids: string[]; wait?: Promise<never> }) {
  const generation = useListGeneration(ids);
  if (wait) use(wait);
  return <output>{generation}</output>;
}

const tree = (ids: string[], wait?: Promise<never>) => (
  <Suspense fallback="loading">
    <Probe ids={ids} wait={wait} />
  </Suspense>
);

test('a list that grows at its end keeps its generation; any other change starts a new one', () => {
  const { rerender } = render(tree(['1', '2']));
  rerender(tree(['1', '2', '3']));
  expect(screen.getByRole('status')).toHaveTextContent('0');
  rerender(tree(['3', '1']));
  expect(screen.getByRole('status')).toHaveTextContent('1');
});

test('a render of the longer list that React throws away does not make the shown list look replaced', async () => {
  const shown = ['1', '2'];
  const { rerender } = render(tree(shown));
  // The appended page's render is a transition; here it suspends and is discarded, as an interrupted one is.
  await act(async () => startTransition(() => rerender(tree([...shown, '3'], new Promise<never>(() => undefined)))));

  rerender(tree(shown));

  expect(screen.getByRole('status')).toHaveTextContent('0');
});
