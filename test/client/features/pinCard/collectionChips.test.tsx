import { act, fireEvent, screen, within } from '@testing-library/react';
import { OFFSITE } from '../../../../shared/constants';
import { makeAdData, makePin } from '../../helpers/factories';
import { mockApi } from '../../helpers/mockApi';
import { SIGNED } from '../offsite/clickthroughSetup';
import { renderCard } from './renderCard';

beforeEach(() => jest.useFakeTimers());
afterEach(() => {
  jest.useRealTimers();
  jest.restoreAllMocks();
});

const item = (n: number) => ({
  id: `c${n}`,
  title: `Item ${n}`,
  link: `https://shelfie.example/item-${n}`,
  images: { '136x136': { url: `/media/c${n}.jpg`, width: 136, height: 136, dominantColor: '#ffffff' } },
});

type Answer = 'allowed' | 'blocked' | 'fails';

/** A collection ad (click type 3) whose chips answer `answer` to a chip click, with a stand-in for the tab opened. */
async function collectionCard(answer: Answer) {
  const rendered = await renderCard(
    makePin('40', { isPromoted: true, collectionPin: { items: [1, 2, 3].map(item) }, adData: makeAdData({ collectionGridClickType: 3 }) }),
  );
  const api = mockApi({
    offsiteChipClick: () =>
      answer === 'fails'
        ? { status: 500, error: { code: 'internal', message: 'down' } }
        : {
            data: {
              redirect_status: answer,
              message: answer === 'allowed' ? null : OFFSITE.messages[answer],
              url: answer === 'allowed' ? SIGNED : null,
            },
          },
  });
  const popup = { opener: window as Window | null, closed: false, close: jest.fn(), location: { replace: jest.fn() } };
  const open = jest.spyOn(window, 'open').mockReturnValue(popup as unknown as Window);
  const chip = (name: string) => within(screen.getByRole('list', { name: 'Items in this collection' })).getByRole('link', { name });
  const settle = () => act(() => jest.advanceTimersByTimeAsync(0));
  // The checked chips are a lazy chunk; until it has loaded the chips are plain links.
  await settle();
  return { ...rendered, api, popup, open, chip, settle };
}

const absolute = (url: string) => new URL(url, window.location.href).href;

describe('a collection chip goes out through the chip offsite check (POST offsiteChipClick)', () => {
  test('a click posts the item, its position and the creative type, and sends the tab to the signed address', async () => {
    const { api, popup, chip, user, settle } = await collectionCard('allowed');

    await user.click(chip('Item 2'));
    await settle();

    expect(api.callsTo('offsiteChipClick').map((c) => c.options)).toEqual([
      {
        url: 'https://shelfie.example/item-2',
        pin_id: '40',
        check_only: false,
        aux_data: { collection_pin_click_position: 1, client_creative_type: 3, clickthrough_type: 'clickthrough' },
      },
    ]);
    expect(popup.location.replace).toHaveBeenCalledWith(absolute(SIGNED));
  });

  test("a spam verdict closes the blank tab and shows 'Heads up!' with the item's host", async () => {
    const { popup, chip, user, settle } = await collectionCard('blocked');

    await user.click(chip('Item 1'));
    await settle();

    const dialog = await screen.findByRole('dialog', { name: 'Heads up!' });
    expect(within(dialog).getByText(OFFSITE.messages.blocked)).toBeInTheDocument();
    expect(within(dialog).getByText('shelfie.example')).toBeInTheDocument();
    expect(popup.close).toHaveBeenCalled();
    expect(popup.location.replace).not.toHaveBeenCalled();
  });

  test('a failed check falls back to the item link itself', async () => {
    const { popup, chip, user, settle } = await collectionCard('fails');

    await user.click(chip('Item 3'));
    await settle();

    expect(popup.location.replace).toHaveBeenCalledWith('https://shelfie.example/item-3');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  const middleClick = (link: HTMLElement) => fireEvent(link, new MouseEvent('auxclick', { bubbles: true, cancelable: true, button: 1 }));

  test('a middle-click is checked as a click: the browser does not open the href, the tab opened in the click goes to the signed address', async () => {
    const { api, popup, chip, settle } = await collectionCard('allowed');

    expect(middleClick(chip('Item 2'))).toBe(false);
    await settle();

    expect(api.callsTo('offsiteChipClick').map((c) => c.options.aux_data)).toEqual([
      { collection_pin_click_position: 1, client_creative_type: 3, clickthrough_type: 'clickthrough' },
    ]);
    expect(popup.location.replace).toHaveBeenCalledWith(absolute(SIGNED));
  });

  test("a middle-click on a blocked item opens nothing (the blank tab closes unsent) and shows 'Heads up!'", async () => {
    const { popup, chip, settle } = await collectionCard('blocked');

    expect(middleClick(chip('Item 1'))).toBe(false);
    await settle();

    expect(await screen.findByRole('dialog', { name: 'Heads up!' })).toBeInTheDocument();
    expect(popup.close).toHaveBeenCalled();
    expect(popup.location.replace).not.toHaveBeenCalled();
  });

  test('a right click reports rightClick to the check and opens nothing: the browser menu has the href', async () => {
    const { api, open, chip, settle } = await collectionCard('allowed');

    fireEvent.contextMenu(chip('Item 1'));
    await settle();

    expect(api.callsTo('offsiteChipClick').map((c) => c.options.aux_data)).toEqual([
      { collection_pin_click_position: 0, client_creative_type: 3, clickthrough_type: 'rightClick' },
    ]);
    expect(open).not.toHaveBeenCalled();
    expect(chip('Item 1')).toHaveAttribute('href', 'https://shelfie.example/item-1');
  });
});
