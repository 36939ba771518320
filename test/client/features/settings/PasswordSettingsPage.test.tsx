import { screen, within } from '@testing-library/react';
import { makeViewer } from '../../helpers/factories';
import { mockApi } from '../../helpers/mockApi';
import { renderApp } from '../../helpers/renderWithProviders';

beforeEach(() => {
  jest.useFakeTimers();
});

afterEach(() => {
  jest.useRealTimers();
});

test('settings list the password page, which changes the password and says the other devices were signed out', async () => {
  const api = mockApi({ viewerGet: () => ({ data: makeViewer() }), passwordChange: () => ({ data: null }) });
  const { user } = renderApp('/settings');
  await user.click(within(await screen.findByRole('list')).getByRole('link', { name: /Password/ }));

  expect(await screen.findByRole('heading', { level: 1, name: 'Password' })).toBeInTheDocument();
  await user.type(screen.getByLabelText('Current password'), 'correct horse battery');
  await user.type(screen.getByLabelText('New password'), 'lighthouse keeper marmalade');
  await user.click(screen.getByRole('button', { name: 'Change password' }));

  expect(await screen.findByText('Your password is changed. You stay signed in here and were signed out on your other devices.')).toBeInTheDocument();
  expect(api.callsTo('passwordChange')[0].options).toEqual({
    current_password: 'correct horse battery',
    new_password: 'lighthouse keeper marmalade',
  });
  expect(screen.getByLabelText('Current password')).toHaveValue('');
  expect(screen.getByRole('link', { name: 'Sign out everywhere' })).toHaveAttribute('href', '/secure/panic');
});

test('a wrong current password is named under its field and gets the focus', async () => {
  mockApi({
    viewerGet: () => ({ data: makeViewer() }),
    passwordChange: () => ({
      status: 400,
      error: { code: 'wrong_password', message: 'That is not your current password.', fields: { current_password: 'incorrect' } },
    }),
  });
  const { user } = renderApp('/settings/password');

  await user.type(await screen.findByLabelText('Current password'), 'not it');
  await user.type(screen.getByLabelText('New password'), 'lighthouse keeper marmalade');
  await user.click(screen.getByRole('button', { name: 'Change password' }));

  const field = screen.getByLabelText('Current password');
  expect(await screen.findByText('incorrect')).toBeInTheDocument();
  expect(field).toHaveAttribute('aria-invalid', 'true');
  expect(field).toHaveFocus();
  expect(screen.queryByText(/Your password is changed/)).toBeNull();
});
