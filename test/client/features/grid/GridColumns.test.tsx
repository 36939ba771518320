import { act, screen, within } from '@testing-library/react';
import { END_BOOKMARK } from '../../../../shared/constants';
import { makePins } from '../../helpers/factories';
import { mockApi, signedOut } from '../../helpers/mockApi';
import { renderApp } from '../../helpers/renderWithProviders';

/** jsdom's layout stand-in (test/client/setup.ts) sizes the viewport and every block by window.innerWidth. */
function setViewportWidth(width: number) {
  Object.defineProperty(window, 'innerWidth', { configurable: true, value: width });
}

const defaultWidth = window.innerWidth;

beforeEach(() => {
  jest.useFakeTimers();
  window.scrollY = 0;
});

afterEach(() => {
  jest.useRealTimers();
  setViewportWidth(defaultWidth);
});

async function renderGrid() {
  mockApi({ viewerGet: signedOut, homefeed: () => ({ data: makePins(1, 25), bookmark: END_BOOKMARK }) });
  renderApp('/');
  await screen.findByRole('link', { name: /Pin 1$/ });
  const grid = screen.getByRole('list');
  const cell = (id: string) =>
    within(grid)
      .getByRole('link', { name: `Pin ${id}` })
      .closest('[role="listitem"]') as HTMLElement;
  return { grid, cell };
}

test.each([
  // viewport, columns, column width, gutter: the grid is as wide as its columns and gutters, centred.
  [1024, 4, 236, 16],
  [768, 3, 236, 12],
  [1440, 5, 270, 16],
])('at %i px the grid has %i fixed columns of %i px with %i px gutters', async (viewport, columns, width, gutter) => {
  setViewportWidth(viewport);
  const { grid, cell } = await renderGrid();

  expect(grid).toHaveStyle({ width: `${columns * width + (columns - 1) * gutter}px` });
  const lefts = Array.from({ length: columns }, (_, i) => cell(String(i + 1)).style.left);
  expect(lefts).toEqual(Array.from({ length: columns }, (_, i) => `${i * (width + gutter)}px`));
  expect(cell('1')).toHaveStyle({ width: `${width}px` });
});

test('below 630 px the compact columns stretch across the screen, two to a phone', async () => {
  setViewportWidth(390);
  const { grid, cell } = await renderGrid();

  // 390 px less nothing (the test layout has no page padding): two columns of (390 - 8) / 2 = 191 px.
  expect(grid).toHaveStyle({ width: '390px' });
  expect(cell('1')).toHaveStyle({ width: '191px', left: '0px' });
  expect(cell('2')).toHaveStyle({ width: '191px', left: '199px' });
});

test('a resize into another variant lays the cards out again', async () => {
  setViewportWidth(1024);
  const { cell } = await renderGrid();
  expect(cell('1')).toHaveStyle({ width: '236px' });

  act(() => {
    setViewportWidth(1440);
    window.dispatchEvent(new Event('resize'));
  });

  expect(cell('1')).toHaveStyle({ width: '270px' });
  expect(cell('2')).toHaveStyle({ left: '286px' });
});
