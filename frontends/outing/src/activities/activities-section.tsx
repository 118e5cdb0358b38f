// The activities half of the outing page (spec §2): Filter / Edit Filter, the Completed,
// Featured and Creations toggles, category tabs and the cards of the chosen category.
import { useEffect } from 'react';
import { Button, EmptyState, PageLoading, useGlobals } from '@outings/fe-kit';
import type { ActivityView } from '@outings/contracts';
import { useActivities } from './activities-query';
import { ActivityCard } from './activity-card';
import { categoryToShow, filterActivities, hasBounds, type FilterToggle } from './activity-filter';
import { activityList, activityListStore, useActivityListView } from './activity-list-store';
import { openFilterModal } from './filter-form';
import { openCreateActivityModal } from '../create-activity/create-activity-form';
import './activities.css';

const LOADING_TEXT = 'Loading Activities..';

const TOGGLES: ReadonlyArray<{ key: FilterToggle; label: string }> = [
  { key: 'completedOnly', label: 'Completed' },
  { key: 'featuredOnly', label: 'Featured' },
  { key: 'newOnly', label: 'Creations' },
];

/** The filter and the tab last as long as the section: a new visit starts without them. */
function useViewForTheVisit() {
  useEffect(() => () => activityList.reset(), []);
}

function Toggles() {
  const { filter } = useActivityListView();
  return (
    <div className="activity-toggles" role="group" aria-label="Show only">
      {TOGGLES.map(({ key, label }) => (
        <Button key={key} variant={filter[key] ? 'primary' : 'secondary'} aria-pressed={filter[key]} onClick={() => activityList.applyFilter({ ...filter, [key]: !filter[key] })}>
          {label}
        </Button>
      ))}
    </div>
  );
}

function CategoryTabs({ categories, selected }: { categories: readonly string[]; selected: string }) {
  return (
    <div className="category-tabs" role="tablist" aria-label="Categories">
      {categories.map((category) => (
        <button
          key={category}
          type="button"
          role="tab"
          id={`category-tab-${category}`}
          aria-selected={category === selected}
          aria-controls="category-panel"
          className="category-tabs__tab"
          onClick={() => activityList.selectCategory(category)}
        >
          {category}
        </button>
      ))}
    </div>
  );
}

function ActivityCards({ activities }: { activities: readonly ActivityView[] | null }) {
  if (activities === null) return <PageLoading text={LOADING_TEXT} />;
  if (activities.length === 0) return <EmptyState title="No Activities Match Filters!" />;
  return (
    <ul className="activity-list">
      {activities.map((activity) => (
        <li key={activity._id}>
          <ActivityCard activity={activity} />
        </li>
      ))}
    </ul>
  );
}

/**
 * After a new list or filter, a tab left without matches gives way to the first that has
 * some. Only then: a tab the user picks stays picked, empty or not.
 */
function useTabWithMatches(activities: readonly ActivityView[] | null, categories: readonly string[]) {
  const { filter } = useActivityListView();
  const tabs = categories.join('|');
  useEffect(() => {
    if (!activities) return;
    const { category } = activityListStore.get();
    const next = categoryToShow(tabs.split('|'), filterActivities(activities, filter), category);
    if (next !== category) activityList.selectCategory(next);
  }, [activities, filter, tabs]);
}

export function ActivitiesSection() {
  useViewForTheVisit();
  const activities = useActivities();
  const { filter, category } = useActivityListView();
  const categories = Object.keys(useGlobals()?.categoryColorMap ?? {});
  useTabWithMatches(activities, categories);
  const shown = activities && filterActivities(activities, filter).filter((activity) => activity.category === category);
  return (
    <section className="activities" aria-labelledby="activities-title">
      <div className="activities__bar">
        <h2 id="activities-title" className="outing-activities__title">
          Activities
        </h2>
        <span className="activities__actions">
          <Button variant="secondary" onClick={openFilterModal}>
            {hasBounds(filter) ? 'Edit Filter' : 'Filter'}
          </Button>
          <Button onClick={openCreateActivityModal}>+ Create</Button>
        </span>
      </div>
      <Toggles />
      {categories.length === 0 ? (
        // The tabs (reference data) and the cards under them appear together: a loading
        // screen under tabs that arrive later would be pushed down by their rows.
        <PageLoading text={LOADING_TEXT} />
      ) : (
        <>
          <CategoryTabs categories={categories} selected={category} />
          <div id="category-panel" role="tabpanel" aria-labelledby={`category-tab-${category}`}>
            <ActivityCards activities={shown} />
          </div>
        </>
      )}
    </section>
  );
}

