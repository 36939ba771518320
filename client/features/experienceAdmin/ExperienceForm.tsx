import { useId, useMemo, useRef, useState, type FormEvent } from 'react';
import { EXPERIENCES } from '../../../shared/constants';
import { EXPERIENCE_PLATFORMS, type ExperiencePlatform } from '../../../shared/domain/experiences/targeting';
import { isApiError } from '../../app/apiErrors';
import { Button } from '../../ui/Button';
import { Field } from '../../ui/Field';
import { SelectField } from '../../ui/SelectField';
import { TextField } from '../../ui/TextField';
import { formErrors, useFocusOnProblem } from '../auth/formErrors';
import { DisplayField } from './DisplayField';
import { authored, EMPTY_DRAFT, fieldValue, previewOf, type Draft } from './draft';
import { useExperienceAdminCreateMutation } from '../experiences/admin/experienceAdminApi';
import { ExperiencePreview } from './ExperiencePreview';
import { ScheduleFields } from './ScheduleFields';
import { SURFACE_FORMS, surfaceFormById } from './surfaceForms';

const SURFACE_OPTIONS = SURFACE_FORMS.map((s) => ({ value: s.id, label: s.label }));
const AUDIENCE_OPTIONS = [
  { value: 'any', label: 'Everyone' },
  { value: 'signed_in', label: 'Signed-in people' },
  { value: 'signed_out', label: 'Signed-out visitors' },
];
const tristateOptions = (yes: string, no: string) => [
  { value: '', label: 'Either' },
  { value: 'yes', label: yes },
  { value: 'no', label: no },
];
const PLATFORM_LABELS: Record<ExperiencePlatform, string> = { web: 'Web', web_mobile: 'Mobile web' };
const KNOWN_PLACEMENTS = Object.values(EXPERIENCES.placements)
  .flat()
  .filter((p, i, all) => all.indexOf(p) === i);

/** The server's names of the fields this form always shows; the chosen surface adds its display_data fields. */
const SHAPE_FIELDS = ['type', 'placement_id', 'experience_id', 'priority', 'starts_at', 'ends_at'];
const TARGETING_FIELDS = ['auth', 'countries', 'new_user', 'partner', 'platforms', 'paths'].map((f) => `targeting.${f}`);

/** A refusal about one entry of a list (`targeting.countries.1`) is shown at the list's field. */
function atShownFields(error: unknown, names: readonly string[]): unknown {
  if (!isApiError(error) || !error.fields) return error;
  const fields = Object.fromEntries(
    Object.entries(error.fields).map(([key, problem]) => [names.find((n) => key === n || key.startsWith(`${n}.`)) ?? key, problem]),
  );
  return { ...error, fields };
}

