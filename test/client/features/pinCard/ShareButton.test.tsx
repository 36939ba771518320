import { act, screen } from '@testing-library/react';
import { ToastHost } from '../../../../client/features/toast/ToastHost';
import { ShareButton } from '../../../../client/features/pinCard/ShareButton';
import { TIMINGS } from '../../../../shared/constants';
import type { GridSurface } from '../../../../shared/domain/surfaces';
import { makePin, makeViewer } from '../../helpers/factories';
import { renderWithProviders } from '../../helpers/renderWithProviders';
import { renderCard } from './renderCard';

const PIN_URL = 'http://localhost/pin/1/';
const shareButton = () => screen.getByRole('button', { name: 'Share' });
const toastShown = () => act(() => jest.advanceTimersByTime(TIMINGS.toastShow));

/** navigator.share and navigator.clipboard as a browser would offer them; undefined removes one. */
function browserOffers({ share, clipboard }: { share?: jest.Mock; clipboard?: { writeText: jest.Mock } }) {
  Object.defineProperty(navigator, 'share', { value: share, configurable: true, writable: true });
  Object.defineProperty(navigator, 'clipboard', { value: clipboard, configurable: true, writable: true });
}

const renderShare = () =>
  renderWithProviders(
    <>
      <ShareButton pinPath="/pin/1/" title="Cozy reading nook" />
      <ToastHost />
    </>,
  );

beforeEach(() => jest.useFakeTimers());
afterEach(() => {
  jest.useRealTimers();
  delete (navigator as { share?: unknown }).share;
});

describe('Share', () => {
  test("opens the system share sheet with the pin's title and absolute link, and copies nothing", async () => {
    const { user } = renderShare();
    const share = jest.fn().mockResolvedValue(undefined);
    const writeText = jest.fn();
    browserOffers({ share, clipboard: { writeText } });

    await user.click(shareButton());

    expect(share).toHaveBeenCalledWith({ title: 'Cozy reading nook', url: PIN_URL });
    expect(writeText).not.toHaveBeenCalled();
    toastShown();
    expect(screen.getByRole('status', { name: 'Notifications' })).toBeEmptyDOMElement();
  });

  test('closing the share sheet is an answer: no copy, no toast', async () => {
    const { user } = renderShare();
    const writeText = jest.fn();
    browserOffers({ share: jest.fn().mockRejectedValue(new DOMException('closed', 'AbortError')), clipboard: { writeText } });

    await user.click(shareButton());

    expect(writeText).not.toHaveBeenCalled();
    toastShown();
    expect(screen.getByRole('status', { name: 'Notifications' })).toBeEmptyDOMElement();
  });

  test('a share sheet that may not open falls back to copying the link', async () => {
    const { user } = renderShare();
    const writeText = jest.fn().mockResolvedValue(undefined);
    browserOffers({ share: jest.fn().mockRejectedValue(new DOMException('no', 'NotAllowedError')), clipboard: { writeText } });

    await user.click(shareButton());

    expect(writeText).toHaveBeenCalledWith(PIN_URL);
    toastShown();
    expect(screen.getByText('Link copied to clipboard')).toBeInTheDocument();
  });

  test('without a share sheet the link is copied and the toast says so', async () => {
    const { user } = renderShare();
    const writeText = jest.fn().mockResolvedValue(undefined);
    browserOffers({ clipboard: { writeText } });

    await user.click(shareButton());

    expect(writeText).toHaveBeenCalledWith(PIN_URL);
    expect(screen.queryByText('Link copied to clipboard')).toBeNull();
    toastShown();
    expect(screen.getByText('Link copied to clipboard')).toBeInTheDocument();
  });

  test.each([
    ['no clipboard (plain http)', undefined],
    ['the clipboard refuses', { writeText: jest.fn().mockRejectedValue(new DOMException('denied', 'NotAllowedError')) }],
  ])('%s: the toast says the link could not be copied', async (_case, clipboard) => {
    const { user } = renderShare();
    browserOffers({ clipboard });

    await user.click(shareButton());

    toastShown();
    expect(screen.getByText("Couldn't copy the link")).toBeInTheDocument();
    expect(screen.queryByText('Link copied to clipboard')).toBeNull();
  });

  test('is a labelled icon button reachable by keyboard', async () => {
    const { user } = renderShare();
    const writeText = jest.fn().mockResolvedValue(undefined);
    browserOffers({ clipboard: { writeText } });

    await user.tab();
    expect(shareButton()).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(writeText).toHaveBeenCalledWith(PIN_URL);
  });
});

describe('Share on the card (section 6: signed in, hidden on some surfaces)', () => {
  const hoverCard = async (options: Parameters<typeof renderCard>[1]) => {
    const { user } = await renderCard(makePin('1'), options);
    await user.hover(screen.getByRole('link', { name: 'Pin 1' }));
  };

  test('signed in, hovering shows Share beside Save, after it in tab order', async () => {
    await hoverCard({ viewer: makeViewer() });
    const save = await screen.findByRole('button', { name: 'Save' });
    const share = shareButton();
    expect(save.compareDocumentPosition(share) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });

  test('signed out there is no Share on hover', async () => {
    await hoverCard({ viewer: null });
    expect(screen.getByRole('button', { name: 'Save' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Share' })).toBeNull();
  });

  test.each<GridSurface>(['CollageCreation', 'BulkEditMode', 'ConversationView'])('hidden on %s', async (surface) => {
    await hoverCard({ viewer: makeViewer(), surface });
    expect(screen.getByRole('button', { name: 'Save' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Share' })).toBeNull();
  });
});
