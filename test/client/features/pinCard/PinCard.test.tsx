import { act, render, screen, within } from '@testing-library/react';
import { StatsButton } from '../../../../client/features/pinCard/StatsButton';
import { UnavailablePin } from '../../../../client/features/pinCard/UnavailablePin';
import type { Pin } from '../../../../shared/contracts/pin';
import { makeAdData, makeBoard, makePin, makeStoryPinData, makeUser, makeViewer } from '../../helpers/factories';
import { renderWithProviders } from '../../helpers/renderWithProviders';
import { renderCard } from './renderCard';

const storyPinData = (isDeleted: boolean) => makeStoryPinData({ isDeleted });

const closeupLink = () => screen.queryByRole('link', { name: 'Pin 1' });
const save = () => screen.queryByRole('button', { name: 'Save' });
const article = (container: HTMLElement) => container.querySelector('article')!;

beforeEach(() => jest.useFakeTimers());
afterEach(() => jest.useRealTimers());

describe('deleted story pins', () => {
  test('an intact story pin has the closeup link and Save on hover', async () => {
    const { user } = await renderCard(makePin('1', { storyPinData: storyPinData(false) }));
    await user.hover(closeupLink()!);
    // Save loads with the first hover (its own chunk).
    expect(await screen.findByRole('button', { name: 'Save' })).toBeInTheDocument();
    expect(screen.queryByText('Unavailable')).toBeNull();
  });

  test('a deleted story pin is an Unavailable box at the reserved media height, with no link, image or actions', async () => {
    const { user, container } = await renderCard(makePin('1', { storyPinData: storyPinData(true) }));
    expect(screen.getByText('Unavailable')).toBeInTheDocument();
    expect(screen.getByText('Removed by the creator')).toBeInTheDocument();
    expect(container.querySelector('.unavailable-pin')).toHaveStyle({ height: '472px' });
    expect(container.querySelector('img')).toBeNull();
    expect(screen.queryAllByRole('link')).toHaveLength(0);

    await user.hover(article(container));
    act(() => jest.advanceTimersByTime(1000));
    expect(save()).toBeNull();
    expect(screen.queryByRole('button', { name: 'More options' })).toBeNull();
    expect(screen.queryAllByRole('button')).toHaveLength(0);
  });
});

test('UnavailablePin: title, subtitle, alert icon labelled for screen readers, 314 px by default', () => {
  const { container } = render(<UnavailablePin />);
  expect(screen.getByText('Unavailable')).toBeInTheDocument();
  expect(screen.getByText('Removed by the creator')).toBeInTheDocument();
  expect(screen.getByRole('img', { name: 'Pin not available' }).tagName.toLowerCase()).toBe('svg');
  expect(container.firstChild).toHaveStyle({ height: '314px' });
});

describe('header-only layout', () => {
  const pin = () => makePin('1', { description: 'A long description', board: { ...makeBoard('81', '91'), isCollaborative: false } });

  test('media 158 px high (under 160) shows the title only, no footer description or attribution', async () => {
    const { container } = await renderCard(pin(), { width: 79 });
    expect(article(container)).toHaveAttribute('data-layout', 'header-only');
    expect(container.querySelector('.pin-media')).toHaveStyle({ height: '158px' });
    expect(container.querySelector('.pin-card__header')).toHaveTextContent('Pin 1');
    expect(screen.queryByText('A long description')).toBeNull();
    expect(container.querySelector('.pin-footer')).toBeNull();
    expect(screen.queryByText('User 91')).toBeNull();
  });

  test('media exactly 160 px high keeps the full footer', async () => {
    const { container } = await renderCard(pin(), { width: 80 });
    expect(article(container)).toHaveAttribute('data-layout', 'full');
    expect(container.querySelector('.pin-card__header')).toBeNull();
    expect(screen.getByText('A long description')).toBeInTheDocument();
    expect(screen.getByText('User 91')).toBeInTheDocument();
  });
});

