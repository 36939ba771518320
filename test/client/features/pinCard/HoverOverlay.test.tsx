import { act, screen } from '@testing-library/react';
import { Link } from 'react-router-dom';
import { TIMINGS } from '../../../../shared/constants';
import { HoverOverlay } from '../../../../client/features/pinCard/HoverOverlay';
import { renderWithProviders } from '../../helpers/renderWithProviders';
import { useHoverHold } from '../../../../client/ui/hoverHold';

const onSave = jest.fn();

function renderCard() {
  return renderWithProviders(
    <HoverOverlay
      save={
        <button type="button" onClick={onSave}>
          Save
        </button>
      }
      menu={<button type="button" aria-label="More options" aria-haspopup="menu" />}
    >
      <Link to="/pin/1/">Pin 1</Link>
    </HoverOverlay>,
  );
}

const card = () => screen.getByRole('link', { name: 'Pin 1' });
const save = () => screen.queryByRole('button', { name: 'Save' });
const more = () => screen.queryByRole('button', { name: 'More options' });
const advance = (ms: number) => act(() => jest.advanceTimersByTime(ms));

beforeEach(() => {
  jest.useFakeTimers();
  onSave.mockReset();
});
afterEach(() => jest.useRealTimers());

test('hovering shows Save at once and the overflow button only after 800 ms', async () => {
  const { user } = renderCard();
  expect(save()).toBeNull();

  await user.hover(card());
  expect(save()).toBeInTheDocument();
  expect(more()).toBeNull();
  advance(TIMINGS.overflowMenuDelay - 1);
  expect(more()).toBeNull();
  advance(1);
  expect(more()).toHaveAttribute('aria-haspopup', 'menu');
});

test('leaving fades the controls for 120 ms, then removes them', async () => {
  const { user, container } = renderCard();
  await user.hover(card());
  advance(TIMINGS.overflowMenuDelay);

  await user.unhover(card());
  expect(container.firstChild).toHaveAttribute('data-hover-state', 'transitioning');
  advance(TIMINGS.hoverFade - 1);
  expect(save()).toBeInTheDocument();
  advance(1);
  expect(save()).toBeNull();
  expect(more()).toBeNull();
  expect(container.firstChild).toHaveAttribute('data-hover-state', 'inactive');
});

test('a quick pass over the card never shows the overflow button', async () => {
  const { user } = renderCard();
  await user.hover(card());
  advance(500);
  await user.unhover(card());
  await user.hover(card());
  advance(500);
  expect(more()).toBeNull();
});

test('keyboard focus in the card shows both controls at once, and Tab reaches them', async () => {
  const { user } = renderCard();
  await user.tab();
  expect(card()).toHaveFocus();
  expect(save()).toBeInTheDocument();
  expect(more()).toBeInTheDocument();

  await user.tab();
  expect(save()).toHaveFocus();
  await user.tab();
  expect(more()).toHaveFocus();

  await user.tab();
  advance(TIMINGS.hoverFade);
  expect(save()).toBeNull();
});

/** Stands for a menu that opens in a portal: while open it holds the overlay. */
function HoldingMenu() {
  const hold = useHoverHold();
  return (
    <>
      <button type="button" aria-label="More options" onClick={() => hold(true)} />
      <button type="button" onClick={() => hold(false)}>
        Close menu
      </button>
    </>
  );
}

test('a held overlay stays active after the pointer leaves, and fades once released', async () => {
  const { user, container } = renderWithProviders(
    <HoverOverlay save={<button type="button">Save</button>} menu={<HoldingMenu />}>
      <Link to="/pin/1/">Pin 1</Link>
    </HoverOverlay>,
  );
  await user.hover(card());
  advance(TIMINGS.overflowMenuDelay);
  await user.click(more()!);
  await user.unhover(card());
  act(() => (document.activeElement as HTMLElement).blur());
  advance(TIMINGS.hoverFade * 2);
  expect(container.firstChild).toHaveAttribute('data-hover-state', 'active');
  expect(more()).toBeInTheDocument();

  act(() => screen.getByRole('button', { name: 'Close menu' }).click());
  act(() => (document.activeElement as HTMLElement).blur());
  advance(TIMINGS.hoverFade);
  expect(container.firstChild).toHaveAttribute('data-hover-state', 'inactive');
  expect(save()).toBeNull();
});
