import { sourceLinkLabel } from '../../../shared/domain/text';

interface SourceLinkProps {
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
 * no handle on this tab. The /offsite/ safety check will wrap this link in a later change.
 */
export function SourceLink({ domain, href, iconOnly }: SourceLinkProps) {
  return (
    <a
      className={`source-link${iconOnly ? ' source-link--icon-only' : ''}`}
      href={href}
      target="_blank"
      rel="nofollow noopener noreferrer"
      aria-label={iconOnly ? domain : undefined}
    >
      <LinkIcon />
      {!iconOnly && <span className="source-link__label">{sourceLinkLabel(domain)}</span>}
    </a>
  );
}