describe('favorite button', () => {
  const groupPin = (overrides: Partial<Pin> = {}, board: Partial<Pin['board']> = { isCollaborative: true }) =>
    makePin('1', { favoriteUserCount: 12, favoritedByMe: true, ...overrides, board: { ...makeBoard('81', '91'), ...board } });

  test('on a collaborative board: Favorite, pressed, count 9+', async () => {
    const { container } = await renderCard(groupPin());
    const button = screen.getByRole('button', { name: 'Favorite', pressed: true });
    expect(button).toHaveAttribute('aria-pressed', 'true');
    const actions = container.querySelector('.pin-card__actions') as HTMLElement;
    expect(within(actions).getByTestId('favorite-count')).toHaveTextContent('9+ favorites');
    // A sibling of the closeup link, never inside it.
    expect(closeupLink()!.contains(button)).toBe(false);
  });

  test('on a board with collaborators: Favorite, not pressed, exact count under ten', async () => {
    const { container } = await renderCard(groupPin({ favoritedByMe: false, favoriteUserCount: 3 }, { collaboratorCount: 2 }));
    expect(screen.getByRole('button', { name: 'Favorite' })).toHaveAttribute('aria-pressed', 'false');
    expect(within(container.querySelector('.pin-card__actions') as HTMLElement).getByTestId('favorite-count')).toHaveTextContent(/^3 favorites$/);
  });

  test('a zero count hides the count but keeps the button', async () => {
    await renderCard(groupPin({ favoritedByMe: false, favoriteUserCount: 0 }));
    expect(screen.getByRole('button', { name: 'Favorite' })).toBeInTheDocument();
    expect(screen.queryByTestId('favorite-count')).toBeNull();
  });

  test('absent on a personal board', async () => {
    await renderCard(groupPin({}, { isCollaborative: false, collaboratorCount: 0 }));
    expect(screen.queryByRole('button', { name: /favorite/i })).toBeNull();
  });

  test('absent for a signed-out visitor, who still gets the same Save', async () => {
    const { user } = await renderCard(groupPin(), { viewer: null });
    expect(screen.queryByRole('button', { name: /favorite/i })).toBeNull();
    await user.hover(closeupLink()!);
    expect(save()).toBeInTheDocument();
  });
});

describe('stats button', () => {
  const ownPin = () => makePin('1', { pinner: makeUser('77') });

  test('the owner gets an icon link labelled Pin stats to the analytics page', async () => {
    await renderCard(ownPin());
    expect(screen.getByRole('link', { name: 'Pin stats' })).toHaveAttribute('href', '/pin/1/analytics');
    expect(screen.queryByText('See more stats')).toBeNull();
  });

  test('the owner gets the full See more stats on a creator grid', async () => {
    await renderCard(ownPin(), { surface: 'CreatorProfileActivityPinGrid' });
    expect(screen.getByRole('link', { name: 'See more stats' })).toHaveAttribute('href', '/pin/1/analytics');
    expect(screen.queryByRole('link', { name: 'Pin stats' })).toBeNull();
  });

  test('a label longer than 14 characters shows its first 12 and "...", keeping the whole label as its name', () => {
    renderWithProviders(<StatsButton pinId="1" kind="full" label="Weitere Statistiken" />);
    const link = screen.getByRole('link', { name: 'Weitere Statistiken' });
    expect(link).toHaveTextContent(/^Weitere Stat\.\.\.$/);
  });

  test('the 14-character "See more stats" is not cut and is its own name', () => {
    renderWithProviders(<StatsButton pinId="1" kind="full" />);
    const link = screen.getByRole('link', { name: 'See more stats' });
    expect(link).toHaveTextContent(/^See more stats$/);
    expect(link).not.toHaveAttribute('aria-label');
  });

  test('nobody else sees it: another viewer, a signed-out visitor', async () => {
    const { unmount } = await renderCard(makePin('1'));
    expect(screen.queryByRole('link', { name: /stats/i })).toBeNull();
    unmount();
    await renderCard(ownPin(), { viewer: null });
    expect(screen.queryByRole('link', { name: /stats/i })).toBeNull();
  });
});

