import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { TIMINGS } from '../../../../shared/constants';
import { UNDECIDED, allChoices, decidedState, type CookieChoices, type CookieConsentState } from '../../../../shared/domain/cookieConsent';
import { makeStore } from '../../../../client/app/store';
import { authApi } from '../../../../client/features/auth/authApi';
import ConsentBanner from '../../../../client/features/consent/ConsentBanner';
import { ConsentHost } from '../../../../client/features/consent/ConsentHost';
import { selectCookieConsent } from '../../../../client/features/consent/consentSlice';
import { ToastHost } from '../../../../client/features/toast/ToastHost';
import { makeViewer } from '../../helpers/factories';
import { mockApi } from '../../helpers/mockApi';
import { renderApp, renderWithProviders } from '../../helpers/renderWithProviders';

const advance = (ms: number) => act(() => jest.advanceTimersByTime(ms));
const SIGNED_OUT = { isAuth: false, experiments: { simplify_creator_attributions_unauth_web: null } };
const SAVED = 'Your cookie choices are saved.';
const FAILED = 'Sorry! Your cookie choices could not be saved. Please try again.';
const AT = Date.UTC(2026, 10, 24);

function resizeTo(width: number) {
  window.innerWidth = width;
  window.dispatchEvent(new Event('resize'));
}

beforeEach(() => {
  jest.useFakeTimers();
  resizeTo(1024);
});
afterEach(() => jest.useRealTimers());

/**
 * The server as the banner meets it: the viewer answer carries the consent, and UserSettingsResource update stores a
 * choice (or fails while `failing`), so the refreshed viewer answers what was saved.
 */
function server({ viewer = SIGNED_OUT as object, failing = false } = {}) {
  const state = { consent: UNDECIDED as CookieConsentState, failing };
  const api = mockApi({
    viewerGet: () => ({ data: { ...viewer, cookie_consent: state.consent } }),
    userSettingsUpdate: (options) => {
      if (state.failing) return { status: 500, error: { code: 'internal', message: 'Sorry! Something went wrong on our end.' } };
      state.consent = decidedState(options as unknown as CookieChoices, AT);
      return { data: { cookie_consent: state.consent } };
    },
  });
  return { api, state };
}

async function renderHost(options: Parameters<typeof server>[0] = {}) {
  const backend = server(options);
  const store = makeStore();
  await store.dispatch(authApi.endpoints.viewerGet.initiate());
  const rendered = renderWithProviders(
    <>
      <ConsentHost />
      <ToastHost />
    </>,
    { store },
  );
  await screen.findByRole('region', { name: 'Cookies on Pinboard' });
  return { ...backend, ...rendered };
}

const banner = () => screen.queryByRole('region', { name: 'Cookies on Pinboard' });
/** The banner whether or not a modal hides the rest of the page from assistive technology. */
const bannerElement = () => document.querySelector('section.consent-banner');
const SETTINGS = ['Analytics cookies', 'Marketing cookies', 'Personalization cookies'];
const sent = (api: ReturnType<typeof mockApi>) => api.callsTo('userSettingsUpdate').map((c) => c.options);

