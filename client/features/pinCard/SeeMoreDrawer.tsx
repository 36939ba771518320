import { lazy, Suspense, useId, useState } from 'react';
import { Link } from 'react-router-dom';
import { isBotUserAgent } from '../../../shared/domain/userAgent';
import './SeeMoreDrawer.css';

const SignupInterstitial = lazy(() => import('./SignupInterstitial'));

interface SeeMoreDrawerProps {
  description: string;
  /** The pin's board; href null where its page is not linked (a protected board). */
  board: { name: string; href: string | null } | null;
  domain: string | null;
  /** The pin's title, to tell one card's button from the next for screen reader users. */
  title: string;
}

function ChevronIcon() {
  return (
    <svg viewBox="0 0 24 24" width="12" height="12" aria-hidden="true" focusable="false">
      <path d="M12 19.5 1.6 9.1l2.1-2.1 8.3 8.3 8.3-8.3 2.1 2.1z" />
    </svg>
  );
}

function isBot(): boolean {
  return typeof navigator !== 'undefined' && isBotUserAgent(navigator.userAgent);
}

/**
 * The signed-out card's see-more ('more information') drawer. A visitor who opens it first meets the full-screen
 * sign-up interstitial; closing that opens the drawer. Bots get the drawer's content in the page from the start, hidden
 * until opened, so search engines index it without a click.
 */
export function SeeMoreDrawer({ description, board, domain, title }: SeeMoreDrawerProps) {
  const [open, setOpen] = useState(false);
  const [interstitial, setInterstitial] = useState(false);
  const [bot] = useState(isBot);
  const contentId = useId();
  if (!description && !board && !domain) return null;

  return (
    <div className="see-more">
      <button
        type="button"
        className="card-icon-button card-icon-button--bare see-more__toggle"
        aria-label={title ? `More information about ${title}` : 'More information'}
        aria-expanded={open}
        aria-controls={open || bot ? contentId : undefined}
        onClick={() => (open ? setOpen(false) : setInterstitial(true))}
      >
        <ChevronIcon />
      </button>
      {(open || bot) && (
        <div id={contentId} className="see-more__content" data-testid="see-more-content" hidden={!open}>
          {description && <p className="see-more__description">{description}</p>}
          {board && <p className="see-more__fact">Saved to {board.href ? <Link to={board.href}>{board.name}</Link> : board.name}</p>}
          {domain && <p className="see-more__fact">From {domain}</p>}
        </div>
      )}
      {interstitial && (
        <Suspense fallback={null}>
          <SignupInterstitial
            onClose={() => {
              setInterstitial(false);
              setOpen(true);
            }}
          />
        </Suspense>
      )}
    </div>
  );
}
