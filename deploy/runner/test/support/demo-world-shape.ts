// What the Sample Login account sees of the demo world, read through the gateway's public
// calls as its screens read them: counts, so a suite can compare worlds seeded apart.
import { activityListAnswerSchema, chatListSchema, feedPageSchema, notificationListSchema, outingListSchema, sessionViewSchema } from '@outings/contracts';
import type { RunningGateway } from './whole-app';

export interface DemoWorldShape {
  friends: number;
  friendRequests: number;
  matches: number;
  creations: number;
  pendingOutings: number;
  completedOutings: number;
  completedWithPhotos: number;
  completedRatedByAll: number;
  chats: number;
  chatsWithUnread: number;
  feedOutings: number;
  feedLiked: number;
  alerts: number;
  unreadAlerts: number;
}

export async function demoWorldShape({ url, sample }: RunningGateway): Promise<DemoWorldShape> {
  const read = async (path: string): Promise<unknown> => {
    const res = await fetch(`${url}${path}`, { headers: { cookie: sample.cookie } });
    if (res.status !== 200) throw new Error(`GET ${path} answered ${res.status}`);
    return res.json();
  };
  const me = sample.userId;
  const session = sessionViewSchema.parse(await read('/auth/check'));
  const matches = (await read(`/user/${me}/matches`)) as { matches: unknown[] };
  const { activities } = activityListAnswerSchema.parse(await read('/activity/get-all'));
  const outings = Object.values(outingListSchema.parse(await read('/outing')).outings);
  const completed = outings.filter((outing) => outing.status === 'Completed');
  const { chats } = chatListSchema.parse(await read(`/user/${me}/chats`));
  const feed = Object.values(feedPageSchema.parse(await read(`/user/${me}/feed-outings`)).outings);
  const alerts = notificationListSchema.parse(await read(`/user/${me}/notifications`));
  return {
    friends: session.user.friends.length,
    friendRequests: session.user.friend_requests.length,
    matches: matches.matches.length,
    creations: activities.filter((activity) => activity.created).length,
    pendingOutings: outings.length - completed.length,
    completedOutings: completed.length,
    completedWithPhotos: completed.filter((outing) => outing.photos.length > 0).length,
    completedRatedByAll: completed.filter((outing) => outing.completions.length === outing.users.length).length,
    chats: chats.length,
    chatsWithUnread: chats.filter((chat) => chat.unread > 0).length,
    feedOutings: feed.length,
    feedLiked: feed.filter((outing) => outing.likes.length > 0).length,
    alerts: alerts.notifications.length,
    unreadAlerts: alerts.needingAttention,
  };
}
