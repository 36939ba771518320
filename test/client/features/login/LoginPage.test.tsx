import { screen, waitFor, within } from '@testing-library/react';
import { makePins, makeViewer } from '../../helpers/factories';
import { mockApi, signedOut } from '../../helpers/mockApi';
import { renderApp } from '../../helpers/renderWithProviders';

beforeEach(() => {
  jest.useFakeTimers();
});

afterEach(() => {
  jest.useRealTimers();
});

async function logIn(user: ReturnType<typeof renderApp>['user'], login: string, password: string) {
  await user.type(await screen.findByLabelText('Email or username'), login);
  await user.type(screen.getByLabelText('Password'), password);
  await user.click(screen.getByRole('button', { name: 'Log in' }));
}

test('a 400 envelope puts its field problem under that field', async () => {
  mockApi({
    viewerGet: signedOut,
    login: () => ({
      status: 400,
      error: { code: 'invalid_request', message: 'Invalid username_or_email.', fields: { username_or_email: 'Enter your email or username' } },
    }),
  });
  const { user } = renderApp('/login');

  await logIn(user, ' ', 'secret-pass');

  const field = screen.getByLabelText('Email or username');
  expect(await screen.findByText('Enter your email or username')).toBeInTheDocument();
  expect(field).toHaveAttribute('aria-invalid', 'true');
  expect(field).toHaveAccessibleDescription('Enter your email or username');
  expect(field).toHaveFocus();
  expect(screen.getByLabelText('Password')).not.toHaveAttribute('aria-invalid');
});

test('an error without fields is said above the form', async () => {
  mockApi({
    viewerGet: signedOut,
    login: () => ({ status: 401, error: { code: 'bad_credentials', message: 'That email or password is not right.' } }),
  });
  const { user } = renderApp('/login');

  await logIn(user, 'ann', 'wrong-pass');

  expect(await screen.findByRole('alert')).toHaveTextContent('That email or password is not right.');
  expect(screen.getByTestId('location')).toHaveTextContent('/login');
});

test('logging in goes home and the header shows the viewer', async () => {
  const api = mockApi({
    viewerGet: signedOut,
    login: () => ({ data: makeViewer() }),
    homefeed: () => ({ data: makePins(1, 3), bookmark: '-end-' }),
  });
  const { user } = renderApp('/login');

  await logIn(user, 'ann_lee', 'secret-pass');

  expect(await screen.findByRole('heading', { name: 'Home feed' })).toBeInTheDocument();
  expect(screen.getByTestId('location')).toHaveTextContent(/^\/$/);
  const header = screen.getByRole('banner');
  expect(within(header).getByRole('img', { name: 'Ann Lee' }).closest('a')).toHaveAttribute('href', '/ann_lee/');
  expect(within(header).getByRole('button', { name: 'Log out' })).toBeInTheDocument();
  expect(within(header).queryByRole('link', { name: 'Log in' })).toBeNull();
  expect(api.callsTo('login')[0].options).toEqual({ username_or_email: 'ann_lee', password: 'secret-pass' });
});

test('while a slow answer is awaited (a failure may be held back) the button says so and waits; then the refusal shows', async () => {
  let answer: (reply: { status: number; error: { code: string; message: string } }) => void = () => undefined;
  mockApi({
    viewerGet: signedOut,
    login: () => new Promise((resolve) => (answer = resolve)),
  });
  const { user } = renderApp('/login');

  await logIn(user, 'ann', 'wrong-pass');

  const busy = await screen.findByRole('button', { name: 'Logging in…' });
  expect(busy).toBeDisabled();
  expect(busy.closest('form')).toHaveAttribute('aria-busy', 'true');
  answer({ status: 401, error: { code: 'invalid_credentials', message: 'The username or password you entered is incorrect.' } });
  expect(await screen.findByRole('alert')).toHaveTextContent('The username or password you entered is incorrect.');
  expect(screen.getByRole('button', { name: 'Log in' })).toBeEnabled();
  expect(screen.getByRole('button', { name: 'Log in' }).closest('form')).toHaveAttribute('aria-busy', 'false');
});

test('a wrong password is said under the password, in words that say what to do', async () => {
  mockApi({
    viewerGet: signedOut,
    login: () => ({
      status: 401,
      error: { code: 'invalid_credentials', message: 'The username or password you entered is incorrect.', fields: { password: 'incorrect' } },
    }),
  });
  const { user } = renderApp('/login');

  await logIn(user, 'ann', 'wrong-pass');

  const password = screen.getByLabelText('Password');
  expect(await screen.findByText('That password is not right. Check it, and the email or username above.')).toBeInTheDocument();
  expect(password).toHaveAttribute('aria-invalid', 'true');
  expect(screen.queryByText('incorrect')).toBeNull();
});

test("logging in shows the account's theme at once, whatever this browser's own", async () => {
  document.documentElement.removeAttribute('data-theme');
  mockApi({
    viewerGet: signedOut,
    login: () => ({ data: { ...makeViewer(), theme: 'dark' } }),
    homefeed: () => ({ data: makePins(1, 2), bookmark: '-end-' }),
  });
  const { user } = renderApp('/login');

  await logIn(user, 'ann', 'correct horse battery');

  await waitFor(() => expect(document.documentElement.getAttribute('data-theme')).toBe('dark'));
});

test('a refused log-in offers the way to reset a forgotten password', async () => {
  mockApi({
    viewerGet: signedOut,
    login: () => ({ status: 401, error: { code: 'invalid_credentials', message: 'The username or password you entered is incorrect.' } }),
  });
  const { user } = renderApp('/login');

  await logIn(user, 'ann', 'wrong-pass');

  const alert = await screen.findByRole('alert');
  expect(within(alert).getByRole('link', { name: 'Forgot your password?' })).toHaveAttribute('href', '/password/reset');
});
