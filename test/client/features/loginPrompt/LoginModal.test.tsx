import { act, screen, waitFor } from '@testing-library/react';
import axe from 'axe-core';
import { LoginPromptHost } from '../../../../client/features/loginPrompt/LoginPromptHost';
import { openLoginPrompt, selectLoginPrompt, type OpenLoginPrompt } from '../../../../client/features/loginPrompt/loginPromptSlice';
import { makeViewer } from '../../helpers/factories';
import { mockApi } from '../../helpers/mockApi';
import { renderWithProviders } from '../../helpers/renderWithProviders';

beforeEach(() => jest.useFakeTimers());
afterEach(() => jest.useRealTimers());

async function prompt(request: OpenLoginPrompt) {
  const rendered = renderWithProviders(<LoginPromptHost />, { route: '/pin/5/' });
  expect(screen.queryByRole('dialog')).toBeNull();
  act(() => {
    rendered.store.dispatch(openLoginPrompt(request));
  });
  const dialog = await screen.findByRole('dialog');
  return { ...rendered, dialog };
}

test.each<[OpenLoginPrompt, string]>([
  [{ trigger: 'default' }, 'Log in to continue'],
  [{ trigger: 'save' }, 'Log in to save this Pin'],
  [{ trigger: 'hide' }, 'Log in to hide this Pin'],
  [{ trigger: 'follow' }, 'Log in to follow'],
  [{ trigger: 'unfollow' }, 'Log in to unfollow'],
  [{ trigger: 'groupBoardInvite', inviterName: 'Mia' }, 'Mia invited you to join their board'],
  [{ trigger: 'groupBoardInvite' }, 'Your friends invited you to join their board'],
])('%j opens the modal headed %j, with the desktop subheader', async (request, header) => {
  await prompt(request);
  expect(screen.getByRole('dialog', { name: header })).toHaveAccessibleDescription("You're almost there! Log in to access all of Pinboard");
  expect(screen.getByRole('heading', { name: header })).toBeInTheDocument();
});

test('logging in closes the modal and goes on to the next route', async () => {
  const { user } = await prompt({ trigger: 'save', next: '/pin/5/repin/' });
  const api = mockApi({ login: () => ({ data: makeViewer() }) });
  await user.type(screen.getByLabelText('Email or username'), 'ann_lee');
  await user.type(screen.getByLabelText('Password'), 'correct horse');
  await user.click(screen.getByRole('button', { name: 'Log in' }));

  await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  expect(api.callsTo('login').map((c) => c.options)).toEqual([{ username_or_email: 'ann_lee', password: 'correct horse' }]);
  expect(screen.getByTestId('location')).toHaveTextContent('/pin/5/repin/');
});

test('without a next route the visitor stays where they were', async () => {
  const { user, store } = await prompt({ trigger: 'hide' });
  mockApi({ login: () => ({ data: makeViewer() }) });
  await user.type(screen.getByLabelText('Email or username'), 'ann_lee');
  await user.type(screen.getByLabelText('Password'), 'correct horse{Enter}');
  await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  expect(screen.getByTestId('location')).toHaveTextContent('/pin/5/');
  expect(selectLoginPrompt(store.getState()).visible).toBe(false);
});

test('a wrong password keeps the modal open with the server message', async () => {
  const { user } = await prompt({ trigger: 'save', next: '/pin/5/repin/' });
  mockApi({ login: () => ({ status: 401, error: { code: 'invalid_credentials', message: 'That username or password is not right.' } }) });
  await user.type(screen.getByLabelText('Email or username'), 'ann_lee');
  await user.type(screen.getByLabelText('Password'), 'wrong{Enter}');
  expect(await screen.findByRole('alert')).toHaveTextContent('That username or password is not right.');
  expect(screen.getByRole('dialog')).toBeInTheDocument();
  expect(screen.getByTestId('location')).toHaveTextContent(/^\/pin\/5\/$/);
});

test('a slow answer (a failure may be held back) shows the button busy until it comes', async () => {
  const { user } = await prompt({ trigger: 'save' });
  let answer: (reply: { status: number; error: { code: string; message: string } }) => void = () => undefined;
  mockApi({ login: () => new Promise((resolve) => (answer = resolve)) });
  await user.type(screen.getByLabelText('Email or username'), 'ann_lee');
  await user.type(screen.getByLabelText('Password'), 'wrong{Enter}');
  expect(await screen.findByRole('button', { name: 'Logging in…' })).toBeDisabled();
  answer({ status: 401, error: { code: 'invalid_credentials', message: 'That username or password is not right.' } });
  expect(await screen.findByRole('alert')).toHaveTextContent('That username or password is not right.');
  expect(screen.getByRole('button', { name: 'Log in' })).toBeEnabled();
});

test('keyboard: focus starts inside, Escape closes it', async () => {
  const { user, dialog, store } = await prompt({ trigger: 'edit' });
  expect(dialog).toContainElement(document.activeElement as HTMLElement);
  await user.keyboard('{Escape}');
  expect(screen.queryByRole('dialog')).toBeNull();
  expect(selectLoginPrompt(store.getState()).visible).toBe(false);
});

test('the close button is labelled and closes it', async () => {
  const { user } = await prompt({ trigger: 'send' });
  await user.click(screen.getByRole('button', { name: 'Close' }));
  expect(screen.queryByRole('dialog')).toBeNull();
});

test('no axe violations', async () => {
  const { dialog } = await prompt({ trigger: 'save' });
  jest.useRealTimers();
  const results = await axe.run(dialog, { rules: { 'color-contrast': { enabled: false } } });
  expect(results.violations.map((v) => v.id)).toEqual([]);
});

describe('the desktop subheader on a phone', () => {
  const desktop = window.innerWidth;
  afterEach(() => {
    window.innerWidth = desktop;
  });

  test('below 630 px the modal has its header only, and no description', async () => {
    window.innerWidth = 390;
    await prompt({ trigger: 'follow' });
    const dialog = screen.getByRole('dialog', { name: 'Log in to follow' });
    expect(dialog).not.toHaveAttribute('aria-describedby');
    expect(screen.queryByText("You're almost there! Log in to access all of Pinboard")).toBeNull();
  });
});
