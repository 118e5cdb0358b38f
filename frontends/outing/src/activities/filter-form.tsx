// The filter-activities modal (spec §2 "Filter modal", §5): numeric bounds and the category.
// 'Apply' sends the entered values, 'Clear Filters' reverts to the initial filter; both
// close the modal. A bound outside its limits is said at its field, and Apply waits for it.
import { useState } from 'react';
import { Button, TextField, closeModal, openModal, useGlobals } from '@outings/fe-kit';
import { ANY_CATEGORY, boundProblem, FILTER_INPUT_LIMITS, INITIAL_FILTER, readBound, type ActivityFilter, type FilterBound } from './activity-filter';
import { activityList, activityListStore } from './activity-list-store';
import { SelectField } from '../ui/select-field';

const BOUND_LABELS: Readonly<Record<FilterBound, string>> = {
  minParticipants: 'Minimum participants',
  maxParticipants: 'Maximum participants',
  minRating: 'Minimum rating (0 to 5)',
  minCost: 'Minimum cost ($)',
  maxCost: 'Maximum cost ($)',
  maxTime: 'Maximum time (0 to 24 hrs)',
};
const BOUNDS = Object.keys(BOUND_LABELS) as FilterBound[];

type BoundInputs = Record<FilterBound, string>;

const toInputs = (filter: ActivityFilter): BoundInputs =>
  Object.fromEntries(BOUNDS.map((bound) => [bound, filter[bound]?.toString() ?? ''])) as BoundInputs;

function FilterForm() {
  const categories = Object.keys(useGlobals()?.categoryColorMap ?? {});
  const current = activityListStore.get().filter;
  const [category, setCategory] = useState(current.category);
  const [inputs, setInputs] = useState(() => toInputs(current));
  const apply = () => {
    const wrong = BOUNDS.find((bound) => boundProblem(bound, inputs[bound]));
    if (wrong) return document.getElementById(`filter-${wrong}`)?.focus();
    const bounds = Object.fromEntries(BOUNDS.map((bound) => [bound, readBound(inputs[bound])]));
    activityList.applyFilter({ ...activityListStore.get().filter, ...bounds, category });
    closeModal();
  };
  const clear = () => {
    activityList.applyFilter(INITIAL_FILTER);
    closeModal();
  };
  return (
    <form
      className="filter-form"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        apply();
      }}
    >
      <SelectField id="filter-category" label="Category" value={category} options={[ANY_CATEGORY, ...categories]} onChange={setCategory} data-autofocus />
      {BOUNDS.map((bound) => (
        <TextField
          key={bound}
          id={`filter-${bound}`}
          label={BOUND_LABELS[bound]}
          type="number"
          inputMode="decimal"
          step="any"
          min={FILTER_INPUT_LIMITS[bound].min}
          max={FILTER_INPUT_LIMITS[bound].max}
          value={inputs[bound]}
          onChange={(value) => setInputs({ ...inputs, [bound]: value })}
          error={boundProblem(bound, inputs[bound])}
        />
      ))}
      <div className="filter-form__actions">
        <Button type="submit">Apply</Button>
        <Button variant="secondary" onClick={clear}>
          Clear Filters
        </Button>
      </div>
    </form>
  );
}

export function openFilterModal() {
  openModal({ selector: 'filter-activities', title: 'Filter Activities', render: () => <FilterForm /> });
}
