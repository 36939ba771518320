import { screen } from '@testing-library/react';
import { mockApi, signedOut } from '../../helpers/mockApi';
import { renderApp } from '../../helpers/renderWithProviders';

beforeEach(() => {
  jest.useFakeTimers();
});

afterEach(() => {
  jest.useRealTimers();
});

test('asks for an email or username and then says where the link went, whatever the server knows', async () => {
  const api = mockApi({ viewerGet: signedOut, passwordResetRequest: () => ({ data: null }) });
  const { user } = renderApp('/password/reset/');

  await user.type(await screen.findByLabelText('Email or username'), 'ann@example.com');
  await user.click(screen.getByRole('button', { name: 'Send a reset link' }));

  expect(await screen.findByRole('heading', { level: 1, name: 'Check your email' })).toBeInTheDocument();
  expect(screen.getByText(/^If ann@example.com|^Your old password/)).toHaveTextContent(
    'If ann@example.com belongs to an account, we sent its email a link',
  );
  expect(api.callsTo('passwordResetRequest')[0].options).toEqual({ username_or_email: 'ann@example.com' });

  await user.click(screen.getByRole('button', { name: 'Ask again' }));
  expect(await screen.findByLabelText('Email or username')).toBeInTheDocument();
});

test('a refusal (too many requests) is said above the form', async () => {
  mockApi({
    viewerGet: signedOut,
    passwordResetRequest: () => ({
      status: 429,
      error: { code: 'rate_limited', message: 'Too many reset requests. Please wait an hour and try again.' },
    }),
  });
  const { user } = renderApp('/password/reset/');

  await user.type(await screen.findByLabelText('Email or username'), 'ann');
  await user.click(screen.getByRole('button', { name: 'Send a reset link' }));

  expect(await screen.findByRole('alert')).toHaveTextContent('Too many reset requests.');
});
