import { lazy } from 'react';
import { EXPERIENCES } from '../../../shared/constants';
import { experienceSurface } from '../../../shared/domain/experiences/faults';
import { ExperienceBanner } from './ExperienceBanner';
import { ExperienceHero } from './ExperienceHero';
import type { SurfaceProps } from './surfaceProps';

// The modals bring the dialog library; banners, shown far more often, load without it.
const ExperienceModal = lazy(() => import(/* webpackChunkName: "experience-modal" */ './ExperienceModal'));
// Met on one page or by one kind of visitor each, and small: one chunk, fetched when one renders (each chunk costs
// home's script its name and hash). A toast renders nothing in place (the toast host shows it), so it can arrive late
// without moving the page.
const ExperienceToast = lazy(() => import(/* webpackChunkName: "experience-notices" */ './ExperienceToast'));
const UpsellCallout = lazy(() => import(/* webpackChunkName: "experience-notices" */ './UpsellCallout'));
const MetricsBanner = lazy(() => import(/* webpackChunkName: "experience-notices" */ './MetricsBanner'));
const SurveySurface = lazy(() => import(/* webpackChunkName: "experience-survey" */ './survey/SurveySurface'));
// The anchored surfaces share one chunk, loaded only when one of them is served.
const CoachMark = lazy(() => import(/* webpackChunkName: "experience-anchored" */ './anchored/CoachMark'));
const EducationalPopover = lazy(() => import(/* webpackChunkName: "experience-anchored" */ './anchored/EducationalPopover'));
const AnchoredFlyout = lazy(() => import(/* webpackChunkName: "experience-anchored" */ './anchored/AnchoredFlyout'));
const SearchDelight = lazy(() => import(/* webpackChunkName: "experience-anchored" */ './anchored/SearchDelight'));

/**
 * The surface a valid experience renders as (usePlacement has checked it has what its surface needs: a modal its title,
 * body and complete-button text, a popover an existing anchor, and so on).
 */
export default function PlacementSurface(props: SurfaceProps) {
  const e = props.experience;
  switch (experienceSurface(e)) {
    case 'calloutBanner':
      return <ExperienceBanner {...props} variant={(e.display_data.type ?? '').replace('-callout', '')} />;
    case 'neutralCallout':
      return <ExperienceBanner {...props} variant="neutral" />;
    case 'upsellCallout':
      return <UpsellCallout {...props} />;
    case 'metricsUnificationBanner':
      return <MetricsBanner {...props} />;
    case 'genericBanner':
      return <ExperienceBanner {...props} variant="generic" />;
    case 'heroModal':
      // On the hero placement a type 14 experience is its hero banner; elsewhere it is the type 14 modal.
      return e.placement_id === EXPERIENCES.placements.homeHero ? <ExperienceHero {...props} /> : <ExperienceModal {...props} />;
    case 'modal':
      return <ExperienceModal {...props} />;
    case 'toast':
      return <ExperienceToast {...props} />;
    case 'survey':
      return <SurveySurface {...props} />;
    case 'coachMark':
      return <CoachMark {...props} />;
    case 'educationalPopover':
      return <EducationalPopover {...props} />;
    case 'anchoredFlyout':
      return <AnchoredFlyout {...props} />;
    case 'searchDelight':
      return <SearchDelight {...props} />;
    default:
      return null;
  }
}
