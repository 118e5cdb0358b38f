// The create-activity modal (spec §2, §4 "Create activity", §5 "Activity form"): the first
// failing rule shows its bubble, scrolled to and focused after 100 ms; '+ Create' then
// 'Saving' with a spinner. On success the form clears, the activity joins the list and
// its category tab is selected. A 400 goes under the field it names; other failures are
// only logged (§8).
import { useState, type FormEvent } from 'react';
import { Button, CityAutocomplete, closeModal, TextField, openModal, readServerRefusal, useCities, useFieldError, useGlobals, useSessionState } from '@outings/fe-kit';
import { activitiesApi } from '../activities/activities-api';
import { activityList } from '../activities/activity-list-store';
import { outingDraft } from '../outing-draft-store';
import { SelectField } from '../ui/select-field';
import { emptyActivityForm, toActivityRequest, validateActivityForm, type ActivityField, type ActivityFormValues } from './activity-form';
import { InstructionFields } from './instruction-fields';

const fieldId = (field: ActivityField) => `create-activity-${field.replaceAll('.', '-')}`;

/** The form's field for each path a 400 can name (`activity.instructions.0.title`). */
function fieldsByPath(values: ActivityFormValues): Record<string, ActivityField> {
  const fields = Object.keys(values) as Array<keyof ActivityFormValues>;
  const instructionFields = values.instructions.flatMap((_, index) =>
    (['kind', 'title', 'details'] as const).map((part): [string, ActivityField] => [`activity.instructions.${index}.${part}`, `instructions.${index}.${part}`]),
  );
  return Object.fromEntries([...fields.map((field): [string, ActivityField] => [`activity.${field}`, field]), ...instructionFields]);
}

function CreateActivityForm() {
  const user = useSessionState((session) => session.user);
  const cities = useCities();
  const globals = useGlobals();
  const categories = Object.keys(globals?.categoryColorMap ?? {});
  const instructionTypes = globals?.instructionTypes ?? [];
  const [values, setValues] = useState(emptyActivityForm);
  const [saving, setSaving] = useState(false);
  const errors = useFieldError<ActivityField>(fieldId);

  const edit =
    <K extends keyof ActivityFormValues>(field: K) =>
    (value: ActivityFormValues[K]) => {
      setValues((current) => ({ ...current, [field]: value }));
      errors.report(null);
    };
  const text = (field: Exclude<keyof ActivityFormValues, 'instructions'>) => ({
    id: fieldId(field),
    value: values[field],
    onChange: edit(field),
    error: errors.messageFor(field),
  });

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const problem = validateActivityForm(values, { cities, categories, instructionTypes });
    errors.report(problem);
    if (problem || !user) return;
    setSaving(true);
    const result = await activitiesApi.create(toActivityRequest(values, user._id));
    setSaving(false);
    if (result.ok) {
      // Done: the modal closes on the new activity, in its category's tab, chosen for the
      // outing being planned and brought into view.
      const { activity } = result.data;
      setValues(emptyActivityForm());
      activityList.add(activity);
      outingDraft.setActivity(activity);
      closeModal();
      requestAnimationFrame(() => document.getElementById(`activity-${activity._id}`)?.scrollIntoView?.({ block: 'center' }));
      return;
    }
    if (result.status === 400) {
      const refusal = await readServerRefusal(result.body, fieldsByPath(values));
      if (refusal.kind === 'field') return errors.report(refusal.error);
    }
    console.error('Creating the activity failed', result.status);
  };

  return (
    <form className="create-activity-form" noValidate onSubmit={(event) => void submit(event)}>
      <TextField {...text('name')} label="Name" data-autofocus />
      <CityAutocomplete {...text('location')} label="Location" cities={cities} />
      <TextField {...text('description')} label="Description" />
      <SelectField {...text('category')} label="Category" options={categories} placeholder="Choose a category" />
      <TextField {...text('duration')} label="Duration (hrs)" type="number" inputMode="decimal" step="any" />
      <TextField {...text('cost')} label="Cost ($)" type="number" inputMode="decimal" step="any" />
      <TextField {...text('participants')} label="Participants" type="number" inputMode="numeric" />
      <TextField {...text('goal')} label="Goal" />
      <InstructionFields instructions={values.instructions} kinds={instructionTypes} onChange={edit('instructions')} fieldId={fieldId} messageFor={errors.messageFor} />
      <Button type="submit" block busy={saving} busyLabel="Saving">
        + Create
      </Button>
    </form>
  );
}

export function openCreateActivityModal() {
  openModal({ selector: 'create-activity', title: 'Create Activity', render: () => <CreateActivityForm /> });
}
