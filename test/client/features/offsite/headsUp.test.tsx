import { screen, within } from '@testing-library/react';
import { CLICKTHROUGH, OFFSITE } from '../../../../shared/constants';
import { renderApp } from '../../helpers/renderWithProviders';
import { clickOutOf, linked, types } from './clickthroughSetup';

beforeEach(() => jest.useFakeTimers());
afterEach(() => {
  jest.useRealTimers();
  jest.restoreAllMocks();
});

describe("the 'Heads up!' modal", () => {
  test.each(OFFSITE.verdicts)('a %s verdict stops the click and warns with the message, an icon and the host', async (verdict) => {
    const { popup, link, user, settle, logged } = await clickOutOf(linked('61', { link: 'https://www.Shelfie.example/deal' }), { verdict });

    await user.click(link());
    await settle();

    const dialog = await screen.findByRole('dialog', { name: 'Heads up!' });
    expect(popup.close).toHaveBeenCalled();
    expect(popup.location.replace).not.toHaveBeenCalled();
    expect(within(dialog).getByText(OFFSITE.messages[verdict])).toBeInTheDocument();
    expect(within(dialog).getByRole('img', { name: 'Warning icon' })).toBeInTheDocument();
    expect(within(dialog).getByText('www.shelfie.example')).toBeInTheDocument();
    expect(within(dialog).getByRole('link', { name: 'Learn more' })).toHaveAttribute('href', '/help/spam');
    expect(within(dialog).getByRole('button', { name: 'Okay' })).toHaveFocus();
    await settle(CLICKTHROUGH.noActionMs * 2);
    expect(types(logged)).toEqual([]);
  });

  test("'Okay' closes it, the page stays where it was and the focus goes back to the link", async () => {
    const { link, user, settle } = await clickOutOf(linked('62'), { verdict: 'blocked' });

    await user.click(link());
    await settle();
    await user.click(await screen.findByRole('button', { name: 'Okay' }));
    await settle();

    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/$/);
    expect(link()).toHaveFocus();
  });

  test('Escape closes it too', async () => {
    const { link, user, settle } = await clickOutOf(linked('63'), { verdict: 'porn' });

    await user.click(link());
    await settle();
    await screen.findByRole('dialog', { name: 'Heads up!' });
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  test('a message is shown as text, never as markup', async () => {
    const { api, link, user, settle } = await clickOutOf(linked('64'), { verdict: 'blocked' });
    api.fetchMock.mockImplementation(
      async () =>
        new Response(
          JSON.stringify({
            resource_response: {
              status: 'success',
              code: 0,
              message: 'ok',
              error: null,
              data: { redirect_status: 'blocked', message: '<b>bold</b>', url: null },
            },
          }),
          { status: 200, headers: { 'content-type': 'application/json' } },
        ),
    );

    await user.click(link());
    await settle();
    const dialog = await screen.findByRole('dialog', { name: 'Heads up!' });
    expect(within(dialog).getByText('<b>bold</b>')).toBeInTheDocument();
    expect(dialog.querySelector('b')).toBeNull();
  });

  test("'Learn more' leads to our spam guidelines", async () => {
    const { link, user, settle } = await clickOutOf(linked('65'), { verdict: 'suspicious' });

    await user.click(link());
    await settle();
    await user.click(await screen.findByRole('link', { name: 'Learn more' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent('/help/spam');
  });
});

describe('the spam guidelines page', () => {
  test('explains the three verdicts under a named heading', async () => {
    renderApp('/help/spam');

    expect(await screen.findByRole('heading', { level: 1, name: 'Community guidelines: spam links' })).toBeInTheDocument();
    const stopped = screen.getByRole('region', { name: 'When we stop a link' });
    for (const name of ['Blocked', 'Suspicious', 'Adult content']) expect(within(stopped).getByText(name)).toBeInTheDocument();
  });
});
