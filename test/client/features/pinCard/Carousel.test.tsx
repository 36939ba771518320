import { act, screen } from '@testing-library/react';
import { Link } from 'react-router-dom';
import { TIMINGS } from '../../../../shared/constants';
import { makeCarouselPin } from '../../helpers/factories';
import { renderWithProviders } from '../../helpers/renderWithProviders';
import { PinMedia } from '../../../../client/features/pinCard/PinMedia';

const titles = ['Slot A', 'Slot B', 'Slot C'];

const carouselPin = () => makeCarouselPin('5', titles);

/** The card as the grid will have it: the media inside the closeup link, once the carousel's chunk is in. */
async function renderCard() {
  const view = renderWithProviders(
    <Link to="/pin/5/">
      <PinMedia pin={carouselPin()} width={236} load="high" surface="AuthHomefeed" />
    </Link>,
  );
  await screen.findByRole('button', { name: 'View Next' });
  return view;
}

const shown = () => screen.getByRole('img').getAttribute('alt');
const previous = () => screen.getByRole('button', { name: 'View Previous' });
const next = () => screen.getByRole('button', { name: 'View Next' });
const ellipsis = () => screen.queryByTestId('carousel-ellipsis');
const location = () => screen.getByTestId('location').textContent;

beforeEach(() => jest.useFakeTimers());
afterEach(() => jest.useRealTimers());

test('the arrows page one slot at a time and are inert at either end', async () => {
  const { user } = await renderCard();
  expect(shown()).toBe('Slot A');
  expect(previous()).toHaveAttribute('aria-disabled', 'true');
  expect(next()).toHaveAttribute('aria-disabled', 'false');

  await user.click(previous());
  expect(shown()).toBe('Slot A');

  await user.click(next());
  expect(shown()).toBe('Slot B');
  expect(previous()).toHaveAttribute('aria-disabled', 'false');

  await user.click(next());
  expect(shown()).toBe('Slot C');
  expect(next()).toHaveAttribute('aria-disabled', 'true');
  await user.click(next());
  expect(shown()).toBe('Slot C');

  await user.click(previous());
  expect(shown()).toBe('Slot B');
});

test('clicking an arrow pages the carousel without following the closeup link', async () => {
  const { user } = await renderCard();
  await user.click(next());
  await user.click(next());
  expect(location()).toBe('/');

  // The link itself still works, so the assertion above is about the arrows.
  await user.click(screen.getByRole('img'));
  expect(location()).toBe('/pin/5/');
});

test('the ellipsis shows for 4000 ms after each index change, then hides', async () => {
  const { user } = await renderCard();
  expect(ellipsis()).toBeNull();

  await user.click(next());
  expect(ellipsis()).toBeInTheDocument();
  act(() => jest.advanceTimersByTime(3000));
  // A second change restarts the full period.
  await user.click(next());
  act(() => jest.advanceTimersByTime(TIMINGS.carouselEllipsis - 1));
  expect(ellipsis()).toBeInTheDocument();
  act(() => jest.advanceTimersByTime(1));
  expect(ellipsis()).toBeNull();
});
