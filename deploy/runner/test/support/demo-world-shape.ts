// What the Sample Login account sees of the demo world, read through the gateway's public
// calls as its screens read them: counts, so a suite can compare worlds seeded apart.
// Pictures count only when their bytes answer as a JPEG of the size drawn.
import sharp from 'sharp';
import {
  activityListAnswerSchema,
  chatListSchema,
  feedPageSchema,
  notificationListSchema,
  outingListSchema,
  sessionViewSchema,
  type OutingView,
} from '@outings/contracts';
import type { RunningGateway } from './whole-app';

export interface DemoWorldShape {
  friends: number;
  friendRequests: number;
  matches: number;
  creations: number;
  /** Catalogue activities the account completed an outing with, and those rated by anyone. */
  activitiesCompleted: number;
  activitiesRated: number;
  pendingOutings: number;
  completedOutings: number;
  completedWithPhotos: number;
  completedRatedByAll: number;
  /** The photos of the account's outings and feed, and how many of them answer as a 960×720 JPEG. */
  outingPhotos: number;
  outingPhotosShown: number;
  /** The account's and its friends' pictures that answer as a 512×512 JPEG. */
  avatarsShown: number;
  chats: number;
  chatsWithUnread: number;
  feedOutings: number;
  feedLiked: number;
  feedLikes: number;
  likedByMe: number;
  alerts: number;
  unreadAlerts: number;
}

/** The JPEG a `data:` URL holds, or null for anything else. */
async function jpegSize(dataUrl: string): Promise<string | null> {
  const [head, base64] = dataUrl.split(',');
  if (head !== 'data:image/jpeg;base64' || base64 === undefined) return null;
  const { format, width, height } = await sharp(Buffer.from(base64, 'base64')).metadata();
  return format === 'jpeg' ? `${width}x${height}` : null;
}

export async function demoWorldShape({ url, sample }: RunningGateway): Promise<DemoWorldShape> {
  const get = async (path: string): Promise<Response> => {
    const res = await fetch(`${url}${path}`, { headers: { cookie: sample.cookie } });
    if (res.status !== 200) throw new Error(`GET ${path} answered ${res.status}`);
    return res;
  };
  const read = async (path: string): Promise<unknown> => (await get(path)).json();
  const pictureSize = async (path: string) => jpegSize(await (await get(path)).text());
  const me = sample.userId;
  const session = sessionViewSchema.parse(await read('/auth/check'));
  const matches = (await read(`/user/${me}/matches`)) as { matches: unknown[] };
  const { activities } = activityListAnswerSchema.parse(await read('/activity/get-all'));
  const outings = Object.values(outingListSchema.parse(await read('/outing')).outings);
  const completed = outings.filter((outing) => outing.status === 'Completed');
  const { chats } = chatListSchema.parse(await read(`/user/${me}/chats`));
  const feed = Object.values(feedPageSchema.parse(await read(`/user/${me}/feed-outings`)).outings);
  const alerts = notificationListSchema.parse(await read(`/user/${me}/notifications`));

  const photos = new Map<string, OutingView>();
  for (const outing of [...outings, ...feed]) for (const { key } of outing.photos) photos.set(key, outing);
  let outingPhotosShown = 0;
  for (const [key, outing] of photos) {
    if ((await pictureSize(`/outing/${outing._id}/photo/${encodeURIComponent(key)}`)) === '960x720') outingPhotosShown += 1;
  }
  let avatarsShown = 0;
  for (const userId of [me, ...session.user.friends]) {
    if ((await pictureSize(`/user/${userId}/profile-picture`)) === '512x512') avatarsShown += 1;
  }

  return {
    friends: session.user.friends.length,
    friendRequests: session.user.friend_requests.length,
    matches: matches.matches.length,
    creations: activities.filter((activity) => activity.created).length,
    activitiesCompleted: activities.filter((activity) => activity.completed).length,
    activitiesRated: activities.filter((activity) => activity.rating.count > 0).length,
    pendingOutings: outings.length - completed.length,
    completedOutings: completed.length,
    completedWithPhotos: completed.filter((outing) => outing.photos.length > 0).length,
    completedRatedByAll: completed.filter((outing) => outing.completions.length === outing.users.length).length,
    outingPhotos: photos.size,
    outingPhotosShown,
    avatarsShown,
    chats: chats.length,
    chatsWithUnread: chats.filter((chat) => chat.unread > 0).length,
    feedOutings: feed.length,
    feedLiked: feed.filter((outing) => outing.likes.length > 0).length,
    feedLikes: feed.reduce((sum, outing) => sum + outing.likes.length, 0),
    likedByMe: feed.filter((outing) => outing.likes.includes(me)).length,
    alerts: alerts.notifications.length,
    unreadAlerts: alerts.needingAttention,
  };
}