describe('the cookie consent banner', () => {
  test.each([
    ['Accept all', true],
    ['Reject all', false],
  ])('%s saves all three settings, refreshes the viewer, shows the confirmation toast for 3 s and goes', async (button, allowed) => {
    const { api, user, store } = await renderHost();
    await user.click(screen.getByRole('button', { name: button }));

    await waitFor(() => expect(banner()).toBeNull());
    expect(sent(api)).toEqual([{ ...allChoices(allowed), surface_tag: 'cookie_banner' }]);
    await waitFor(() => expect(api.callsTo('viewerGet')).toHaveLength(2));
    expect(selectCookieConsent(store.getState())).toEqual(decidedState(allChoices(allowed), AT));

    const toast = () => screen.queryByText(SAVED);
    advance(TIMINGS.toastShow);
    expect(toast()).not.toBeNull();
    advance(TIMINGS.cookieToast - 1);
    expect(toast()!.closest('[data-toast-phase]')).toHaveAttribute('data-toast-phase', 'shown');
    advance(1);
    expect(toast()!.closest('[data-toast-phase]')).toHaveAttribute('data-toast-phase', 'hiding');
    advance(TIMINGS.toastHideFade);
    expect(toast()).toBeNull();
  });

  test('Choose opens the settings modal with three labelled settings, all off; Save sends the chosen ones', async () => {
    const { api, user } = await renderHost();
    await user.click(screen.getByRole('button', { name: 'Choose' }));
    const dialog = await screen.findByRole('dialog', { name: 'Cookie settings' });
    expect(within(dialog).getAllByRole('checkbox')).toHaveLength(3);
    for (const name of SETTINGS) expect(within(dialog).getByRole('checkbox', { name })).not.toBeChecked();
    // On desktop the banner stays where it was.
    expect(bannerElement()).toBeVisible();

    await user.click(within(dialog).getByRole('checkbox', { name: 'Analytics cookies' }));
    await user.click(within(dialog).getByRole('checkbox', { name: 'Personalization cookies' }));
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));

    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(sent(api)).toEqual([
      { allow_analytic_cookies: true, allow_marketing_cookies: false, allow_personalization_cookies: true, surface_tag: 'cookie_settings' },
    ]);
    expect(banner()).toBeNull();
    advance(TIMINGS.toastShow);
    expect(screen.getByText(SAVED)).toBeInTheDocument();
  });

  test('closing the modal without saving keeps the banner and saves nothing', async () => {
    const { api, user } = await renderHost();
    await user.click(screen.getByRole('button', { name: 'Choose' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(banner()).toBeVisible();
    expect(sent(api)).toEqual([]);
  });

  test('a failed save keeps the banner, says so in an alert and raises no toast; trying again works', async () => {
    const { api, user, state } = await renderHost({ failing: true });
    await user.click(screen.getByRole('button', { name: 'Reject all' }));

    expect(await screen.findByRole('alert')).toHaveTextContent(FAILED);
    expect(banner()).toBeVisible();
    advance(TIMINGS.toastShow + TIMINGS.cookieToast);
    expect(screen.queryByText(SAVED)).toBeNull();
    expect(api.callsTo('viewerGet')).toHaveLength(1);

    state.failing = false;
    await user.click(screen.getByRole('button', { name: 'Reject all' }));
    await waitFor(() => expect(banner()).toBeNull());
    expect(screen.queryByRole('alert')).toBeNull();
  });

  test('a failed save from the modal says so there and keeps the modal and the banner', async () => {
    const { user } = await renderHost({ failing: true });
    await user.click(screen.getByRole('button', { name: 'Choose' }));
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(FAILED);
    expect(bannerElement()).toBeVisible();
    expect(bannerElement()!.querySelector('[role="alert"]')).toBeNull();
  });

  test('on a phone the banner steps aside while the modal is open, and comes back when it closes', async () => {
    resizeTo(400);
    const { user } = await renderHost();
    expect(banner()).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Choose' }));
    await screen.findByRole('dialog');
    expect(bannerElement()).not.toBeVisible();
    fireEvent.keyDown(screen.getByRole('dialog'), { key: 'Escape' });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(banner()).toBeVisible();
  });

  test('is shown to a signed-in viewer who has not decided', async () => {
    await renderHost({ viewer: makeViewer() });
    expect(banner()).toBeVisible();
  });

  test('is not shown to a viewer who has decided, nor before the viewer is known', async () => {
    const store = makeStore();
    mockApi({ viewerGet: () => ({ data: { ...SIGNED_OUT, cookie_consent: decidedState(allChoices(false), AT) } }) });
    renderWithProviders(<ConsentHost />, { store });
    expect(banner()).toBeNull();
    await act(() => store.dispatch(authApi.endpoints.viewerGet.initiate()));
    await advance(0);
    expect(banner()).toBeNull();
  });

  test('completes through onComplete once a choice is saved, so a placement can mount it', async () => {
    server();
    const onComplete = jest.fn();
    const { user } = renderWithProviders(<ConsentBanner consent={UNDECIDED} onComplete={onComplete} />);
    await user.click(screen.getByRole('button', { name: 'Accept all' }));
    await waitFor(() => expect(onComplete).toHaveBeenCalledTimes(1));
    expect(banner()).toBeNull();
  });

  test('the layout mounts it in the bottom dock, at the top of the page content', async () => {
    server();
    renderApp('/login');
    const region = await screen.findByRole('region', { name: 'Cookies on Pinboard' });
    const dock = screen.getByRole('main').firstElementChild;
    expect(dock).toHaveClass('bottom-dock');
    expect(region.closest('.bottom-dock')).toBe(dock);
  });
});
