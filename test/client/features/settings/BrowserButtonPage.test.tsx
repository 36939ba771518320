import { screen, within } from '@testing-library/react';
import { makeViewer } from '../../helpers/factories';
import { mockApi } from '../../helpers/mockApi';
import { renderApp } from '../../helpers/renderWithProviders';

test('settings list the browser button, whose page offers the bookmarklet to drag', async () => {
  mockApi({ viewerGet: () => ({ data: makeViewer() }) });
  const { user } = renderApp('/settings');
  const entry = within(await screen.findByRole('list')).getByRole('link', { name: /Browser button/ });
  expect(entry).toHaveAttribute('href', '/settings/browser-button');

  await user.click(entry);
  expect(await screen.findByRole('heading', { level: 1, name: 'Browser button' })).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Save to Pinboard' }).getAttribute('href')).toMatch(/^javascript:/);
});
