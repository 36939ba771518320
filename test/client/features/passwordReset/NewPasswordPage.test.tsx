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

const LINK = '/pw/ann_lee/?t=the-token';
const INVALID = {
  status: 404,
  error: {
    code: 'reset_link_invalid',
    message: 'This password reset link has expired or has already been used. Ask for a new one.',
    fields: { token: 'expired, used or unknown' },
  },
};

test('a live link takes the new password, then sends the person to log in, signed out', async () => {
  let signedIn = true;
  const api = mockApi({
    viewerGet: (options, call) => (signedIn ? { data: makeViewer() } : signedOut(options, call)),
    passwordResetGet: () => ({ data: { username: 'ann_lee' } }),
    passwordResetComplete: () => {
      signedIn = false;
      return { data: null };
    },
  });
  const { user } = renderApp(LINK);

  expect(await screen.findByRole('heading', { level: 1, name: 'Choose a new password for ann_lee' })).toBeInTheDocument();
  expect(api.callsTo('passwordResetGet')[0].options).toEqual({ username: 'ann_lee', token: 'the-token' });
  await user.type(screen.getByLabelText('New password'), 'lighthouse keeper marmalade');
  await user.click(screen.getByRole('button', { name: 'Change password' }));

  expect(await screen.findByRole('heading', { level: 1, name: 'Your password is changed' })).toBeInTheDocument();
  expect(api.callsTo('passwordResetComplete')[0].options).toEqual({
    username: 'ann_lee',
    token: 'the-token',
    password: 'lighthouse keeper marmalade',
  });
  expect(within(screen.getByRole('main')).getByRole('link', { name: 'Log in' })).toHaveAttribute('href', '/login');
  // The sessions ended on the server: the header learns the viewer is signed out.
  expect(await within(screen.getByRole('banner')).findByRole('link', { name: 'Log in' })).toBeInTheDocument();
});

test('a password the rules refuse is named under its field', async () => {
  mockApi({
    viewerGet: signedOut,
    passwordResetGet: () => ({ data: { username: 'ann_lee' } }),
    passwordResetComplete: () => ({
      status: 400,
      error: { code: 'invalid_options', message: 'The new password is too easy to guess.', fields: { password: 'is too easy to guess.' } },
    }),
  });
  const { user } = renderApp(LINK);

  await user.type(await screen.findByLabelText('New password'), 'annlee2026');
  await user.click(screen.getByRole('button', { name: 'Change password' }));

  expect(await screen.findByText('is too easy to guess.')).toBeInTheDocument();
  expect(screen.getByLabelText('New password')).toHaveAttribute('aria-invalid', 'true');
});

test.each([
  ['used or expired', LINK],
  ['without a token', '/pw/ann_lee/'],
])('a link %s says so and offers a new one', async (_label, path) => {
  mockApi({ viewerGet: signedOut, passwordResetGet: () => INVALID });
  renderApp(path);

  expect(await screen.findByRole('heading', { level: 1, name: 'This link no longer works' })).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Ask for a new link' })).toHaveAttribute('href', '/password/reset');
  expect(screen.queryByLabelText('New password')).toBeNull();
});
