import { EXPERIENCES } from '../../../shared/constants';
import type { SelectOption } from '../../ui/SelectField';

/** How a display_data field is typed in: its control and how its text becomes the JSON value. */
export type FieldKind = 'text' | 'long' | 'link' | 'number' | 'icon' | 'color' | 'choice' | 'lines' | 'flag';

export interface FieldSpec {
  /** The display_data path, dotted as the server names a field in a 400 (`buttons.0.uri`). */
  path: string;
  label: string;
  kind: FieldKind;
  options?: readonly SelectOption[];
  hint?: string;
}

export interface SurfaceForm {
  id: string;
  label: string;
  type: number;
  /** display_data the surface is chosen by, which the operator does not type. */
  fixed?: Record<string, string | number>;
  /** The one experience id the surface may have (the metrics-unification banner). */
  experienceId?: number;
  /** Where display_data repeats the placement id (an anchored flyout's web anchor must name its own placement). */
  placementAt?: string;
  fields: readonly FieldSpec[];
}

const { types: T, componentTypes: C } = EXPERIENCES;

const title: FieldSpec = { path: 'title', label: 'Title', kind: 'text' };
const message: FieldSpec = { path: 'message', label: 'Message', kind: 'long' };
const icon: FieldSpec = { path: 'icon', label: 'Icon', kind: 'icon' };
const iconColor: FieldSpec = { path: 'iconColor', label: 'Icon colour', kind: 'color' };
const linkText: FieldSpec = { path: 'link.text', label: 'Link text', kind: 'text', hint: "Shown as 'Learn more' when left empty." };
const linkHref: FieldSpec = { path: 'link.href', label: 'Link', kind: 'link' };
const anchor: FieldSpec = { path: 'anchor', label: 'Anchor', kind: 'text', hint: 'The name of the element it points at.' };
const delay: FieldSpec = { path: 'delay', label: 'Delay (milliseconds)', kind: 'number' };
const banner = [title, message, icon, iconColor, linkText, linkHref];

/**
 * What an operator can author, one form per experience surface (banners, modals, toast, survey, tooltips and the rest):
 * the type code, the display_data that picks the surface, and the fields it shows. Which fields each surface needs is
 * the shared validation's word (shared/domain/experiences/validation.ts); the page shows its problem before anything is
 * sent.
 */
