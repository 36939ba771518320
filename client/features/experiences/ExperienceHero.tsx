import type { CSSProperties } from 'react';
import { TIMINGS } from '../../../shared/constants';
import { ExperienceBanner } from './ExperienceBanner';
import type { SurfaceProps } from './surfaceProps';

/**
 * A hero banner fades in over 400 ms, then is dismissed or completed; the welcome-back banner (500500) is one.
 */
export function ExperienceHero(props: SurfaceProps) {
  return (
    <div className="exp-hero" style={{ '--exp-hero-fade': `${TIMINGS.heroTransition}ms` } as CSSProperties}>
      <ExperienceBanner {...props} variant="hero" />
    </div>
  );
}
