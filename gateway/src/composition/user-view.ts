// The `{user, populatedFriends}` view the browser reads after login, on session check
// and after a profile edit or a friendship change (spec §7). Each service owns a part of
// a user; this is the one place that puts the parts together: the profile, the friends
// and requests (social-graph), the friends' public views (profile's batch read). The
// user's photos, outings, alerts and chats are answered empty here: the browser loads
// each from its own call (`/outing`, `/user/:id/notifications`, `/user/:id/chats`, …).
import {
  PUBLIC_VIEWS_BATCH_MAX,
  profileViewSchema,
  publicProfileViewsSchema,
  type FriendView,
  type ProfileView,
  type SessionView,
  type UserView,
} from '@outings/contracts';
import { HttpError } from '@outings/service-kit';
import type { CallerIdentity } from '../identity/client-identity';
import type { ServiceClients } from '../proxy/service-client';
import { unexpectedAnswer } from '../proxy/upstream-error';
import { readSocialPart } from './social-part';

type PendingParts = Pick<UserView, 'photos' | 'outings' | 'notifications' | 'chats'>;

/** The parts of the spec's user view that the browser reads from their own calls: always empty here. */
function pendingParts(): PendingParts {
  return { photos: [], outings: [], notifications: [], chats: [] };
}

/** `ids` in slices profile's batch read takes. */
function slices(ids: readonly string[]): string[][] {
  const result: string[][] = [];
  for (let start = 0; start < ids.length; start += PUBLIC_VIEWS_BATCH_MAX) result.push(ids.slice(start, start + PUBLIC_VIEWS_BATCH_MAX));
  return result;
}

export const profileNotReady = () =>
  new HttpError(503, {
    header: 'Profile Not Ready',
    message: 'Your profile is still being set up. Please try again in a moment.',
  });

export function createSessionViewComposer(services: Pick<ServiceClients, 'profile' | 'social-graph'>) {
  /**
   * One read as the user: the profile service itself waits a moment for a profile that the
   * sign-up's `account.registered` is still creating, and answers 404 only once that wait
   * ran out: the account exists, its profile is not ready yet.
   */
  async function profilePart(userId: string, identity: CallerIdentity): Promise<ProfileView> {
    const answer = await services.profile.call('GET', `/users/${encodeURIComponent(userId)}`, { ...identity, userId });
    if (answer.status === 404) throw profileNotReady();
    const parsed = answer.status === 200 ? profileViewSchema.safeParse(answer.body) : null;
    if (!parsed?.success) throw unexpectedAnswer();
    return parsed.data;
  }

  /**
   * The friends' public views, in the order of `friendIds`. A friend whose profile is not
   * created yet (their sign-up event still in flight) is left out until it is.
   */
  async function populate(friendIds: readonly string[], identity: CallerIdentity): Promise<FriendView[]> {
    const answers = await Promise.all(
      slices(friendIds).map((ids) => services.profile.call('GET', `/users?ids=${ids.map(encodeURIComponent).join(',')}`, identity)),
    );
    const views = answers.flatMap((answer) => {
      const parsed = answer.status === 200 ? publicProfileViewsSchema.safeParse(answer.body) : null;
      if (!parsed?.success) throw unexpectedAnswer();
      return parsed.data.users;
    });
    const byId = new Map(views.map((view) => [view._id, view]));
    return friendIds.flatMap((id) => byId.get(id) ?? []);
  }

  return async function composeSessionView(userId: string, identity: CallerIdentity): Promise<SessionView> {
    const caller = { ...identity, userId };
    const [profile, social] = await Promise.all([profilePart(userId, caller), readSocialPart(services['social-graph'], userId, caller)]);
    return {
      user: { ...pendingParts(), ...profile, friends: social.friends, friend_requests: social.friend_requests },
      populatedFriends: social.friends.length === 0 ? [] : await populate(social.friends, caller),
    };
  };
}

export type ComposeSessionView = ReturnType<typeof createSessionViewComposer>;
