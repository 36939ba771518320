import { experienceRow } from '../experienceRows';
import type { ExperienceRow } from '../tables';
import { EXPERIENCES } from '../../shared/constants';
import { experienceAdminCreate, type AuthoredExperienceInput } from '../../shared/contracts/experiences';
import { experienceProblem } from '../../shared/domain/experiences/validation';
import { fail } from './world';

const { placements: P, ids } = EXPERIENCES;

/**
 * Demo experiences of every type code, on the home placements and the others the spec names (plus our search and
 * closeup placements for the surfaces that hang on those pages). A placement serves one experience at a time, the
 * highest priority that applies, so each kind of visitor meets one thing per home slot, and the next only after
 * completing or dismissing it:
 * - signed out: the welcome banner, then the sign-up upsell callout fixed to the bottom of the screen (11);
 * - a new account: the 'Welcome to Pinboard' modal then a tip toast (1000503), and a tip banner then, a second after
 *   it loads, a neutral callout about secret boards (11); on their own profile, the metrics-unification banner (1000075);
 * - an older account: the business-upgrade banner (11) and the welcome-back hero (1000541).
 */
const DEMO: AuthoredExperienceInput[] = [
  {
    placement_id: P.homeBanner,
    experience_id: ids.autoCompleteBanners[0],
    type: 27,
    priority: 30,
    targeting: { auth: 'signed_out' },
    display_data: {
      type: 'info-callout',
      title: 'Welcome to Pinboard',
      message: 'Save the ideas you love to boards of your own, and come back to them any time.',
      link: { href: '/signup', text: 'Sign up' },
    },
  },
  {
    placement_id: P.homeBanner,
    experience_id: ids.autoCompleteBanners[3],
    type: 28,
    priority: 20,
    targeting: { auth: 'signed_out' },
    display_data: {
      type: 'upsell',
      message: 'Signed out, this browser keeps 2 saved Pins. Sign up to keep as many as you like.',
      link: { href: '/signup', text: 'Sign up' },
    },
  },
  {
    placement_id: P.homeBanner,
    experience_id: ids.autoCompleteBanners[1],
    type: 27,
    priority: 30,
    targeting: { auth: 'signed_in', new_user: true },
    display_data: {
      type: 'info-callout',
      message: 'Follow a few topics and people: your home feed fills with what they save.',
      link: { href: '/topics', text: 'Explore topics' },
    },
  },
  {
    // The neutral callout, after the tip banner: it waits a second (a delayed banner) before it appears.
    placement_id: P.homeBanner,
    experience_id: 900107,
    type: 27,
    priority: 20,
    targeting: { auth: 'signed_in', new_user: true },
    display_data: {
      message: 'Boards are public unless you make them secret; only you and your collaborators see a secret board.',
      link: { href: '/me', text: 'Your boards' },
      icon: 24,
      delay: 1,
    },
  },
  {
    placement_id: P.homeBanner,
    experience_id: ids.businessUpgrade,
    type: 27,
    priority: 10,
    targeting: { auth: 'signed_in', new_user: false },
    display_data: {
      component_type: 1,
      title: 'Discover your top performing Pins',
      message: 'Get a free business account to see how people engage with your Pins.',
      primaryAction: { label: 'Upgrade', accessibilityLabel: 'Upgrade to a free business account', href: '/business/convert/' },
    },
  },
  {
    placement_id: P.homeHero,
    experience_id: ids.viewedOnMount,
    type: 14,
    priority: 10,
    targeting: { auth: 'signed_in', new_user: false },
    display_data: { title: 'Welcome back', message: 'Here is what is new from the people, boards and topics you follow.' },
  },
  {
    placement_id: P.homeBottom,
    experience_id: ids.modal,
    type: 26,
    priority: 20,
    targeting: { auth: 'signed_in', new_user: true },
    display_data: {
      title: 'Welcome to Pinboard',
      message: 'Save ideas to boards, follow people and topics you like, and your home feed grows with you.',
      complete_button_text: 'Get started',
      dismiss_button_text: 'Not now',
    },
  },
  {
    placement_id: P.homeBottom,
    experience_id: 900101,
    type: 10,
    priority: 10,
    targeting: { auth: 'signed_in', new_user: true },
    display_data: { message: 'Tip: Save keeps a Pin on your Profile board; open the Pin to pick another board.' },
  },
  {
    // Not rendered: it carries the demo's experiment, triggered when the placement mounts.
    placement_id: P.homeBottom,
    experience_id: 900100,
    type: 0,
    priority: -10,
    display_data: {},
    triggerable_placed_exps: [`${P.homeBottom}:900100`],
    metadata: { experiment: 'home_experiences_demo' },
  },
  {
    placement_id: P.surveyBanner,
    experience_id: 900102,
    type: 5,
    targeting: { auth: 'signed_in' },
    display_data: {
      title: 'Have a few minutes to take a survey?',
      message: 'Tell us how Pinboard works for you.',
      // Our own survey page (server/features/surveys), framed in the survey dialog.
      link: { href: '/surveys/user', text: 'Take the survey' },
      anket: true,
    },
  },
  {
    // On an owner's own profile (where the placement is mounted): every account owns Pins with numbers to look at.
    placement_id: P.viewing,
    experience_id: ids.metricsUnificationBanner,
    type: 5,
    targeting: { auth: 'signed_in' },
    display_data: {
      title_text: 'All your Pin stats in one place',
      subtitle_text: 'Impressions, saves and clicks now share one dashboard.',
      buttons: [{ text: 'See your stats', uri: '/business/hub' }, { text: 'Not now' }],
    },
  },
  {
    placement_id: P.refetchAfterView,
    experience_id: 900103,
    type: 8,
    targeting: { auth: 'signed_in', new_user: true },
    display_data: {
      anchor: 'save-button',
      has_pulsar: true,
      has_tooltip: true,
      tooltip: { mainText: 'Save Pins you love to your boards', confirmButtonText: 'Got it', idealDirection: 'down' },
    },
  },
  {
    placement_id: P.search,
    experience_id: 900104,
    type: 8,
    priority: 10,
    display_data: { component_type: 3, search_query_list: ['pancakes', 'living room', 'watercolor'], text: 'Popular right now' },
  },
  {
    placement_id: P.search,
    experience_id: 900105,
    type: 29,
    // Before search delight on the same placement: the search box's introduction comes first.
    priority: 20,
    display_data: { anchor: 'search-box', message: 'Search Pins, boards and people', scroll_to_dismiss: true },
  },
  {
    placement_id: P.closeup,
    experience_id: 900106,
    type: 8,
    targeting: { auth: 'signed_in' },
    display_data: {
      component_type: 2,
      display_type: 1,
      flyout_direction: 3,
      message: 'Save this Pin to one of your boards',
      anchors_by_platform: { web: { anchor: 'closeup-save', placement: P.closeup } },
    },
  },
];

/** The demo experiences as rows (ids in list order), each checked by the operators' schema and what its surface needs. */
export function demoExperiences(now: number): ExperienceRow[] {
  return DEMO.map((input, i) => {
    const authored = experienceAdminCreate.options.parse(input);
    const problem = experienceProblem(authored);
    if (problem) fail(`demo experience ${authored.placement_id}:${authored.experience_id}: ${problem.field} ${problem.reason}`);
    return { id: i + 1, ...experienceRow(authored, { now, createdBy: null }) };
  });
}
