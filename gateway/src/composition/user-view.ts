// The `{user, populatedFriends}` view the browser reads after login, on session check
// and after a profile edit (spec §7). Each service owns a part of a user; this is the
// one place that puts the parts together. Parts whose feature has not landed yet are
// empty; a feature that lands adds its call here.
import { setTimeout as sleep } from 'node:timers/promises';
import { profileViewSchema, type ProfileView, type SessionView, type UserView } from '@outings/contracts';
import { HttpError } from '@outings/service-kit';
import type { CallerIdentity } from '../identity/client-identity';
import type { ServiceClients } from '../proxy/service-client';
import { unexpectedAnswer } from '../proxy/upstream-error';

type PendingParts = Pick<UserView, 'photos' | 'friends' | 'friend_requests' | 'outings' | 'notifications' | 'chats'>;

/** Owned by services still to come (social graph, outing, chat, notification). */
function pendingParts(): PendingParts {
  return { photos: [], friends: [], friend_requests: [], outings: [], notifications: [], chats: [] };
}

export interface CompositionOptions {
  /** A profile is created by an event right after sign-up; these bound the wait for it. */
  profileAttempts?: number;
  profileRetryDelayMs?: number;
}

export const profileNotReady = () =>
  new HttpError(503, {
    header: 'Profile Not Ready',
    message: 'Your profile is still being set up. Please try again in a moment.',
  });

export function createSessionViewComposer(services: Pick<ServiceClients, 'profile'>, options: CompositionOptions = {}) {
  const attempts = options.profileAttempts ?? 8;
  const delayMs = options.profileRetryDelayMs ?? 250;

  async function profilePart(userId: string, identity: CallerIdentity): Promise<ProfileView> {
    for (let attempt = 1; attempt <= attempts; attempt += 1) {
      const answer = await services.profile.call('GET', `/users/${encodeURIComponent(userId)}`, { ...identity, userId });
      if (answer.status === 200) {
        const parsed = profileViewSchema.safeParse(answer.body);
        if (!parsed.success) throw unexpectedAnswer();
        return parsed.data;
      }
      // 404: the account exists but its `account.registered` event is still on its way.
      if (answer.status !== 404) throw unexpectedAnswer();
      if (attempt < attempts) await sleep(delayMs);
    }
    throw profileNotReady();
  }

  return async function composeSessionView(userId: string, identity: CallerIdentity): Promise<SessionView> {
    const profile = await profilePart(userId, identity);
    return { user: { ...pendingParts(), ...profile }, populatedFriends: [] };
  };
}

export type ComposeSessionView = ReturnType<typeof createSessionViewComposer>;
