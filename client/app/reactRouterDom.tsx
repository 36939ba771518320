import { forwardRef, useContext, type MouseEvent } from 'react';
import {
  UNSAFE_NavigationContext,
  useHref,
  useLinkClickHandler,
  useLocation,
  useResolvedPath,
  type LinkProps,
  type NavLinkProps,
} from 'react-router';

/**
 * The app's `react-router-dom`: the browser build, the server render's build and jest alias the package to this module
 * (webpack.config.js, server/cli/builds.js, jest.config.ts), so every `import ... from 'react-router-dom'` gets the
 * library's own exports, except Link and NavLink, built here from its hooks as its docs describe for a custom link
 * (useHref, useLinkClickHandler). The library's Link carries framework mode's prefetching (PrefetchPageLinks, route
 * module loading) whichever props it is given, about 2 KB of home's script as sent (brotli) that a declarative
 * router never runs. `prefetch` and `discover` are framework mode's and are dropped; every other prop does what the
 * library's does.
 */
export * from 'react-router';

/** A url with a scheme or protocol-relative: the browser follows it, as the library's Link leaves it to the browser. */
const ABSOLUTE_URL = /^(?:[a-z][a-z0-9+.-]*:|\/\/)/i;

export const Link = forwardRef<HTMLAnchorElement, LinkProps>(function Link(
  {
    onClick,
    reloadDocument,
    replace,
    mask,
    state,
    target,
    to,
    relative,
    preventScrollReset,
    viewTransition,
    defaultShouldRevalidate,
    prefetch: _prefetch,
    discover: _discover,
    ...rest
  },
  ref,
) {
  const { useTransitions } = useContext(UNSAFE_NavigationContext);
  const href = useHref(to, { relative });
  const navigate = useLinkClickHandler(to, {
    replace,
    mask,
    state,
    target,
    relative,
    preventScrollReset,
    viewTransition,
    defaultShouldRevalidate,
    useTransitions,
  });
  const absolute = typeof to === 'string' && ABSOLUTE_URL.test(to);
  // Another site's url, or a page to load whole: the browser follows the link, the router does not.
  const routed = !absolute && !reloadDocument;
  const handleClick = (event: MouseEvent<HTMLAnchorElement>) => {
    onClick?.(event);
    if (!event.defaultPrevented) navigate(event);
  };
  // eslint-disable-next-line jsx-a11y/anchor-has-content -- its content is the caller's children, in `rest`
  return <a {...rest} ref={ref} href={absolute ? (to as string) : href} target={target} onClick={routed ? handleClick : onClick} />;
});

/**
 * A Link that knows whether it leads to the current page: `aria-current` (default 'page') and the `active` class then,
 * matched as the library matches (case-insensitive, a trailing slash ignored, `end` for the path alone, not below it).
 */
export const NavLink = forwardRef<HTMLAnchorElement, NavLinkProps>(function NavLink(
  { 'aria-current': ariaCurrent = 'page', caseSensitive = false, className = '', end = false, style, children, ...rest },
  ref,
) {
  const fold = (path: string) => (caseSensitive ? path : path.toLowerCase());
  const target = fold(useResolvedPath(rest.to, { relative: rest.relative }).pathname);
  const current = fold(useLocation().pathname);
  const endSlash = target !== '/' && target.endsWith('/') ? target.length - 1 : target.length;
  const isActive = current === target || (!end && current.startsWith(target) && current.charAt(endSlash) === '/');
  // A declarative router has no pending navigation nor view transition to report.
  const renderProps = { isActive, isPending: false, isTransitioning: false };
  return (
    <Link
      {...rest}
      ref={ref}
      aria-current={isActive ? ariaCurrent : undefined}
      className={typeof className === 'function' ? className(renderProps) : [className, isActive ? 'active' : null].filter(Boolean).join(' ')}
      style={typeof style === 'function' ? style(renderProps) : style}
    >
      {typeof children === 'function' ? children(renderProps) : children}
    </Link>
  );
});
