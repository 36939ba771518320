import type { Experience } from '../../../shared/contracts/experiences';
import { EXPERIENCES } from '../../../shared/constants';
import { IconButton } from '../../ui/IconButton';
import { CloseIcon } from '../../ui/icons';
import { ExperienceLink } from './ExperienceLink';
import { colorValue, iconGlyph } from './experienceStyle';
import type { SurfaceProps } from './surfaceProps';
import './ExperienceBanner.css';

/** 503755 is the business-upgrade banner, which links to /business/convert/: its words and destination are fixed. */
const BUSINESS_UPGRADE = { title: 'Discover your top performing Pins', label: 'Upgrade', href: '/business/convert/' };

/** The banner's one call to action, whichever display_data field the operator used. */
function action(e: Experience): { label: string; href: string; ariaLabel?: string } | null {
  if (e.experience_id === EXPERIENCES.ids.businessUpgrade) return BUSINESS_UPGRADE;
  const d = e.display_data;
  if (d.primaryAction?.href)
    return { label: d.primaryAction.label ?? 'Learn more', href: d.primaryAction.href, ariaLabel: d.primaryAction.accessibilityLabel };
  if (d.link?.href) return { label: d.link.text ?? 'Learn more', href: d.link.href };
  if (d.button_uri) return { label: d.button_text ?? 'Learn more', href: d.button_uri };
  return null;
}

/**
 * The callout banners (error, info, warning), the upsell banner and the generic banner with its cover and icon
 * images. Everything the operator wrote is shown as text.
 */
export function ExperienceBanner({ experience: e, variant, onComplete, onDismiss, onButtonClick }: SurfaceProps & { variant: string }) {
  const d = e.display_data;
  const title = e.experience_id === EXPERIENCES.ids.businessUpgrade ? BUSINESS_UPGRADE.title : d.title;
  const cta = action(e);
  const glyph = iconGlyph(d.icon);
  return (
    <section
      className={`exp-banner exp-banner--${variant}`}
      aria-label={title ?? 'Announcement'}
      style={{ backgroundColor: colorValue(d.background_color) }}
    >
      {d.cover_image_url && <img className="exp-banner__cover" src={d.cover_image_url} alt="" />}
      {d.icon_image_url && <img className="exp-banner__icon-image" src={d.icon_image_url} alt="" />}
      {glyph && (
        <span className="exp-banner__icon" aria-hidden="true" style={{ color: colorValue(d.iconColor) }}>
          {glyph}
        </span>
      )}
      <div className="exp-banner__text">
        {title && <h2 className="exp-banner__title">{title}</h2>}
        {d.message && <p className="exp-banner__message">{d.message}</p>}
      </div>
      {cta && (
        <ExperienceLink
          href={cta.href}
          variant="primary"
          aria-label={cta.ariaLabel}
          onClick={() => {
            onButtonClick();
            onComplete();
          }}
        >
          {cta.label}
        </ExperienceLink>
      )}
      <IconButton label="Dismiss" icon={<CloseIcon />} onClick={onDismiss} />
    </section>
  );
}
