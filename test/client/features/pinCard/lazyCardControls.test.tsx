import { screen } from '@testing-library/react';
import { makeBoard, makePin } from '../../helpers/factories';
import { renderCard } from './renderCard';

// Alone in its file, so the controls' chunk has not loaded yet in this module registry. The controls replacing the
// placeholder once it arrives is checked in a real browser (test/e2e/homeBundle.test.ts): jsdom's act() does not
// retry a render that suspended on use() inside it.
test('while the signed-in controls load, the actions row holds one control-high placeholder in their place', async () => {
  const { container } = await renderCard(makePin('1', { board: makeBoard('81', '77') }), { controlsPending: true });
  const row = container.querySelector('.pin-card__actions')!;
  expect(row.querySelectorAll('.pin-card__actions-pending')).toHaveLength(1);
  expect(screen.queryByRole('link', { name: 'Edit Pin' })).toBeNull();
});
