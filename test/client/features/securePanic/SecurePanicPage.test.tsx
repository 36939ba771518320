import { screen, within } from '@testing-library/react';
import { makeViewer } from '../../helpers/factories';
import { mockApi, signedOut } from '../../helpers/mockApi';
import { renderApp } from '../../helpers/renderWithProviders';

beforeEach(() => {
  jest.useFakeTimers();
});

afterEach(() => {
  jest.useRealTimers();
});

test('signs out everywhere on one button, then says the old password is gone and a link was mailed', async () => {
  let signedIn = true;
  const api = mockApi({
    viewerGet: (options, call) => (signedIn ? { data: makeViewer() } : signedOut(options, call)),
    securePanic: () => {
      signedIn = false;
      return { data: null };
    },
  });
  const { user } = renderApp('/secure/panic/');

  await user.click(await screen.findByRole('button', { name: 'Sign out everywhere and lock my account' }));

  expect(await screen.findByRole('heading', { level: 1, name: 'You are signed out everywhere' })).toBeInTheDocument();
  expect(screen.getByText(/^If ann@example.com|^Your old password/)).toHaveTextContent(
    'Your old password no longer works. We sent your email a link',
  );
  expect(api.callsTo('securePanic')).toHaveLength(1);
  // This browser's session ended too: the header offers to log in again.
  expect(await within(screen.getByRole('banner')).findByRole('link', { name: 'Log in' })).toBeInTheDocument();
});

test('signed out, it offers to log in first', async () => {
  mockApi({ viewerGet: signedOut });
  renderApp('/secure/panic/');

  expect(await screen.findByRole('heading', { level: 1, name: 'Log in to sign out everywhere' })).toBeInTheDocument();
  expect(screen.queryByRole('button', { name: 'Sign out everywhere and lock my account' })).toBeNull();
});
