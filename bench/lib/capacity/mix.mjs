// What a virtual user does between think times: the front end's own calls (frontends/kit/src/api,
// frontends/kit/src/chats, frontends/kit/src/outings, the socket's `message-sent`), weighted
// as a person uses the app: reading dominates, a few percent are writes that reach others
// (an outing, a join or a leave, a friend request or its answer).

/** Percent of actions; they add up to 100. */
export const MIX = Object.freeze({
  feed: 25, // GET /user/:id/feed-outings
  chatList: 20, // GET /user/:id/chats
  openChat: 10, // GET /user/:id/chat/:chatId, then POST …/update-last-read when it has unread messages
  sendMessage: 15, // socket `message-sent` with its acknowledgement, in a direct or group chat
  alerts: 10, // GET /user/:id/notifications
  like: 5, // POST /user/:id/set-like on an outing of the last feed page read
  activities: 3, // GET /activity/get-all
  matches: 3, // GET /user/:id/matches
  check: 3, // GET /auth/check (the session view)
  outings: 2, // GET /outing (the profile's outings)
  createOuting: 1, // POST /outing/:id/create-outing: a daily match and a friend invited
  addFriend: 1, // POST /user/:id/add-friend to a daily match
  joinOuting: 0.75, // GET /outing/:id/:outingId/join on an invite
  respondAlert: 0.75, // POST /user/:id/notification/:alertId/respond to a friend request
  leaveOuting: 0.5, // GET /outing/:id/:outingId/leave on a pending outing with others in it
});

/**
 * Statuses besides 2xx that a call may meet without anything being wrong: the product's
 * own refusal of a race between users (the spec's 406s: the pending cap reached through
 * an invite accepted meanwhile, the request the other side sent first, the last other
 * member gone). They are counted apart, as refused, never as errors. Anything else that
 * is not 2xx is an error, and so is a timeout or a refused connection.
 */
export const EXPECTED_REFUSALS = Object.freeze({
  createOuting: [406],
  joinOuting: [406],
  leaveOuting: [406],
  addFriend: [406],
});

/** The names every figure is reported under: the actions, and the calls an action may make first or after. */
export const CALL_NAMES = Object.freeze([...Object.keys(MIX), 'markRead', 'joinRoom']);

/** Picks an action by weight from `random` in [0, 1). */
export function pickAction(random) {
  let left = random * 100;
  for (const [name, weight] of Object.entries(MIX)) {
    left -= weight;
    if (left < 0) return name;
  }
  return 'feed';
}
