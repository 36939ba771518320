import { act, screen, within } from '@testing-library/react';
import { OFFSITE } from '../../../../shared/constants';
import { makePin } from '../../helpers/factories';
import { mockApi, signedOut } from '../../helpers/mockApi';
import { renderApp } from '../../helpers/renderWithProviders';
import { SIGNED } from '../offsite/clickthroughSetup';

beforeEach(() => jest.useFakeTimers());
afterEach(() => {
  jest.useRealTimers();
  jest.restoreAllMocks();
});

/** The closeup of a pin linking to shelfie.example, whose source link is clicked against a check answering `verdict`. */
async function clickSource(verdict: 'allowed' | 'blocked') {
  const pin = makePin('5', { link: 'https://shelfie.example/deal', domain: 'shelfie.example' });
  const api = mockApi({
    viewerGet: signedOut,
    pinGet: () => ({ data: pin }),
    relatedPins: () => ({ data: [], bookmark: '-end-' }),
    offsiteCheck: () => ({
      data: {
        redirect_status: verdict,
        message: verdict === 'allowed' ? null : OFFSITE.messages[verdict],
        url: verdict === 'allowed' ? SIGNED : null,
      },
    }),
  });
  const popup = { opener: window as Window | null, closed: false, close: jest.fn(), location: { replace: jest.fn() } };
  jest.spyOn(window, 'open').mockReturnValue(popup as unknown as Window);
  const { user } = renderApp('/pin/5/');
  const link = await screen.findByRole('link', { name: 'shelfie.example' });
  await user.click(link);
  await act(() => jest.advanceTimersByTimeAsync(0));
  return { api, popup, link, user };
}

describe("the closeup's source link goes out through the offsite check, as a card's does", () => {
  test("a blocked verdict closes the blank tab and shows 'Heads up!'; 'Okay' gives the focus back to the link", async () => {
    const { api, popup, link, user } = await clickSource('blocked');

    const dialog = await screen.findByRole('dialog', { name: 'Heads up!' });
    expect(within(dialog).getByText(OFFSITE.messages.blocked)).toBeInTheDocument();
    expect(within(dialog).getByText('shelfie.example')).toBeInTheDocument();
    expect(api.callsTo('offsiteCheck')[0].request.url).toContain('pin_id=5');
    expect(popup.close).toHaveBeenCalled();
    expect(popup.location.replace).not.toHaveBeenCalled();
    await user.click(within(dialog).getByRole('button', { name: 'Okay' }));
    await act(() => jest.advanceTimersByTimeAsync(0));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(link).toHaveFocus();
  });

  test('an allowed verdict sends the tab to our signed /offsite/ address', async () => {
    const { popup } = await clickSource('allowed');

    expect(popup.location.replace).toHaveBeenCalledWith(new URL(SIGNED, window.location.href).href);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});
