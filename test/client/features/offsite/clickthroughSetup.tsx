import { act } from '@testing-library/react';
import { OFFSITE } from '../../../../shared/constants';
import type { AnalyticsEvent } from '../../../../shared/contracts/analytics';
import type { Pin } from '../../../../shared/contracts/pin';
import { allChoices, decidedState } from '../../../../shared/domain/cookieConsent';
import { sinkFor } from '../../../../client/features/analytics/analyticsSink';
import { consentSaved } from '../../helpers/consent';
import { screen } from '@testing-library/react';
import { makePin } from '../../helpers/factories';
import { mockApi } from '../../helpers/mockApi';
import { renderCard } from '../pinCard/renderCard';

export const SIGNED = '/offsite/?token=t0k&url=x&pin=1';
type Verdict = 'allowed' | (typeof OFFSITE.verdicts)[number];

interface Setup {
  verdict?: Verdict;
  /** The check answers this late (ms), or fails with a 500. */
  delayMs?: number;
  fails?: boolean;
}

function fakePopup() {
  return { opener: window as Window | null, closed: false, close: jest.fn(), location: { replace: jest.fn() } };
}

/**
 * A card whose source link is clicked out of, against a check answering `verdict`, with analytics allowed: what it
 * logs, the tab it opens (a stand-in: jsdom opens none) and the calls it makes.
 */
export async function clickOutOf(pin: Pin, { verdict = 'allowed', delayMs = 0, fails = false }: Setup = {}) {
  const rendered = await renderCard(pin);
  const api = mockApi({
    offsiteCheck: () =>
      fails
        ? { status: 500, error: { code: 'internal', message: 'down' } }
        : {
            data: {
              redirect_status: verdict,
              message: verdict === 'allowed' ? null : OFFSITE.messages[verdict],
              url: verdict === 'blocked' ? null : SIGNED,
            },
          },
    analyticsEventsCreate: ({ events }) => ({ data: { recorded: (events as unknown[]).length, allowed: true } }),
  });
  if (delayMs > 0) {
    const answer = globalThis.fetch;
    globalThis.fetch = (async (request: Request) => {
      await new Promise((resolve) => setTimeout(resolve, delayMs));
      return answer(request);
    }) as typeof fetch;
  }
  rendered.store.dispatch(consentSaved(decidedState(allChoices(true), 0)));
  const logged: AnalyticsEvent[] = [];
  jest.spyOn(sinkFor(rendered.store.getState), 'recordEvent').mockImplementation((event) => void logged.push(event));
  const popup = fakePopup();
  const open = jest.spyOn(window, 'open').mockReturnValue(popup as unknown as Window);
  const link = () => screen.getByRole('link', { name: /shop\.example/ });
  const settle = (ms = 0) => act(() => jest.advanceTimersByTimeAsync(ms));
  return { ...rendered, api, logged, popup, open, link, settle };
}

export const linked = (id: string, overrides: Partial<Pin> = {}) =>
  makePin(id, { domain: 'shop.example', link: 'https://shop.example/lamp', ...overrides });
/** What the check was asked: a GET's options travel as query parameters, aux_data as JSON text. */
export function checked(api: ReturnType<typeof mockApi>) {
  return api.callsTo('offsiteCheck').map(({ request }): Record<string, unknown> => {
    const query: Record<string, string> = Object.fromEntries(new URL(request.url).searchParams);
    return { ...query, aux_data: JSON.parse(query.aux_data) as unknown };
  });
}
export const types = (events: AnalyticsEvent[]) => events.map((e) => e.event_type);
