import type { AuthoredExperienceInput, Experience } from '../../../shared/contracts/experiences';
import { experienceProblem, type ExperienceProblem } from '../../../shared/domain/experiences/validation';
import type { EXPERIENCE_AUDIENCES, ExperiencePlatform } from '../../../shared/domain/experiences/targeting';
import { localInputToIso } from './localTime';
import { surfaceFormById, type FieldSpec, type SurfaceForm } from './surfaceForms';

type Tristate = '' | 'yes' | 'no';

/** The create form as typed: text, until it is sent. display_data values are keyed by their path. */
export interface Draft {
  surface: string;
  placement_id: string;
  experience_id: string;
  priority: string;
  values: Record<string, string | boolean>;
  auth: (typeof EXPERIENCE_AUDIENCES)[number];
  countries: string;
  new_user: Tristate;
  partner: Tristate;
  platforms: ExperiencePlatform[];
  paths: string;
  starts_at: string;
  ends_at: string;
}

export const EMPTY_DRAFT: Draft = {
  surface: 'callout',
  placement_id: '11',
  experience_id: '',
  priority: '0',
  values: {},
  auth: 'any',
  countries: '',
  new_user: '',
  partner: '',
  platforms: [],
  paths: '',
  starts_at: '',
  ends_at: '',
};

/** What a field holds: a choice without an empty option starts on its first option, as the select shows it. */
export function fieldValue(spec: FieldSpec, values: Draft['values']): string | boolean {
  const value = values[spec.path];
  if (value !== undefined) return value;
  if (spec.kind === 'flag') return false;
  if (spec.kind === 'choice' && spec.options && !spec.options.some((o) => o.value === '')) return spec.options[0].value;
  return '';
}

const WHOLE = /^-?\d+$/;
const lines = (text: string) =>
  text
    .split(/\r?\n/)
    .map((l) => l.trim())
    .filter(Boolean);

/** The JSON value of a field's text; undefined leaves the field out. A number that is not one is sent as typed, for the server to name. */
function jsonValue(spec: FieldSpec, value: string | boolean): unknown {
  if (typeof value === 'boolean') return value || undefined;
  if (value.trim() === '') return undefined;
  switch (spec.kind) {
    case 'number':
    case 'icon':
    case 'color':
      return WHOLE.test(value.trim()) ? Number(value) : value;
    case 'choice':
      return WHOLE.test(value) ? Number(value) : value;
    case 'lines':
      return lines(value);
    default:
      return value;
  }
}

/** Sets `value` at a dotted path, making objects on the way (arrays where the next step is an index). */
function setAt(target: Record<string, unknown>, path: string, value: unknown): void {
  const steps = path.split('.');
  let at: Record<string, unknown> = target;
  steps.slice(0, -1).forEach((step, i) => {
    at[step] ??= WHOLE.test(steps[i + 1]) ? [] : {};
    at = at[step] as Record<string, unknown>;
  });
  at[steps[steps.length - 1]] = value;
}

function displayData(form: SurfaceForm, values: Draft['values'], placementId: number): Record<string, unknown> {
  const data: Record<string, unknown> = { ...form.fixed };
  for (const spec of form.fields) {
    const value = jsonValue(spec, fieldValue(spec, values));
    if (value !== undefined) setAt(data, spec.path, value);
  }
  if (form.placementAt) setAt(data, form.placementAt, placementId);
  return data;
}

const int = (text: string) => (WHOLE.test(text.trim()) ? Number(text) : Number.NaN);
const tristate = (t: Tristate) => (t === '' ? null : t === 'yes');

export interface Authored {
  options: AuthoredExperienceInput;
  /** What the form can tell before sending, by the server's field names. */
  problems: Record<string, string>;
  /**
   * The shared validation's verdict on what the surface needs (a modal its title, body and complete-button text, say):
   * the surface will not render while there is one.
   */
  problem: ExperienceProblem | null;
}

/** The draft as ExperienceAdminResource create takes it. */
export function authored(draft: Draft): Authored {
  const form = surfaceFormById(draft.surface);
  const problems: Record<string, string> = {};
  const placement_id = int(draft.placement_id);
  const experience_id = form.experienceId ?? int(draft.experience_id);
  const priority = draft.priority.trim() === '' ? 0 : int(draft.priority);
  if (!(placement_id >= 1)) problems.placement_id = 'must be a whole number from 1';
  if (!(experience_id >= 1)) problems.experience_id = 'must be a whole number from 1';
  if (Number.isNaN(priority)) problems.priority = 'must be a whole number';
  const starts_at = localInputToIso(draft.starts_at);
  const ends_at = localInputToIso(draft.ends_at);
  if (starts_at === undefined) problems.starts_at = 'must be a date and time';
  if (ends_at === undefined) problems.ends_at = 'must be a date and time';
  if (starts_at && ends_at && ends_at <= starts_at) problems.ends_at = 'must be after the start';

  const countries = draft.countries
    .split(/[\s,]+/)
    .filter(Boolean)
    .map((c) => c.toUpperCase());
  const paths = lines(draft.paths);
  const options = {
    placement_id,
    experience_id,
    type: form.type,
    priority,
    display_data: displayData(form, draft.values, placement_id),
    targeting: {
      auth: draft.auth,
      countries: countries.length ? countries : null,
      new_user: tristate(draft.new_user),
      partner: tristate(draft.partner),
      platforms: draft.platforms.length ? draft.platforms : null,
      paths: paths.length ? paths : null,
    },
    starts_at: starts_at ?? null,
    ends_at: ends_at ?? null,
  } as AuthoredExperienceInput;
  const problem = experienceProblem({ experience_id, placement_id, type: form.type, display_data: options.display_data });
  return { options, problems, problem };
}

/** The experience as a placement would be served it, for the preview. */
export function previewOf({ options }: Authored): Experience {
  const placement = Number.isNaN(options.placement_id) ? 0 : options.placement_id;
  const experience = Number.isNaN(options.experience_id) ? 0 : options.experience_id;
  return {
    placement_id: placement,
    experience_id: experience,
    id: `${placement}:${experience}`,
    type: options.type,
    display_data: options.display_data,
    status: 'unviewed',
    triggerable_placed_exps: [],
    metadata: {},
    extraContext: {},
  };
}
