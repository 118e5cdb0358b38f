// The actions of the mix (mix.mjs), each what the front end calls for it. A user acts on
// what their earlier answers showed them, as on the page: a like goes to an outing of the
// feed page they read, a join to an invite of their outings list, a friend request to one
// of the day's matches. A page not read yet is read first, as opening it would (each read
// under its own name), then the user acts; when the page offers nothing to act on, the
// read is all they do.
import { randomUUID } from 'node:crypto';

const MESSAGE_TEXT = 'Are we still on for tonight?';
const PENDING_CAP = 5;
const ACCEPT_SHARE = 0.7;

const pick = (items, random) => items[Math.floor(random() * items.length)];
const isPending = (outing) => outing.status === 'Pending';

/** `vu`: `{ user, state, http, random, sendMessage }`; `user`: `{ id, cookie }`. */
export function actionsOf(vu) {
  const { user, state, random } = vu;
  const base = `/user/${user.id}`;
  const get = (name, path, options) => vu.http.call(name, 'GET', path, user.cookie, options);
  const post = (name, path, body) => vu.http.call(name, 'POST', path, user.cookie, { body });
  /** Reads the page behind `key` when the user has not yet; true when it did just now. */
  const readFirst = async (key) => {
    if (state[key]) return false;
    await actions[key === 'requests' ? 'alerts' : key]();
    return true;
  };
  /** Nothing to act on: a page just read is all the user does, else they read it again. */
  const readAgain = (justRead, read) => (justRead ? undefined : read());
  const keepOuting = (answer) => {
    if (answer?.outing) state.outings = { ...state.outings, [answer.outing._id]: answer.outing };
  };

  const actions = {
    async feed() {
      const { answer } = await get('feed', `${base}/feed-outings`);
      if (answer) state.feed = answer.order.map((id) => ({ id, liked: answer.outings[id]?.likes.includes(user.id) ?? false }));
    },
    async chatList() {
      const { answer } = await get('chatList', `${base}/chats`);
      if (answer) state.chats = answer.chats.map((chat) => ({ id: chat._id, kind: chat.kind }));
    },
    async openChat() {
      const chat = pick(state.chats, random);
      if (!chat) return actions.chatList();
      const { answer } = await get('openChat', `${base}/chat/${chat.id}`);
      const last = answer?.chat.messages.at(-1);
      if (answer?.chat.unread > 0 && last) await post('markRead', `${base}/chat/${chat.id}/update-last-read`, { messageID: last.id });
    },
    async sendMessage() {
      // Only in the rooms joined at the start, whose members the delivery count knows.
      const chat = pick(state.rooms.filter((each) => each.kind !== 'outing'), random);
      if (!chat) return actions.chatList();
      await vu.sendMessage(chat.id, randomUUID(), MESSAGE_TEXT);
    },
    async alerts() {
      const { answer } = await get('alerts', `${base}/notifications`);
      if (answer) state.requests = answer.notifications.filter((alert) => alert.type === 'friend-request' && alert.status === 'pending').map((alert) => alert._id);
    },
    async respondAlert() {
      const justRead = await readFirst('requests');
      const alertId = state.requests?.shift();
      if (!alertId) return readAgain(justRead, actions.alerts);
      await post('respondAlert', `${base}/notification/${alertId}/respond`, { status: random() < ACCEPT_SHARE ? 'accepted' : 'denied' });
    },
    async like() {
      const justRead = await readFirst('feed');
      const outing = pick(state.feed ?? [], random);
      if (!outing) return readAgain(justRead, actions.feed);
      const { answer } = await post('like', `${base}/set-like`, { outingID: outing.id, liked: !outing.liked });
      if (answer) outing.liked = !outing.liked;
    },
    async activities() {
      const { answer } = await get('activities', '/activity/get-all');
      if (answer) state.activities = answer.activities.map((activity) => activity._id);
    },
    async matches() {
      const { answer } = await get('matches', `${base}/matches`);
      if (answer) state.matches = answer.matches;
    },
    async check() {
      const { answer } = await get('check', '/auth/check');
      if (answer) state.friends = answer.user.friends;
    },
    async outings() {
      const { answer } = await get('outings', '/outing');
      if (answer) state.outings = answer.outings;
    },
    async addFriend() {
      const justRead = await readFirst('matches');
      const card = state.matches?.find((each) => !each.friend && !each.requested);
      if (!card) return readAgain(justRead, actions.matches);
      card.requested = true;
      await post('addFriend', `${base}/add-friend`, { friendID: card._id });
    },
    async createOuting() {
      await readFirst('activities');
      await readFirst('matches');
      const justRead = await readFirst('outings');
      if (!state.activities || !state.matches || !state.outings) return undefined;
      const mine = Object.values(state.outings).filter((outing) => isPending(outing) && outing.users.includes(user.id));
      const match = pick(state.matches.filter((each) => !each.friend), random);
      if (mine.length >= PENDING_CAP - 1 || !match) return readAgain(justRead, actions.outings);
      const friend = pick(state.friends, random);
      const users = friend && friend !== match._id ? [match._id, friend] : [match._id];
      const { answer } = await vu.http.call('createOuting', 'POST', `/outing/${user.id}/create-outing`, user.cookie, {
        body: { users, activity: { _id: pick(state.activities, random) } },
      });
      keepOuting(answer);
    },
    async joinOuting() {
      const justRead = await readFirst('outings');
      const invite = pick(Object.values(state.outings ?? {}).filter((outing) => isPending(outing) && outing.invited.includes(user.id)), random);
      if (!invite) return readAgain(justRead, actions.outings);
      const { answer } = await get('joinOuting', `/outing/${user.id}/${invite._id}/join`, { changesState: true });
      keepOuting(answer);
    },
    async leaveOuting() {
      const justRead = await readFirst('outings');
      const outing = pick(Object.values(state.outings ?? {}).filter((each) => isPending(each) && each.users.includes(user.id) && each.users.length >= 2), random);
      if (!outing) return readAgain(justRead, actions.outings);
      const { answer } = await get('leaveOuting', `/outing/${user.id}/${outing._id}/leave`, { changesState: true });
      keepOuting(answer);
      // Who flaked an outing no longer sees its chat: the page drops it from the list.
      if (answer) state.chats = state.chats.filter((chat) => chat.id !== outing.chat);
    },
  };
  return actions;
}
