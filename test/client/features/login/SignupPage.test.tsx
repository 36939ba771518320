import { screen, within } from '@testing-library/react';
import { LIMITS } from '../../../../shared/constants';
import { SIGN_UP_REFUSED } from '../../../../shared/domain/signUp';
import { mockApi, signedOut } from '../../helpers/mockApi';
import { renderApp } from '../../helpers/renderWithProviders';

beforeEach(() => {
  jest.useFakeTimers();
});

afterEach(() => {
  jest.useRealTimers();
});

async function signUp(user: ReturnType<typeof renderApp>['user']) {
  await user.type(await screen.findByLabelText('First name'), 'Ann');
  await user.type(screen.getByLabelText('Email'), 'ann@example.com');
  await user.type(screen.getByLabelText('Username'), 'ann_lee');
  await user.type(screen.getByLabelText('Password'), 'correct horse battery');
  await user.click(screen.getByRole('button', { name: 'Sign up' }));
}

test('the sign-up refusal (an email that may have an account) is said above the form, with a way to log in', async () => {
  mockApi({ viewerGet: signedOut, register: () => ({ status: 409, error: { ...SIGN_UP_REFUSED } }) });
  const { user } = renderApp('/signup');

  await signUp(user);

  const alert = await screen.findByRole('alert');
  expect(alert).toHaveTextContent(SIGN_UP_REFUSED.message);
  expect(alert).toHaveFocus();
  expect(within(alert).getByRole('link', { name: 'Log in' })).toHaveAttribute('href', '/login');
  expect(screen.getByLabelText('Email')).not.toHaveAttribute('aria-invalid');
  expect(screen.getByTestId('location')).toHaveTextContent('/signup');
});

test('a taken username is said under its field, without the log-in offer', async () => {
  mockApi({ viewerGet: signedOut, register: () => ({ status: 409, error: { ...SIGN_UP_REFUSED, fields: { username: 'already taken' } } }) });
  const { user } = renderApp('/signup');

  await signUp(user);

  expect(await screen.findByText('already taken')).toBeInTheDocument();
  expect(screen.getByLabelText('Username')).toHaveAttribute('aria-invalid', 'true');
  expect(screen.getByLabelText('Username')).toHaveFocus();
  expect(screen.queryByRole('alert')).toBeNull();
});

test('any other refusal is said above the form without the log-in offer', async () => {
  mockApi({ viewerGet: signedOut, register: () => ({ status: 429, error: { code: 'rate_limited', message: 'Too many attempts.' } }) });
  const { user } = renderApp('/signup');

  await signUp(user);

  const alert = await screen.findByRole('alert');
  expect(alert).toHaveTextContent('Too many attempts.');
  expect(within(alert).queryByRole('link')).toBeNull();
});

test("each field's rule is said under it before it is broken, as the field's description", async () => {
  mockApi({ viewerGet: signedOut });
  renderApp('/signup');

  expect(await screen.findByLabelText('First name')).toHaveAccessibleDescription(`Up to ${LIMITS.firstName} characters.`);
  expect(screen.getByLabelText('Username')).toHaveAccessibleDescription(
    `${LIMITS.username.min} to ${LIMITS.username.max} letters, digits or underscores.`,
  );
  expect(screen.getByLabelText('Password')).toHaveAccessibleDescription(
    `At least ${LIMITS.password.min} characters. A phrase of a few words is easy to remember and hard to guess.`,
  );
});

test("a refused field says what to do, in the table's words rather than the server's", async () => {
  mockApi({
    viewerGet: signedOut,
    register: () => ({
      status: 400,
      error: {
        code: 'invalid_options',
        message: 'Invalid password.',
        fields: { password: 'Too small: expected string to have >=8 characters' },
        rules: { password: 'too_small' },
      },
    }),
  });
  const { user } = renderApp('/signup');

  await signUp(user);

  const password = screen.getByLabelText('Password');
  expect(await screen.findByText(`Use at least ${LIMITS.password.min} characters.`)).toBeInTheDocument();
  expect(password).toHaveAttribute('aria-invalid', 'true');
  expect(password).toHaveAccessibleDescription(expect.stringMatching(new RegExp(`^Use at least ${LIMITS.password.min} characters\\. At least`)));
  expect(screen.queryByText(/Too small/)).toBeNull();
});
