// Shapes the gateway answers, for component tests.
import type { ChatList, ChatView, MessageView, NotificationList, NotificationView, PublicProfileView } from '@outings/contracts';
import type { City, Friend, SessionView, User } from '../src/api/views';

export const cities: City[] = [
  { name: 'Paris', country: 'FR', timezone: 'Europe/Paris' },
  { name: 'Parma', country: 'IT', timezone: 'Europe/Rome' },
  { name: 'London', country: 'GB', timezone: 'Europe/London' },
];

export const globals = {
  categoryColorMap: { Adventure: 'rgb(191,72,0)' },
  instructionTypes: ['travel'],
  statusMap: { Ready: 'Ready to go on outings', Busy: 'Not available for outings right now', Searching: 'Looking for an outing right now' },
};

export function makeUser(overrides: Partial<User> = {}): User {
  return {
    _id: 'user-1',
    username: 'sam@example.com',
    first_name: 'Sam',
    last_name: 'Sample',
    tagline: 'Always up for a hike',
    location: 'Paris, FR',
    status: { status: 'Ready', updated: '2024-01-01T00:00:00.000Z' },
    profile_picture: { key: 'pic-1', zoom: 1, crop: { x: 0, y: 0 } },
    photos: [],
    friends: [],
    friend_requests: [],
    outings: [],
    notifications: [],
    chats: [],
    flake: 0,
    completed_outings: 0,
    ...overrides,
  };
}

/** A populated friend: the public view, no username (the e-mail). */
export function makeFriend(overrides: Partial<Friend> = {}): Friend {
  return {
    _id: 'friend-1',
    first_name: 'Alex',
    last_name: 'Friend',
    tagline: 'Up for anything',
    location: 'London, GB',
    status: { status: 'Ready', updated: '2024-01-01T00:00:00.000Z' },
    profile_picture: { key: 'pic-2', zoom: 1, crop: { x: 0, y: 0 } },
    flake: 0,
    completed_outings: 0,
    ...overrides,
  };
}

export const sessionView = (user: User = makeUser()): SessionView => ({ user, populatedFriends: [] });

/**
 * `GET /user/{id}/chats` as the gateway answers one page: by default the last (no `next`)
 * with the unread total of the chats given (the server counts every chat of the user).
 */
export const chatListPage = (
  chats: readonly ChatView[],
  chatMembersMap: Record<string, readonly PublicProfileView[]> = {},
  page: Partial<Pick<ChatList, 'next' | 'unreadTotal'>> = {},
): ChatList => ({
  chats: [...chats],
  chatMembersMap: Object.fromEntries(Object.entries(chatMembersMap).map(([id, members]) => [id, [...members]])),
  next: page.next ?? null,
  unreadTotal: page.unreadTotal ?? chats.reduce((total, chat) => total + chat.unread, 0),
});

/** `GET /user/{id}/notifications` as the gateway answers one page: by default the last, `needingAttention` as given. */
export const alertListPage = (notifications: readonly NotificationView[], needingAttention: number, next: string | null = null): NotificationList => ({
  notifications: [...notifications],
  next,
  needingAttention,
});

/** A stored message of `user`, sent at a minute its id's last digit names. */
export const chatMessage = (id: string, user: string, sent = `2026-11-23T10:0${id.slice(-1)}:00.000Z`): MessageView => ({ id, message: `text ${id}`, user, sent, readBy: [] });

/** A group chat of 'me' and 'zoe' with two unread, as the chat list holds it. */
export const chatOfTwo = (overrides: Partial<ChatView> = {}): ChatView => ({
  _id: 'c-1',
  kind: 'group',
  name: '',
  users: ['me', 'zoe'],
  messages: [],
  last_read: {},
  touched: '2026-11-23T10:00:00.000Z',
  unread: 2,
  hasOlder: false,
  ...overrides,
});
