import { useScrollActivity } from './scrollActivity';

interface ShoppingIndicatorProps {
  /** Over the media (enabled_2 / enabled_3) or in the footer (enabled_4 / enabled_5). */
  placement: 'overlay' | 'footer';
  animated: boolean;
}

function BagIcon() {
  return (
    <svg viewBox="0 0 24 24" width="12" height="12" aria-hidden="true" focusable="false">
      <path d="M7 7V6a5 5 0 0 1 10 0v1h4l-1 15H4L3 7zm2 0h6V6a3 3 0 0 0-6 0z" />
    </svg>
  );
}

/**
 * The product pin's "Shop" tag, shown while the page scrolls and for 1500 ms after. It only repeats what the price
 * already says, and it comes and goes with scrolling, so it is hidden from screen readers to keep them quiet.
 */
export function ShoppingIndicator({ placement, animated }: ShoppingIndicatorProps) {
  const shown = useScrollActivity();
  if (!shown) return null;
  const classes = ['shopping-indicator', `shopping-indicator--${placement}`];
  if (animated) classes.push('shopping-indicator--animated');
  return (
    <span className={classes.join(' ')} data-testid="shopping-indicator" aria-hidden="true">
      <BagIcon />
      Shop
    </span>
  );
}
