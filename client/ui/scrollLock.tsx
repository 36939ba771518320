import { useEffect } from 'react';
import './scrollLock.css';

/** How many scroll locks are open, on the body: react-remove-scroll-bar's own attribute, which the stylesheet reads. */
const LOCKED = 'data-scroll-locked';
/** The page's scrollbar width while locked, given back as a margin so nothing shifts sideways. */
const GAP = '--removed-body-scroll-bar-size';

const lockCount = () => Number(document.body.getAttribute(LOCKED)) || 0;

/**
 * Stands in for react-remove-scroll-bar's RemoveScrollBar, which Radix's dialogs and menus mount (through
 * react-remove-scroll) to stop the page scrolling behind them: webpack.config.js and the jest configuration alias the
 * package to this module. The original writes its rules into a <style> element, which the CSP refuses (style-src
 * 'self', no 'unsafe-inline'), so every modal logged a violation. Here the rules are a stylesheet (scrollLock.css),
 * served as a file like the rest of the CSS, and the one measured value, the scrollbar's width, is set through the
 * CSSOM, which the CSP does not restrict.
 */
export function RemoveScrollBar() {
  useEffect(() => {
    const { body } = document;
    // Measured before the first lock hides the scrollbar; a lock over a lock keeps the first one's width.
    if (lockCount() === 0) body.style.setProperty(GAP, `${Math.max(0, window.innerWidth - document.documentElement.clientWidth)}px`);
    body.setAttribute(LOCKED, String(lockCount() + 1));
    return () => {
      const open = lockCount() - 1;
      if (open > 0) {
        body.setAttribute(LOCKED, String(open));
        return;
      }
      body.removeAttribute(LOCKED);
      body.style.removeProperty(GAP);
    };
  }, []);
  return null;
}