/** Authoring one experience: the chosen surface's form, its targeting and schedule, and a live preview. */
export function ExperienceForm() {
  const [draft, setDraft] = useState<Draft>(EMPTY_DRAFT);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [message, setMessage] = useState<string>();
  const [failure, setFailure] = useState<object | null>(null);
  const [created, setCreated] = useState<string>();
  const [create, { isLoading }] = useExperienceAdminCreateMutation();
  const formRef = useRef<HTMLFormElement>(null);
  const platformsErrorId = useId();
  useFocusOnProblem(formRef, failure);

  const form = surfaceFormById(draft.surface);
  const result = useMemo(() => authored(draft), [draft]);
  const preview = useMemo(() => previewOf(result), [result]);
  const names = [...SHAPE_FIELDS, ...TARGETING_FIELDS, ...form.fields.map((f) => `display_data.${f.path}`)];

  const set = <K extends keyof Draft>(key: K, value: Draft[K]) => setDraft((d) => ({ ...d, [key]: value }));
  const setValue = (path: string, value: string | boolean) => setDraft((d) => ({ ...d, values: { ...d.values, [path]: value } }));
  const togglePlatform = (p: ExperiencePlatform, on: boolean) =>
    set('platforms', on ? [...draft.platforms, p] : draft.platforms.filter((x) => x !== p));

  const refuse = (error: unknown) => {
    const placed = formErrors(atShownFields(error, names), names);
    setErrors(placed.fields);
    setMessage(placed.message);
    setFailure({});
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setCreated(undefined);
    const local = { ...result.problems, ...(result.problem ? { [result.problem.field]: result.problem.reason } : {}) };
    if (Object.keys(local).length > 0) {
      refuse({ status: 400, code: 'invalid', message: 'Please correct the form.', fields: local });
      return;
    }
    try {
      const answer = await create(result.options).unwrap();
      setErrors({});
      setMessage(undefined);
      setCreated(answer.placed_experience_id);
      setDraft((d) => ({ ...d, experience_id: '' }));
    } catch (error) {
      refuse(error);
    }
  };

  return (
    <div className="exp-admin__author">
      <form ref={formRef} className="exp-admin__form" onSubmit={(e) => void submit(e)} noValidate>
        {message && (
          <p className="field__error" role="alert" tabIndex={-1}>
            {message}
          </p>
        )}
        <fieldset>
          <legend>Surface and placement</legend>
          <SelectField label="Surface" value={draft.surface} options={SURFACE_OPTIONS} onChange={(v) => set('surface', v)} error={errors.type} />
          <TextField
            label="Placement id"
            name="placement_id"
            type="number"
            list="exp-admin-placements"
            value={draft.placement_id}
            onChange={(e) => set('placement_id', e.target.value)}
            error={errors.placement_id}
          />
          <datalist id="exp-admin-placements">
            {KNOWN_PLACEMENTS.map((p) => (
              <option key={p} value={p} />
            ))}
          </datalist>
          <TextField
            label="Experience id"
            name="experience_id"
            type="number"
            value={form.experienceId !== undefined ? String(form.experienceId) : draft.experience_id}
            readOnly={form.experienceId !== undefined}
            onChange={(e) => set('experience_id', e.target.value)}
            error={errors.experience_id}
          />
          <TextField
            label="Priority"
            name="priority"
            type="number"
            value={draft.priority}
            onChange={(e) => set('priority', e.target.value)}
            error={errors.priority}
          />
        </fieldset>

        {form.fields.length > 0 && (
          <fieldset>
            <legend>Content</legend>
            {form.fields.map((spec) => (
              <DisplayField
                key={spec.path}
                spec={spec}
                value={fieldValue(spec, draft.values)}
                error={errors[`display_data.${spec.path}`]}
                onChange={(v) => setValue(spec.path, v)}
              />
            ))}
          </fieldset>
        )}

        <fieldset>
          <legend>Who sees it</legend>
          <SelectField
            label="Audience"
            value={draft.auth}
            options={AUDIENCE_OPTIONS}
            onChange={(v) => set('auth', v as Draft['auth'])}
            error={errors['targeting.auth']}
          />
          <Field label="Countries" error={errors['targeting.countries']} hint="Country codes such as US, GB; empty for every country.">
            {(control) => (
              <input {...control} name="targeting.countries" value={draft.countries} onChange={(e) => set('countries', e.target.value)} />
            )}
          </Field>
          <SelectField
            label="New accounts"
            value={draft.new_user}
            options={tristateOptions('Only new accounts', 'Only older accounts')}
            onChange={(v) => set('new_user', v as Draft['new_user'])}
            error={errors['targeting.new_user']}
          />
          <SelectField
            label="Partners"
            value={draft.partner}
            options={tristateOptions('Only partners', 'Only non-partners')}
            onChange={(v) => set('partner', v as Draft['partner'])}
            error={errors['targeting.partner']}
          />
          <fieldset className="exp-admin__platforms" aria-describedby={errors['targeting.platforms'] ? platformsErrorId : undefined}>
            <legend>Platforms (none ticked: all)</legend>
            {EXPERIENCE_PLATFORMS.map((p) => (
              <label key={p}>
                <input type="checkbox" checked={draft.platforms.includes(p)} onChange={(e) => togglePlatform(p, e.target.checked)} />{' '}
                {PLATFORM_LABELS[p]}
              </label>
            ))}
            {errors['targeting.platforms'] && (
              <p id={platformsErrorId} className="field__error">
                {errors['targeting.platforms']}
              </p>
            )}
          </fieldset>
          <Field
            label="Paths"
            error={errors['targeting.paths']}
            hint="One per line, such as /search; a '*' at the end matches what follows. Empty for every page."
          >
            {(control) => (
              <textarea {...control} name="targeting.paths" rows={2} value={draft.paths} onChange={(e) => set('paths', e.target.value)} />
            )}
          </Field>
        </fieldset>

        <fieldset>
          <legend>Schedule (your local time)</legend>
          <ScheduleFields
            starts={draft.starts_at}
            ends={draft.ends_at}
            onStarts={(v) => set('starts_at', v)}
            onEnds={(v) => set('ends_at', v)}
            errors={errors}
          />
        </fieldset>

        <Button type="submit" variant="primary" disabled={isLoading}>
          Create experience
        </Button>
        <p role="status">{created && `Created ${created}.`}</p>
      </form>
      <ExperiencePreview experience={preview} problem={result.problem} />
    </div>
  );
}
