import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { isAllowedExperienceLink } from '../../../shared/domain/experiences/links';
import { buttonClass, type ButtonVariant } from '../../ui/Button';

interface ExperienceLinkProps {
  href: string;
  children: ReactNode;
  variant?: ButtonVariant;
  'aria-label'?: string;
  onClick?: () => void;
}

const isAbsolute = (href: string) => /^https?:\/\//i.test(href);

/** The attributes an operator's link gets: http(s) ones open in a new tab without referrer; other sites' get nofollow. */
export function experienceLinkAttributes(href: string): { target?: string; rel?: string } {
  if (!isAbsolute(href)) return {};
  const external = new URL(href).origin !== window.location.origin;
  return { target: '_blank', rel: external ? 'noreferrer nofollow' : 'noreferrer' };
}

/**
 * An operator-written link, checked again against the scheme allowlist when shown (the server checked it when written):
 * one that fails renders as plain text, so a tightened rule never leaves a live link behind.
 */
export function ExperienceLink({ href, children, variant = 'secondary', 'aria-label': ariaLabel, onClick }: ExperienceLinkProps) {
  if (!isAllowedExperienceLink(href)) return <span>{children}</span>;
  const className = buttonClass(variant);
  if (isAbsolute(href)) {
    return (
      <a href={href} className={className} aria-label={ariaLabel} onClick={onClick} {...experienceLinkAttributes(href)}>
        {children}
      </a>
    );
  }
  return (
    <Link to={href} className={className} aria-label={ariaLabel} onClick={onClick}>
      {children}
    </Link>
  );
}