export const SURFACE_FORMS: readonly SurfaceForm[] = [
  {
    id: 'callout',
    label: 'Callout banner: info, warning or error (type 27)',
    type: T.neutralCallout,
    fields: [
      {
        path: 'type',
        label: 'Display type',
        kind: 'choice',
        options: [
          { value: 'info-callout', label: 'Info' },
          { value: 'warning-callout', label: 'Warning' },
          { value: 'error-callout', label: 'Error' },
        ],
      },
      ...banner,
    ],
  },
  {
    id: 'genericBanner',
    label: 'Banner with images (type 27)',
    type: T.neutralCallout,
    fixed: { component_type: C.banner },
    fields: [
      ...banner,
      { path: 'background_color', label: 'Background colour', kind: 'color' },
      { path: 'cover_image_url', label: 'Cover image', kind: 'link' },
      { path: 'icon_image_url', label: 'Icon image', kind: 'link' },
    ],
  },
  { id: 'upsellCallout', label: 'Upsell banner (type 28)', type: T.upsellCallout, fixed: { type: 'upsell' }, fields: banner },
  {
    id: 'modal',
    label: 'Image or video modal (type 26)',
    type: T.modal,
    fields: [
      title,
      message,
      { path: 'complete_button_text', label: 'Complete button text', kind: 'text' },
      { path: 'complete_button_cta_url', label: 'Complete button link', kind: 'link' },
      { path: 'dismiss_button_text', label: 'Dismiss button text', kind: 'text' },
      { path: 'image.url', label: 'Image', kind: 'link' },
      { path: 'image.imageAlt', label: 'Image description', kind: 'text' },
      { path: 'video.url', label: 'Video', kind: 'link' },
    ],
  },
  {
    id: 'heroModal',
    label: 'Hero banner on placement 1000541, modal elsewhere (type 14)',
    type: T.heroModal,
    fields: [title, message, linkText, linkHref, { path: 'dismiss_button_text', label: 'Dismiss button text', kind: 'text' }],
  },
  {
    id: 'toast',
    label: 'Toast (type 10)',
    type: T.toast,
    fields: [message, { path: 'duration', label: 'Shown for (milliseconds)', kind: 'number', hint: '2000 when left empty.' }],
  },
  {
    id: 'survey',
    label: 'Survey (type 5)',
    type: T.survey,
    fields: [
      title,
      message,
      { path: 'link.href', label: 'Survey link', kind: 'link' },
      { ...delay, hint: '5000 when left empty.' },
      {
        path: 'action_trigger',
        label: 'When it shows',
        kind: 'choice',
        options: [
          { value: '', label: 'After the delay' },
          { value: '1', label: 'At once' },
          { value: '2', label: 'When the page is left' },
        ],
      },
      { path: 'anket', label: 'Embed the survey in a frame', kind: 'flag' },
    ],
  },
  {
    id: 'metricsUnificationBanner',
    label: 'Metrics-unification banner (type 5, experience 502527)',
    type: T.survey,
    experienceId: EXPERIENCES.ids.metricsUnificationBanner,
    fields: [
      { path: 'title_text', label: 'Title', kind: 'text' },
      { path: 'subtitle_text', label: 'Subtitle', kind: 'long' },
      { path: 'buttons.0.text', label: 'First button text', kind: 'text' },
      { path: 'buttons.0.uri', label: 'First button link', kind: 'link' },
      { path: 'buttons.1.text', label: 'Second button text', kind: 'text' },
      { path: 'buttons.1.uri', label: 'Second button link', kind: 'link' },
    ],
  },
  {
    id: 'coachMark',
    label: 'Coach mark: pulsar and tooltip (type 8)',
    type: T.tooltip,
    fields: [anchor, { path: 'tooltip.mainText', label: 'Tooltip text', kind: 'long' }, delay],
  },
  {
    id: 'anchoredFlyout',
    label: 'Anchored flyout or pulsar (type 8)',
    type: T.tooltip,
    fixed: { component_type: C.anchoredFlyout },
    placementAt: 'anchors_by_platform.web.placement',
    fields: [
      { path: 'anchors_by_platform.web.anchor', label: 'Web anchor', kind: 'text', hint: 'The name of the element it points at.' },
      {
        path: 'display_type',
        label: 'Shown as',
        kind: 'choice',
        options: [
          { value: '1', label: 'Flyout' },
          { value: '2', label: 'Pulsar' },
        ],
      },
      {
        path: 'flyout_direction',
        label: 'Direction',
        kind: 'choice',
        options: [
          { value: '1', label: 'Up' },
          { value: '2', label: 'Right' },
          { value: '3', label: 'Down' },
          { value: '4', label: 'Left' },
        ],
      },
      { path: 'text', label: 'Text', kind: 'long' },
      { path: 'button_text', label: 'Button text', kind: 'text' },
      { path: 'button_uri', label: 'Button link', kind: 'link' },
    ],
  },
  {
    id: 'searchDelight',
    label: 'Search delight (type 8)',
    type: T.tooltip,
    fixed: { component_type: C.searchDelight },
    fields: [
      { path: 'search_query_list', label: 'Words to highlight', kind: 'lines', hint: 'One per line.' },
      { path: 'text_background_color', label: 'Highlight colour', kind: 'color' },
    ],
  },
  {
    id: 'educationalPopover',
    label: 'Educational popover (type 29)',
    type: T.educationalPopover,
    fields: [anchor, title, message, { path: 'scroll_to_dismiss', label: 'Dismiss on scroll', kind: 'flag' }],
  },
  { id: 'none', label: 'Experiment only, never shown (type 0)', type: T.notRenderable, fields: [] },
];

export const surfaceFormById = (id: string): SurfaceForm => SURFACE_FORMS.find((s) => s.id === id) ?? SURFACE_FORMS[0];