describe('collection chips', () => {
  const item = (n: number) => ({
    id: `c${n}`,
    title: `Item ${n}`,
    link: `https://shop.example/item-${n}`,
    images: { '136x136': { url: `/media/c${n}.jpg`, width: 136, height: 136, dominantColor: '#ffffff' } },
  });
  const adData = (collectionGridClickType: number | null) => makeAdData({ collectionGridClickType });
  const collectionPin = (count: number, clickType: number | null) =>
    makePin('1', { isPromoted: true, collectionPin: { items: [1, 2, 3, 4, 5].slice(0, count).map(item) }, adData: adData(clickType) });

  test.each([2, 3])('click type %i shows the first 3 of 5 items as nofollow image links', async (clickType) => {
    await renderCard(collectionPin(5, clickType));
    const list = screen.getByRole('list', { name: 'Items in this collection' });
    const links = within(list).getAllByRole('link');
    expect(links.map((link) => link.getAttribute('href'))).toEqual([1, 2, 3].map((n) => `https://shop.example/item-${n}`));
    links.forEach((link) => expect(link).toHaveAttribute('rel', 'nofollow'));
    expect(
      within(list)
        .getAllByRole('img')
        .map((img) => img.getAttribute('alt')),
    ).toEqual(['Item 1', 'Item 2', 'Item 3']);
    expect(closeupLink()!.contains(list)).toBe(false);
  });

  test('no chips with fewer than 3 items or another click type', async () => {
    const { unmount } = await renderCard(collectionPin(2, 2));
    expect(screen.queryByRole('list', { name: 'Items in this collection' })).toBeNull();
    unmount();
    await renderCard(collectionPin(5, 1));
    expect(screen.queryByRole('list', { name: 'Items in this collection' })).toBeNull();
  });
});

describe('collage chips', () => {
  const source = (n: number) => ({
    id: `5${n}`,
    title: `Source ${n}`,
    link: `/pin/source-${n}--5${n}/`,
    images: { '136x136': { url: `/media/s${n}.jpg`, width: 136, height: 136, dominantColor: '#ffffff' } },
  });
  const collage = (count: number) => makePin('1', { collageItems: [1, 2, 3, 4, 5].slice(0, count).map(source) });
  const chipList = () => screen.queryByRole('list', { name: 'Pins in this collage' });

  test.each([3, 5])('%i sources show the first 3 as links to their closeups, labelled with their titles', async (count) => {
    await renderCard(collage(count));
    const links = within(chipList()!).getAllByRole('link');
    expect(links.map((link) => link.getAttribute('href'))).toEqual(['/pin/51/', '/pin/52/', '/pin/53/']);
    expect(links.map((link) => link.getAttribute('rel'))).toEqual([null, null, null]);
    expect(
      within(chipList()!)
        .getAllByRole('img')
        .map((img) => img.getAttribute('alt')),
    ).toEqual(['Source 1', 'Source 2', 'Source 3']);
    expect(closeupLink()!.contains(chipList())).toBe(false);
  });

  test('2 sources show no chips, nor does a pin that is no collage', async () => {
    const { unmount } = await renderCard(collage(2));
    expect(chipList()).toBeNull();
    unmount();
    await renderCard(makePin('1'));
    expect(chipList()).toBeNull();
  });

  test("signed out, the chips link to the sources' search-friendly closeups", async () => {
    await renderCard(collage(4), { viewer: null });
    expect(
      within(chipList()!)
        .getAllByRole('link')
        .map((link) => link.getAttribute('href')),
    ).toEqual(['/pin/source-1--51/', '/pin/source-2--52/', '/pin/source-3--53/']);
  });

  test.each(['BaseBoardPinGrid', 'SearchItem', 'CollageCreation', 'ShoppingGridSmall'] as const)('shows on the %s grid', async (surface) => {
    await renderCard(collage(3), { surface });
    expect(within(chipList()!).getAllByRole('link')).toHaveLength(3);
  });
});

