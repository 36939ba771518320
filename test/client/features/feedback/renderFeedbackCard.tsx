import { act, within } from '@testing-library/react';
import { Link } from 'react-router-dom';
import { makeStore } from '../../../../client/app/store';
import { authApi } from '../../../../client/features/auth/authApi';
import { pinsApi } from '../../../../client/features/pins/pinsApi';
import { FeedbackOverlay } from '../../../../client/features/feedback/FeedbackOverlay';
import { PinMenuButton } from '../../../../client/features/feedback/PinMenuButton';
import { LoginPromptHost } from '../../../../client/features/loginPrompt/LoginPromptHost';
import { HoverOverlay } from '../../../../client/features/pinCard/HoverOverlay';
import { TIMINGS } from '../../../../shared/constants';
import type { Pin } from '../../../../shared/contracts/pin';
import type { SignedInViewer } from '../../../../shared/contracts/user';
import type { GridSurface } from '../../../../shared/domain/surfaces';
import { makeViewer } from '../../helpers/factories';
import { mockApi, signedOut } from '../../helpers/mockApi';
import { renderWithProviders } from '../../helpers/renderWithProviders';

interface Options {
  viewer?: SignedInViewer | null;
  surface?: GridSurface;
  /** The media's height, which decides whether the overlay shows its subtitle. */
  height?: number;
  route?: string;
  /** More pins carded in the same store, after the first. */
  also?: Pin[];
}

/**
 * The card's visual area as PinCard builds it (hover overlay with the menu, closeup link, feedback overlay), with the
 * pin and viewer loaded through their real API answers, and the layout's login prompt. The caller installs the
 * handlers for the feedback calls.
 */
export async function renderFeedbackCard(
  pin: Pin,
  { viewer = makeViewer(), surface = 'AuthHomefeed', height = 472, route = '/', also = [] }: Options = {},
) {
  const pins = [pin, ...also];
  mockApi({ pinGet: ({ id }) => ({ data: pins.find((p) => p.id === id) }), viewerGet: viewer ? () => ({ data: viewer }) : signedOut });
  const store = makeStore();
  for (const { id } of pins) await store.dispatch(pinsApi.endpoints.pinGet.initiate(id));
  await store.dispatch(authApi.endpoints.viewerGet.initiate());
  const rendered = renderWithProviders(
    <>
      {pins.map(({ id, title }) => (
        <HoverOverlay key={id} save={<button type="button">Save</button>} menu={<PinMenuButton pinId={id} surface={surface} />}>
          <div className="pin-card__visual">
            <Link to={`/pin/${id}/`}>{title}</Link>
            <FeedbackOverlay pinId={id} height={height} />
          </div>
        </HoverOverlay>
      ))}
      <LoginPromptHost />
    </>,
    { store, route },
  );
  // hidden: an open menu hides the rest of the page from assistive technology, as a modal menu should.
  const link = (title = pin.title) => rendered.getByRole('link', { name: title, hidden: true });
  /** Hovers a card until its overflow button shows, then opens its menu (the menu's code loads on first use). */
  const openMenu = async (title = pin.title) => {
    await rendered.user.hover(link(title));
    act(() => jest.advanceTimersByTime(TIMINGS.overflowMenuDelay));
    const card = link(title).closest<HTMLElement>('.hover-overlay')!;
    await rendered.user.click(within(card).getByRole('button', { name: 'More options' }));
    const menu = await rendered.findByRole('menu');
    // The menu places itself after it mounts (floating-ui measures asynchronously).
    await act(async () => {});
    return menu;
  };
  return { ...rendered, link, openMenu };
}
