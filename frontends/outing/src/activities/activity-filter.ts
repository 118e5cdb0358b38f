// The activity filter (spec §3 "Activity filter", §5 "Activity filters"): every bound
// applies only when set, as a simple min/max comparison; the toggles keep only the
// caller's own creations, completed or featured activities.
import type { ActivityView } from '@outings/contracts';

export const ANY_CATEGORY = 'Any';

export interface ActivityFilter {
  category: string;
  minParticipants: number | null;
  maxParticipants: number | null;
  minRating: number | null;
  minCost: number | null;
  maxCost: number | null;
  /** Hours. */
  maxTime: number | null;
  newOnly: boolean;
  completedOnly: boolean;
  featuredOnly: boolean;
}

export type FilterBound = 'minParticipants' | 'maxParticipants' | 'minRating' | 'minCost' | 'maxCost' | 'maxTime';
export type FilterToggle = 'newOnly' | 'completedOnly' | 'featuredOnly';

export const INITIAL_FILTER: ActivityFilter = Object.freeze({
  category: ANY_CATEGORY,
  minParticipants: null,
  maxParticipants: null,
  minRating: null,
  minCost: null,
  maxCost: null,
  maxTime: null,
  newOnly: false,
  completedOnly: false,
  featuredOnly: false,
});

/** The input limits of the filter modal (spec §5, §9). */
export const FILTER_INPUT_LIMITS: Readonly<Record<FilterBound, { min: number; max?: number }>> = Object.freeze({
  minParticipants: { min: 0 },
  maxParticipants: { min: 0 },
  minRating: { min: 0, max: 5 },
  minCost: { min: 0 },
  maxCost: { min: 0 },
  maxTime: { min: 0, max: 24 },
});

/**
 * What is wrong with an entered bound, said at its field: a number within its limits, or
 * nothing (no bound). A bad value is never changed into another silently.
 */
export function boundProblem(bound: FilterBound, text: string): string | undefined {
  if (text.trim() === '') return undefined;
  const value = Number(text);
  const { min, max } = FILTER_INPUT_LIMITS[bound];
  if (!Number.isFinite(value)) return 'Please enter a number.';
  if (max !== undefined && (value < min || value > max)) return `Please enter a number from ${min} to ${max}.`;
  return value < min ? `Please enter ${min} or more.` : undefined;
}

/** An entered bound as a number, or null when left empty (checked by boundProblem first). */
export function readBound(text: string): number | null {
  return text.trim() === '' ? null : Number(text);
}

const atLeast = (value: number, bound: number | null) => bound === null || value >= bound;
const atMost = (value: number, bound: number | null) => bound === null || value <= bound;

export function matchesFilter(activity: ActivityView, filter: ActivityFilter): boolean {
  return (
    (filter.category === ANY_CATEGORY || activity.category === filter.category) &&
    atLeast(activity.participants, filter.minParticipants) &&
    atMost(activity.participants, filter.maxParticipants) &&
    atLeast(activity.rating.average ?? 0, filter.minRating) &&
    atLeast(activity.cost, filter.minCost) &&
    atMost(activity.cost, filter.maxCost) &&
    atMost(activity.duration, filter.maxTime) &&
    (!filter.newOnly || activity.created) &&
    (!filter.completedOnly || activity.completed) &&
    (!filter.featuredOnly || activity.featured)
  );
}

export function filterActivities(activities: readonly ActivityView[], filter: ActivityFilter): ActivityView[] {
  return activities.filter((activity) => matchesFilter(activity, filter));
}

/** Whether any bound or the category is set (the toolbar then reads 'Edit Filter'). */
export function hasBounds(filter: ActivityFilter): boolean {
  return filter.category !== ANY_CATEGORY || Object.keys(FILTER_INPUT_LIMITS).some((bound) => filter[bound as FilterBound] !== null);
}

/**
 * The tab to show: the chosen one while it has matches; otherwise the first in tab order
 * that has some (a filter or toggle must not land on an empty tab while others hold
 * results); the chosen one again when nothing matches anywhere.
 */
export function categoryToShow(categories: readonly string[], matching: readonly ActivityView[], chosen: string): string {
  const withMatches = new Set(matching.map((activity) => activity.category));
  if (withMatches.has(chosen)) return chosen;
  return categories.find((category) => withMatches.has(category)) ?? chosen;
}
