import { screen, waitFor } from '@testing-library/react';
import { makeViewer } from '../../helpers/factories';
import { mockApi, signedOut } from '../../helpers/mockApi';
import { renderApp } from '../../helpers/renderWithProviders';

beforeEach(() => jest.useFakeTimers());
afterEach(() => jest.useRealTimers());

const signedIn = () => ({ data: { ...makeViewer(), cookie_consent: { decided: true } } });

test('changes the email with the current password, and names a wrong password under its field', async () => {
  const api = mockApi({
    viewerGet: signedIn,
    accountGet: () => ({ data: { username: 'ann_lee', email: 'ann@example.com' } }),
    accountUpdate: (o) =>
      o.password === 'right password'
        ? { data: { username: 'ann_lee', email: String(o.email) } }
        : { status: 403, error: { code: 'wrong_password', message: 'That password is not right.', fields: { password: 'incorrect' } } },
  });
  const { user } = renderApp('/settings/account');
  expect(await screen.findByRole('heading', { level: 1, name: 'Account' })).toBeInTheDocument();
  const email = await screen.findByRole('textbox', { name: 'Email' });
  expect(email).toHaveValue('ann@example.com');

  await user.clear(email);
  await user.type(email, 'ann@new.example');
  await user.type(screen.getByLabelText('Current password'), 'wrong');
  await user.click(screen.getByRole('button', { name: 'Change email' }));
  expect(await screen.findByText('incorrect')).toBeInTheDocument();
  expect(screen.getByLabelText('Current password')).toHaveFocus();

  await user.type(screen.getByLabelText('Current password'), '{Control>}a{/Control}right password');
  await user.click(screen.getByRole('button', { name: 'Change email' }));
  expect(await screen.findByText('Your email is changed.')).toBeInTheDocument();
  await waitFor(() => expect(screen.getByRole('textbox', { name: 'Email' })).toHaveValue('ann@new.example'));
  expect(api.callsTo('accountUpdate').at(-1)!.options).toEqual({ email: 'ann@new.example', password: 'right password' });
});

test('deletes the account with the password, then the visitor is signed out on home and told it is done', async () => {
  let deleted = false;
  const api = mockApi({
    viewerGet: (_o) => (deleted ? signedOut(_o, undefined as never) : signedIn()),
    accountGet: () => ({ data: { username: 'ann_lee', email: 'ann@example.com' } }),
    accountDelete: () => {
      deleted = true;
      return { data: null };
    },
    homefeed: () => ({ data: [], bookmark: '-end-' }),
  });
  const { user } = renderApp('/settings/account');
  await user.type(await screen.findByLabelText('Your password, to confirm'), 'my password');
  await user.click(screen.getByRole('button', { name: 'Delete account' }));

  expect(await screen.findByText('Your account has been deleted. Everything in it is gone.')).toBeInTheDocument();
  expect(api.callsTo('accountDelete')[0].options).toEqual({ password: 'my password' });
  expect(await screen.findByRole('link', { name: /log in/i })).toBeInTheDocument();
  expect(window.location.pathname).toBe('/');
});

test('keeps the account when the password is wrong, and says so', async () => {
  mockApi({
    viewerGet: signedIn,
    accountGet: () => ({ data: { username: 'ann_lee', email: 'ann@example.com' } }),
    accountDelete: () => ({
      status: 403,
      error: { code: 'wrong_password', message: 'That password is not right.', fields: { password: 'incorrect' } },
    }),
  });
  const { user } = renderApp('/settings/account');
  await user.type(await screen.findByLabelText('Your password, to confirm'), 'nope');
  await user.click(screen.getByRole('button', { name: 'Delete account' }));
  expect(await screen.findByText('incorrect')).toBeInTheDocument();
  expect(screen.getByRole('heading', { level: 1, name: 'Account' })).toBeInTheDocument();
});
