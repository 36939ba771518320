import { Button } from '../../ui/Button';
import { IconButton } from '../../ui/IconButton';
import { CloseIcon } from '../../ui/icons';
import { ExperienceLink } from './ExperienceLink';
import type { SurfaceProps } from './surfaceProps';
import './ExperienceBanner.css';

/**
 * The metrics-unification info banner (experience 502527, type 5, on placement 1000075 'viewing'): title_text,
 * subtitle_text and its buttons, all as text. A button with a link completes it on the way there; one without
 * dismisses it ('Not now'). When every button leads somewhere, a close button offers the way out.
 */
export default function MetricsBanner({ experience: e, onComplete, onDismiss, onButtonClick }: SurfaceProps) {
  const d = e.display_data;
  const buttons = d.buttons ?? [];
  return (
    <section className="exp-banner exp-banner--info" aria-label={d.title_text}>
      <div className="exp-banner__text">
        <h2 className="exp-banner__title">{d.title_text}</h2>
        <p className="exp-banner__message">{d.subtitle_text}</p>
        {d.detailed_text && <p className="exp-banner__message">{d.detailed_text}</p>}
      </div>
      {buttons.map((button, i) => {
        const variant = i === 0 ? 'primary' : 'secondary';
        const clicked = (then: () => void) => () => {
          onButtonClick();
          then();
        };
        return button.uri ? (
          <ExperienceLink key={i} href={button.uri} variant={variant} onClick={clicked(onComplete)}>
            {button.text ?? 'Learn more'}
          </ExperienceLink>
        ) : (
          <Button key={i} variant={variant} onClick={clicked(onDismiss)}>
            {button.text ?? 'Not now'}
          </Button>
        );
      })}
      {buttons.every((b) => b.uri) && <IconButton label="Dismiss" icon={<CloseIcon />} onClick={onDismiss} />}
    </section>
  );
}