describe('edit button', () => {
  const onOwnBoard = (board: Partial<Pin['board']> = {}) => makePin('1', { board: { ...makeBoard('81', '77'), ...board } });

  // Changed deliberately with the pin edit page (/pin/{id}/edit): whoever may edit the pin edits the pin itself.
  test('the owner of a personal board gets Edit Pin to the pin edit page', async () => {
    await renderCard(onOwnBoard());
    expect(screen.getByRole('link', { name: 'Edit Pin' })).toHaveAttribute('href', '/pin/1/edit');
  });

  test('a saved copy of someone else’s pin keeps the edit-a-saved-pin route', async () => {
    const saved = { localPinId: '900', boardId: '500', title: 'Trips', type: 'board', url: '/viewer/trips/', layout: 'default' as const };
    await renderCard(makePin('1', { savedInfo: saved }));
    expect(screen.getByRole('link', { name: 'Edit Pin' })).toHaveAttribute('href', '/pin/1/repin/?isEditingPin=true&pinBoardId=81&originalPinId=1');
  });

  test('not on another person’s board, not while composing a collage, not for a signed-out visitor', async () => {
    let view = await renderCard(makePin('1'));
    expect(screen.queryByRole('link', { name: 'Edit Pin' })).toBeNull();
    view.unmount();
    view = await renderCard(onOwnBoard(), { surface: 'CollageCreation' });
    expect(screen.queryByRole('link', { name: 'Edit Pin' })).toBeNull();
    view.unmount();
    await renderCard(onOwnBoard(), { viewer: null });
    expect(screen.queryByRole('link', { name: 'Edit Pin' })).toBeNull();
  });

  test('a writer on a group board gets it', async () => {
    await renderCard(makePin('1', { access: ['write'], board: { ...makeBoard('81', '91'), isCollaborative: true } }));
    expect(screen.getByRole('link', { name: 'Edit Pin' })).toBeInTheDocument();
  });
});

describe('image-only grid (new non-partner users)', () => {
  const DAY = 24 * 60 * 60 * 1000;
  const newUser = () => makeViewer({ created_at: new Date(Date.now() - 5 * DAY).toISOString() });
  const video: Pin['videos'] = {
    id: 'v1',
    entityId: 'v1',
    duration: 12000,
    videoList: { V_720P: { url: '/media/v1.mp4', width: 720, height: 1280, thumbnail: '/media/v1.jpg' } },
  };
  const sponsoredVideo = () =>
    makePin('1', {
      videos: video,
      reactionCountsData: [{ reactionType: 1, reactionCount: 40 }],
      sponsorship: { status: 1, creator: null, sponsor: makeUser('400', { fullName: 'Brand Co' }) },
    });

  test('an organic pin is image-only: no footer', async () => {
    const { container } = await renderCard(makePin('1', { description: 'Soft light' }), { viewer: newUser() });
    expect(article(container)).toHaveAttribute('data-layout', 'image-only');
    expect(container.querySelector('.pin-footer')).toBeNull();
  });

  test('a sponsored video keeps its footer, but the grid being image-only hides its reactions', async () => {
    const { container } = await renderCard(sponsoredVideo(), { viewer: newUser() });
    expect(article(container)).toHaveAttribute('data-layout', 'full');
    expect(screen.getByText(/Paid partnership with/)).toBeInTheDocument();
    expect(screen.queryByRole('list', { name: 'Reactions' })).toBeNull();
  });

  test('for an established user the same sponsored video shows its reactions', async () => {
    await renderCard(sponsoredVideo());
    expect(screen.getByRole('list', { name: 'Reactions' })).toBeInTheDocument();
  });
});

describe('Save, loaded with the first hover or focus', () => {
  test('signed out, tabbing onto the card shows Save, and the next Tab lands on it', async () => {
    const { user } = await renderCard(makePin('1'), { viewer: null });
    expect(save()).toBeNull();

    await user.tab();
    expect(closeupLink()).toHaveFocus();
    await screen.findByRole('button', { name: 'Save' });
    await user.tab();

    expect(save()).toHaveFocus();
  });
});
