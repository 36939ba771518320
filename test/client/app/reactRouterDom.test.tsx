import type { ComponentProps, ComponentType } from 'react';
import { act, fireEvent, render, screen } from '@testing-library/react';
import * as library from 'react-router';
import { MemoryRouter, useLocation } from 'react-router-dom';
import { Link, NavLink } from '../../../client/app/reactRouterDom';

function LocationProbe() {
  const location = useLocation();
  return <output data-testid="location">{`${location.pathname}${location.search}|${JSON.stringify(location.state ?? null)}`}</output>;
}

/** The link's attributes as the DOM has them, but the library's `data-discover`, framework mode's lazy route discovery. */
function attributes(link: Element): Record<string, string> {
  return Object.fromEntries([...link.attributes].filter((a) => a.name !== 'data-discover').map((a) => [a.name, a.value]));
}

/**
 * Renders the link at `at`, clicks it (with `click`'s modifiers), and tells what the browser was left to do: whether the
 * click was left to it (not prevented) and where the router went. A listener on the window prevents what jsdom would
 * do itself (it cannot navigate) after React's handlers have run.
 */
function clickThrough(
  Component: ComponentType<ComponentProps<typeof Link>>,
  props: ComponentProps<typeof Link>,
  at: string,
  click: MouseEventInit = {},
) {
  const { unmount } = render(
    <MemoryRouter initialEntries={[at]}>
      <Component {...props}>Go</Component>
      <LocationProbe />
    </MemoryRouter>,
  );
  const link = screen.getByText('Go').closest('a')!;
  const shown = attributes(link);
  let leftToBrowser = false;
  const record = (event: Event) => {
    leftToBrowser = !event.defaultPrevented;
    event.preventDefault();
  };
  window.addEventListener('click', record);
  act(() => {
    fireEvent.click(link, { button: 0, ...click });
  });
  window.removeEventListener('click', record);
  const location = screen.getByTestId('location').textContent;
  unmount();
  return { shown, leftToBrowser, location };
}

const CASES: [string, ComponentProps<typeof Link>, string, MouseEventInit][] = [
  ['a path', { to: '/pin/12/', className: 'pin-card__closeup', 'aria-label': 'Open' }, '/', {}],
  ['a path object with a query', { to: { pathname: '/search/pins/', search: '?q=blue' } }, '/', {}],
  ['a relative path', { to: 'more/' }, '/demo/', {}],
  ['the current page (replaced, not pushed)', { to: '/demo/' }, '/demo/', {}],
  ['with state and replace', { to: '/login', state: { from: '/' }, replace: true }, '/', {}],
  ['a ctrl-click', { to: '/pin/12/' }, '/', { ctrlKey: true }],
  ['a middle click', { to: '/pin/12/' }, '/', { button: 1 }],
  ['a new tab', { to: '/pin/12/', target: '_blank' }, '/', {}],
  ['a page to load whole', { to: '/offsite/', reloadDocument: true }, '/', {}],
  ['another site', { to: 'https://example.com/a' }, '/', {}],
  ['a click its own handler refuses', { to: '/pin/12/', onClick: (event) => event.preventDefault() }, '/', {}],
];

test.each(CASES)('Link to %s: the same anchor and the same navigation as the library’s', (_name, props, at, click) => {
  expect(clickThrough(Link, props, at, click)).toEqual(clickThrough(library.Link, props, at, click));
});

const NAV_CASES: [string, ComponentProps<typeof NavLink>, string][] = [
  ['home, at home', { to: '/', end: true, className: 'header__home' }, '/'],
  ['home, elsewhere (end)', { to: '/', end: true, className: 'header__home' }, '/pin/12/'],
  ['a section, below it', { to: '/demo/' }, '/demo/soups/'],
  ['a section, below it (end)', { to: '/demo/', end: true }, '/demo/soups/'],
  ['a path in other letter case', { to: '/Demo' }, '/demo'],
  ['a path in other letter case (case-sensitive)', { to: '/Demo', caseSensitive: true }, '/demo'],
  ['a sibling that starts the same', { to: '/demo' }, '/demonstration'],
  ['a class from the state', { to: '/', className: ({ isActive }) => (isActive ? 'on' : 'off'), 'aria-current': 'location' }, '/'],
];

test.each(NAV_CASES)('NavLink to %s: marked current as the library’s is', (_name, props, at) => {
  expect(clickThrough(NavLink as never, props as never, at)).toEqual(clickThrough(library.NavLink as never, props as never, at));
});

test('the library’s framework-mode link props are not passed on to the anchor', () => {
  render(
    <MemoryRouter>
      <Link to="/pin/12/" prefetch="intent" discover="none">
        Go
      </Link>
    </MemoryRouter>,
  );
  expect(attributes(screen.getByRole('link', { name: 'Go' }))).toEqual({ href: '/pin/12/' });
});
