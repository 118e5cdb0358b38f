// What the demo world's outings are (`DEMO_SEED=true`). Auth seeds its people with random
// ids but a `demo/<slug>` picture key; these name them by that slug. The Sample Login
// account, Sam, has three pending outings (one of his with Maya in it and Kenji invited,
// one of Diego's he joined, one of Amara's he is invited to), three completed ones with
// his friends (photos and ratings), and his feed holds two more of his friends' without
// him, liked by several of them (Sam's like on one). Every invitee is a friend of the
// creator (social-graph's demo links); see demo-script.spec.ts for the domain rules they pass.
import { SAMPLE_LOGIN_SLUG, type CreateOutingCommand, type OutingActivity } from '@outings/contracts';

const HOUR_MS = 3_600_000;
const DAY_MS = 24 * HOUR_MS;
/** The outing takes place this long after it was created: its photos and marks are from that day. */
const OUTING_DAY_MS = 2 * DAY_MS;

export interface DemoOuting {
  /**
   * A catalogue activity (services/activity/src/catalogue/catalogue-entries.ts): its id is
   * its name's slug (`catalogueId` of seed-catalogue.ts), so the ratings land on it. It
   * names the outing's photos too: `demo-outing-photos/<_id>-<n>.jpg`.
   */
  activity: OutingActivity;
  creator: string;
  /**
   * Everyone the creator invited, friends of theirs. The first stands for the creator's
   * daily match of that day (creating needs one): social-graph draws matches at random
   * each day, so the demo cannot replay the real ones of weeks ago.
   */
  invited: readonly string[];
  /** The invitees who joined, in order; the others stay invited. */
  joined: readonly string[];
  createdDaysAgo: number;
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
    activity: { _id: 'cherry-blossom-picnic', name: 'Cherry Blossom Picnic', category: 'Nature' },
    creator: SAM,
    invited: ['maya', 'diego', 'amara'],
    joined: ['maya', 'diego', 'amara'],
    createdDaysAgo: 26,
    photos: [SAM, 'maya', SAM, 'amara'],
    marks: [['maya', 5], [SAM, 5], ['diego', 4], ['amara', 4]],
    likes: ['maya', 'kenji', 'diego', 'amara'],
  },
  {
    activity: { _id: 'board-game-cafe-night', name: 'Board Game Café Night', category: 'Games' },
    creator: 'maya',
    invited: [SAM, 'diego'],
    joined: [SAM, 'diego'],
    createdDaysAgo: 16,
    photos: ['maya', 'diego'],
    marks: [['diego', 5], [SAM, 4], ['maya', 3]],
    likes: ['diego', 'amara', 'kenji'],
  },
  {
    activity: { _id: 'street-food-night-market-crawl', name: 'Street Food Night Market Crawl', category: 'Food & Drink' },
    creator: 'diego',
    invited: ['maya'],
    joined: ['maya'],
    createdDaysAgo: 12,
    photos: ['diego', 'maya', 'diego'],
    marks: [['diego', 5], ['maya', 4]],
    likes: ['maya', SAM, 'diego'],
  },
  {
    activity: { _id: 'photography-golden-hour-walk', name: 'Photography Golden Hour Walk', category: 'Arts & Culture' },
    creator: 'kenji',
    invited: [SAM],
    joined: [SAM],
    createdDaysAgo: 9,
    photos: ['kenji', 'kenji', SAM],
    marks: [['kenji', 5], [SAM, 5]],
    likes: ['maya', 'amara'],
  },
  {
    activity: { _id: 'pottery-wheel-workshop', name: 'Pottery Wheel Workshop', category: 'Arts & Culture' },
    creator: 'amara',
    invited: ['lena'],
    joined: ['lena'],
    createdDaysAgo: 5,
    photos: ['amara', 'lena'],
    marks: [['lena', 5], ['amara', 3]],
    likes: ['lena', 'amara'],
  },
  // Pending: nothing marked, no photos yet.
  {
    activity: { _id: 'bouldering-session', name: 'Bouldering Session', category: 'Sports' },
    creator: SAM,
    invited: ['maya', 'kenji'],
    joined: ['maya'],
    createdDaysAgo: 1.5,
    photos: [],
    marks: [],
    likes: [],
  },
  {
    activity: { _id: 'taco-tasting-walk', name: 'Taco Tasting Walk', category: 'Food & Drink' },
    creator: 'diego',
    invited: [SAM, 'maya'],
    joined: [SAM],
    createdDaysAgo: 1,
    photos: [],
    marks: [],
    likes: [],
  },
  {
    activity: { _id: 'open-air-concert-picnic', name: 'Open-Air Concert Picnic', category: 'Music' },
    creator: 'amara',
    invited: [SAM, 'lena'],
    joined: ['lena'],
    createdDaysAgo: 0.5,
    photos: [],
    marks: [],
    likes: [],
  },
];

/** The media key of photo `n` (from 1) of a demo outing: media draws it when it first sees it added. */
export const demoOutingPhotoKey = (outing: DemoOuting, n: number): string => `demo-outing-photos/${outing.activity._id}-${n}.jpg`;

/**
 * The command the gateway would have sent the creator's `POST /users/{id}/outings` that
 * day (slugs for ids): the first invitee the creator's daily match. Every invitee is a
 * friend of the creator with the initial status, so free for an outing.
 */
export const demoCommandOf = (outing: DemoOuting, idOf: (slug: string) => string = (slug) => slug): CreateOutingCommand => ({
  invitedIds: outing.invited.map(idOf),
  activity: outing.activity,
  dailyMatchIds: outing.invited.slice(0, 1).map(idOf),
});

export const membersOf = (outing: DemoOuting): string[] => [outing.creator, ...outing.joined];

/** The friendships the outings need, creator and invitee, each pair once (sorted). */
export function demoFriendshipsNeeded(outings: readonly DemoOuting[] = DEMO_OUTINGS): Array<readonly [string, string]> {
  const pairs = new Map<string, readonly [string, string]>();
  for (const outing of outings) {
    for (const invitee of outing.invited) {
      const pair = [outing.creator, invitee].sort() as [string, string];
      pairs.set(pair.join(' '), pair);
    }
  }
  return [...pairs.values()];
}

/** Every slug the outings need: their people and their likers. */
export const demoOutingSlugs = (outings: readonly DemoOuting[] = DEMO_OUTINGS): string[] =>
  [...new Set(outings.flatMap((outing) => [outing.creator, ...outing.invited, ...outing.likes]))];

/** When each step of an outing happened, counted back from the seed's `now`. */
export function demoTimeline(outing: DemoOuting, now: Date) {
  const created = now.getTime() - outing.createdDaysAgo * DAY_MS;
  const outingDay = created + OUTING_DAY_MS;
  return {
    created: new Date(created),
    joined: (index: number) => new Date(created + (index + 1) * HOUR_MS),
    photo: (index: number) => new Date(outingDay + (index + 1) * 10 * 60_000),
    marked: (index: number) => new Date(outingDay + (index + 4) * HOUR_MS),
    liked: (index: number) => new Date(outingDay + DAY_MS + index * HOUR_MS),
  };
}
