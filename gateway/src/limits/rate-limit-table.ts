// How often one user may make each call that creates something (rows, alerts to others,
// stored bytes, pushes): per user, whatever socket, tab or gateway replica the call comes
// through. Two fixed windows per bucket: `points` per `windowSeconds` bounds what a day of
// heavy use can add up to, `burst` bounds how fast it may come (a script draining the hour
// in a second still sends its friends an alert a second at most). Values are chosen so a
// real heavy user never meets them; past either window the call is answered 429 with
// `Retry-After` (rate-limit-guard.ts). The counters are kept by rate-limiter.ts.
import type { PublicCallName } from '@outings/contracts';

/** One fixed window: at most `points` calls in `windowSeconds`. */
export interface RateWindow {
  points: number;
  windowSeconds: number;
}

/** What a bucket allows: the sustained window and the burst window, both enforced. */
export interface RateRule extends RateWindow {
  burst: RateWindow;
}

export interface RateLimitRow extends RateRule {
  /** Calls counted here, by their public call table name; socket events and body-dependent calls say where they take their point. */
  calls: readonly PublicCallName[];
  /** Plural noun for the refusal: `Too many new chats…`. */
  what: string;
}

const HOUR = 3600;
const MINUTE = 60;

export const RATE_LIMITS = Object.freeze({
  // Each new chat tells every member: a new group now and then, never a stream of alerts to the same friends.
  chats: { calls: ['createChat'], what: 'new chats', points: 20, windowSeconds: HOUR, burst: { points: 5, windowSeconds: MINUTE } },
  // Socket `message-sent` (realtime/chat-socket-handlers.ts), over all of a user's sockets: a lively
  // conversation is a message every few seconds; a reconnect's backlog and resends fit the burst.
  messages: { calls: [], what: 'messages', points: 1000, windowSeconds: HOUR, burst: { points: 60, windowSeconds: 10 } },
  // Requests and removals each alert the other user: working through a day's matches stays far below.
  friendships: {
    calls: ['addFriend', 'removeFriend'],
    what: 'friend requests',
    points: 50,
    windowSeconds: HOUR,
    burst: { points: 10, windowSeconds: MINUTE },
  },
  // A like is a row per outing: scrolling a long feed and liking most of it stays below.
  likes: { calls: ['setLike'], what: 'likes', points: 300, windowSeconds: HOUR, burst: { points: 60, windowSeconds: MINUTE } },
  // Activities join the shared catalogue with a drawn photo: a handful an evening at most.
  activities: { calls: ['createActivity'], what: 'new activities', points: 20, windowSeconds: HOUR, burst: { points: 5, windowSeconds: MINUTE } },
  // Each outing invites its people (an alert and a push each). The burst stays above the pending
  // cap of 5, so a sixth outing in a row still hears of the cap (406), not of this limit.
  outings: { calls: ['createOuting'], what: 'new outings', points: 20, windowSeconds: HOUR, burst: { points: 10, windowSeconds: MINUTE } },
  // Joining and leaving alert the other members: changing one's mind a few times, not toggling.
  outingMembership: {
    calls: ['joinOuting', 'leaveOuting'],
    what: 'joins and leaves',
    points: 60,
    windowSeconds: HOUR,
    burst: { points: 10, windowSeconds: MINUTE },
  },
  // Answers to alerts make friendships and joins, and alert the sender: a backlog answered at once fits.
  alertAnswers: {
    calls: ['respondToAlert'],
    what: 'answers',
    points: 200,
    windowSeconds: HOUR,
    burst: { points: 30, windowSeconds: MINUTE },
  },
  // Picture bytes stored and re-encoded (CPU): 2 photos per member per outing, and a new profile
  // picture now and then. `editProfile` (`POST /user/:id/profile-data`) counts here only when it carries a
  // `photoString` (its route takes the point once the body is read); sign-up's picture is auth's.
  uploads: {
    calls: ['uploadOutingPhoto'],
    what: 'uploads',
    points: 60,
    windowSeconds: HOUR,
    burst: { points: 10, windowSeconds: MINUTE },
  },
  // A device subscribes once per sign-in (again when the key changes): a few devices, a few sign-ins.
  pushSubscriptions: {
    calls: ['subscribeToPush'],
    what: 'push subscriptions',
    points: 10,
    windowSeconds: HOUR,
    burst: { points: 3, windowSeconds: MINUTE },
  },
} satisfies Record<string, RateLimitRow>);

export type RateBucket = keyof typeof RATE_LIMITS;
export type RateLimitTable = Record<RateBucket, RateLimitRow>;

/** The table with some buckets' numbers replaced (tests use small ones rather than hundreds of calls). */
export function rateLimitTable(overrides: Partial<Record<RateBucket, RateRule>> = {}): RateLimitTable {
  const table = { ...RATE_LIMITS } as RateLimitTable;
  for (const [bucket, rule] of Object.entries(overrides) as [RateBucket, RateRule][]) table[bucket] = { ...table[bucket], ...rule };
  return table;
}
