import { useEffect, useRef } from 'react';
import { buttonClass } from '../../ui/Button';
import { bookmarkletSource } from './bookmarklet';

/**
 * The 'Save to Pinboard' bookmarklet, to drag to the bookmarks bar. React refuses javascript: URLs in JSX (it
 * replaces them with a script that throws), so the href is set on the element after it mounts; until then, and
 * without script, the link points at this help. A click here is prevented: it is for dragging (and the CSP would refuse to run it).
 */
export function BookmarkletLink() {
  const link = useRef<HTMLAnchorElement>(null);
  useEffect(() => {
    link.current?.setAttribute('href', bookmarkletSource(window.location.origin));
  }, []);
  return (
    <section className="bookmarklet" aria-labelledby="bookmarklet-title">
      <h2 id="bookmarklet-title">Save from any website</h2>
      <p id="bookmarklet-how">
        Drag this button to your browser’s bookmarks bar. On any web page, select an image (or nothing, to take the page’s largest one) and click the
        bookmark: a small window opens to save it to one of your boards, with a link back to the page.
      </p>
      <a
        ref={link}
        href="#bookmarklet-how"
        className={buttonClass('secondary')}
        aria-describedby="bookmarklet-how"
        onClick={(event) => event.preventDefault()}
      >
        Save to Pinboard
      </a>
    </section>
  );
}
