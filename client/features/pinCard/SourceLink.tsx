import { sourceLinkLabel } from '../../../shared/domain/text';
import { useOutboundClick, type OutboundPin } from '../offsite/useOutboundClick';

interface SourceLinkProps {
  pin: OutboundPin;
  domain: string;
  href: string;
  /** Narrow cards and surfaces where the source is implied show the icon alone (isSourceLinkIconOnly). */
  iconOnly: boolean;
}

function LinkIcon() {
  return (
    <svg className="source-link__icon" viewBox="0 0 24 24" width="12" height="12" aria-hidden="true" focusable="false">
      <path d="M4.9 19.1a4 4 0 0 1 0-5.6l3.5-3.6 1.4 1.4-3.5 3.6a2 2 0 0 0 2.8 2.8l3.6-3.5 1.4 1.4-3.6 3.5a4 4 0 0 1-5.6 0m4.5-3.1-1.4-1.4 6.6-6.6 1.4 1.4zm6.2-1.9-1.4-1.4 3.5-3.6a2 2 0 0 0-2.8-2.8l-3.6 3.5-1.4-1.4 3.6-3.5a4 4 0 0 1 5.6 5.6z" />
    </svg>
  );
}

/**
 * The pin's outside source. nofollow because the link is user-submitted; noopener/noreferrer so the other site gets
 * no handle on this tab. A click goes where the pin's click-through link says, through the /offsite/ safety check
 * (useOutboundClick); the href is what 'Open in new tab' and the status bar show.
 */
export function SourceLink({ pin, domain, href, iconOnly }: SourceLinkProps) {
  const outbound = useOutboundClick(pin);
  return (
    <>
      <a
        className={`source-link${iconOnly ? ' source-link--icon-only' : ''}`}
        href={href}
        target="_blank"
        rel="nofollow noopener noreferrer"
        aria-label={iconOnly ? domain : undefined}
        {...outbound.handlers}
      >
        <LinkIcon />
        {!iconOnly && <span className="source-link__label">{sourceLinkLabel(domain)}</span>}
      </a>
      {outbound.modal}
    </>
  );
}
