// The product's fixed vocabularies (spec §3 "Globals"), answered as is by
// `GET /data/globals`. Values are frozen: every importer shares one instance.

/** Activity categories and the colour of their stripe, tab and badge, default first. Each
 * colour carries white text at WCAG AA contrast (4.5:1 or more); `globals.spec.ts` checks it. */
export const categoryColorMap = Object.freeze({
  Adventure: 'rgb(191,72,0)',
  'Food & Drink': 'rgb(183,28,28)',
  'Arts & Culture': 'rgb(106,27,154)',
  Sports: 'rgb(21,101,192)',
  Nature: 'rgb(46,125,50)',
  Nightlife: 'rgb(57,73,171)',
  Games: 'rgb(121,85,72)',
  Learning: 'rgb(69,90,100)',
  Wellness: 'rgb(0,121,107)',
  Music: 'rgb(173,20,87)',
} as const);
export type Category = keyof typeof categoryColorMap;

export const DEFAULT_CATEGORY: Category = 'Adventure';
/** Background of a profile without a picture of its own. */
export const DEFAULT_PROFILE_COLOR = 'rgb(220,220,220)';

/** Kinds of an activity's instruction step, lowercase as stored (spec §3 "Instruction"). */
export const instructionTypes = Object.freeze([
  'communicate',
  'travel',
  'purchase',
  'capture',
  'play',
  'create',
  'eat',
  'explore',
  'learn',
  'relax',
  'other',
] as const);
export type InstructionType = (typeof instructionTypes)[number];

/** User statuses and what each tells friends (spec §4 "User status"). */
export const statusMap = Object.freeze({
  Ready: 'Ready to go on outings',
  Busy: 'Not available for outings right now',
  Searching: 'Looking for an outing right now',
} as const);
export type StatusName = keyof typeof statusMap;

/** The status every new profile starts with; a service that keeps people's statuses from
 * profile's events counts a person it has no status for yet as this. */
export const INITIAL_STATUS: StatusName = 'Ready';

/** Searching is set by the app while the user is on the outing page, never picked. */
export const USER_SELECTABLE_STATUSES = Object.freeze(['Ready', 'Busy'] as const satisfies readonly StatusName[]);

/** Friends can be added to an outing only when Ready or Searching; any other value,
 * unknown ones included, counts as busy (spec §4, §5 "Outing"). */
export function isAvailableForOutings(status: string): boolean {
  return status === 'Ready' || status === 'Searching';
}

/** The body of `GET /data/globals`. */
export const globals = Object.freeze({ categoryColorMap, instructionTypes, statusMap });
export type Globals = typeof globals;
