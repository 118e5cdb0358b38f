// What the demo world's outings are, by the slugs of demo-people.ts. Sam, the Sample Login
// account, has three pending outings (one of his with Maya in it and Kenji invited, one of
// Diego's he joined, one of Amara's he is invited to), three completed ones with his
// friends (photos and ratings), and his feed holds two more of his friends' without him,
// liked by several of them (Sam's like on one). Every invitee is a friend of the creator
// (demo-links.ts). The seeder makes them with the outing service's calls as their people
// would (seed-outings.ts), oldest first; the services stamp each step with its own time.
import { SAMPLE_LOGIN_SLUG } from './demo-people';

export interface DemoOuting {
  /**
   * A catalogue activity's id (services/activity/src/catalogue/catalogue-entries.ts: the
   * slug of its name), so the ratings land on it; the seeder reads its summary as the
   * gateway does for a new outing.
   */
  activityId: string;
  creator: string;
  /** Everyone the creator invited, friends of theirs; the first stands for that day's daily match (seed-outings.ts). */
  invited: readonly string[];
  /** The invitees who joined, in order; the others stay invited. */
  joined: readonly string[];
  /** Who uploaded each photo, in order. */
  photos: readonly string[];
  /** Each member's mark, in the order they marked: all members for a completed outing, none for a pending one. */
  marks: ReadonlyArray<readonly [slug: string, rating: number]>;
  /** Who liked it once completed, in order. */
  likes: readonly string[];
}

const SAM = SAMPLE_LOGIN_SLUG;

/** Oldest first: each is created, joined, photographed, completed and liked before the next. */
export const DEMO_OUTINGS: readonly DemoOuting[] = [
  {
    activityId: 'cherry-blossom-picnic',
    creator: SAM,
    invited: ['maya', 'diego', 'amara'],
    joined: ['maya', 'diego', 'amara'],
    photos: [SAM, 'maya', SAM, 'amara'],
    marks: [['maya', 5], [SAM, 5], ['diego', 4], ['amara', 4]],
    likes: ['maya', 'kenji', 'diego', 'amara'],
  },
  {
    activityId: 'board-game-cafe-night',
    creator: 'maya',
    invited: [SAM, 'diego'],
    joined: [SAM, 'diego'],
    photos: ['maya', 'diego'],
    marks: [['diego', 5], [SAM, 4], ['maya', 3]],
    likes: ['diego', 'amara', 'kenji'],
  },
  {
    activityId: 'street-food-night-market-crawl',
    creator: 'diego',
    invited: ['maya'],
    joined: ['maya'],
    photos: ['diego', 'maya', 'diego'],
    marks: [['diego', 5], ['maya', 4]],
    likes: ['maya', SAM, 'diego'],
  },
  {
    activityId: 'photography-golden-hour-walk',
    creator: 'kenji',
    invited: [SAM],
    joined: [SAM],
    photos: ['kenji', 'kenji', SAM],
    marks: [['kenji', 5], [SAM, 5]],
    likes: ['maya', 'amara'],
  },
  {
    activityId: 'pottery-wheel-workshop',
    creator: 'amara',
    invited: ['lena'],
    joined: ['lena'],
    photos: ['amara', 'lena'],
    marks: [['lena', 5], ['amara', 3]],
    likes: ['lena', 'amara'],
  },
  // Pending: nothing marked, no photos yet.
  {
    activityId: 'bouldering-session',
    creator: SAM,
    invited: ['maya', 'kenji'],
    joined: ['maya'],
    photos: [],
    marks: [],
    likes: [],
  },
  {
    activityId: 'taco-tasting-walk',
    creator: 'diego',
    invited: [SAM, 'maya'],
    joined: [SAM],
    photos: [],
    marks: [],
    likes: [],
  },
  {
    activityId: 'open-air-concert-picnic',
    creator: 'amara',
    invited: [SAM, 'lena'],
    joined: ['lena'],
    photos: [],
    marks: [],
    likes: [],
  },
];

/** What photo `n` (from 1) of an outing is drawn from (demo-outing-photo.ts): each differs, and is the same at every seed. */
export const demoPhotoName = (outing: DemoOuting, n: number): string => `${outing.activityId}-${n}`;

export const membersOf = (outing: DemoOuting): string[] => [outing.creator, ...outing.joined];
