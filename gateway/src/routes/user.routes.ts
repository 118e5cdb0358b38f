// `/user/*` calls (spec §7) the gateway composes or forwards: accounts and profiles
// (auth, media, profile) and friendships (social-graph).
import {
  accountSchemas,
  dailyMatchesSchema,
  friendIdRequestSchema,
  publicProfileViewSchema,
  publicProfileViewsSchema,
  relationshipSchema,
  statusRequestSchema,
  type CreateAccountCall,
  type FriendIdRequestBody,
  type MatchesView,
  type ProfileDataCall,
  type StatusRequestBody,
  type UserCard,
  type UsernameRequestBody,
} from '@outings/contracts';
import { isListedLocation } from '@outings/reference-data';
import { parseInput } from '@outings/service-kit';
import { identityOf } from '../identity/client-identity';
import { unexpectedAnswer } from '../proxy/upstream-error';
import { composedCalls, type ComposedCallSet } from './composed-calls';
import type { RouteContext } from './route-context';
import { discardPictureUnlessAccepted, stagePicture } from './picture-staging';
import { isSuccess, pictureJsonBody, relay, sessionUserId, smallJsonBody } from './route-helpers';

const { createAccountRequest, profileDataRequest } = accountSchemas(isListedLocation);

/** The client's own picture key means nothing to the services: the staged key replaces it. */
function withoutPictureKey<T extends { profile_picture: { key?: string } }>(value: T) {
  const { key: _clientKey, ...picture } = value.profile_picture;
  return { ...value, profile_picture: picture };
}

export function userRoutes({ services, composeSessionView, rateLimits }: RouteContext): ComposedCallSet {
  const router = composedCalls();

  router.post('createAccount', pictureJsonBody, async (req, res) => {
    // The whole form is checked before anything is stored anywhere.
    const { user, photoString, invite } = parseInput(createAccountRequest, req.body);
    const identity = identityOf(req);
    // Counted by auth before the upload: a throttled sign-up stores nothing.
    const attempt: UsernameRequestBody = { username: user.username };
    const admitted = await services.auth.call('POST', '/sign-up-attempts', identity, attempt);
    if (!isSuccess(admitted)) return relay(res, admitted);
    const picture = await stagePicture(services, identity, photoString);
    if (!picture.staged) return relay(res, picture.refusal);
    const { photos: _photos, friends: _friends, flake: _flake, ...account } = user;
    const call: CreateAccountCall = { user: withoutPictureKey(account), pictureKey: picture.key, ...(invite === undefined ? {} : { invite }) };
    const created = await discardPictureUnlessAccepted(services, identity, picture.key, () =>
      services.auth.call('POST', '/accounts', identity, call),
    );
    if (!isSuccess(created)) return relay(res, created);
    res.status(201).json({ ok: true });
  });

  router.post('editProfile', pictureJsonBody, async (req, res) => {
    const userId = sessionUserId(req);
    const { profileData, photoString } = parseInput(profileDataRequest, req.body);
    const identity = identityOf(req);
    let pictureKey: string | undefined;
    if (photoString !== undefined) {
      // An upload like an outing's photo: it counts against the same per-user limit.
      await rateLimits.assertWithinRate('uploads', userId, res);
      const picture = await stagePicture(services, identity, photoString);
      if (!picture.staged) return relay(res, picture.refusal);
      pictureKey = picture.key;
    }
    const call: ProfileDataCall = { profileData: withoutPictureKey(profileData), ...(pictureKey ? { pictureKey } : {}) };
    const updated = await services.profile.call('POST', `/users/${encodeURIComponent(userId)}/profile-data`, identity, call);
    if (!isSuccess(updated)) return relay(res, updated);
    res.json(await composeSessionView(userId, identity));
  });

  /** The status alone (Searching on the outing page, and back): answers the session view. */
  router.post('setStatus', smallJsonBody, async (req, res) => {
    const userId = sessionUserId(req);
    const call: StatusRequestBody = parseInput(statusRequestSchema, req.body);
    const identity = identityOf(req);
    const updated = await services.profile.call('POST', `/users/${encodeURIComponent(userId)}/status`, identity, call);
    if (!isSuccess(updated)) return relay(res, updated);
    res.json(await composeSessionView(userId, identity));
  });

  /**
   * Sends a friend request, or makes the friendship at once when the other had asked
   * first. Answers the composed view (the spec reads `user`; `populatedFriends` is there
   * too, for a friendship made at once).
   */
  router.post('addFriend', smallJsonBody, async (req, res) => {
    const userId = sessionUserId(req);
    const call: FriendIdRequestBody = parseInput(friendIdRequestSchema, req.body);
    const identity = identityOf(req);
    const sent = await services['social-graph'].call('POST', `/users/${encodeURIComponent(userId)}/friend-requests`, identity, call);
    if (!isSuccess(sent)) return relay(res, sent);
    res.json(await composeSessionView(userId, identity));
  });

  router.post('removeFriend', smallJsonBody, async (req, res) => {
    const userId = sessionUserId(req);
    const { friendID } = parseInput(friendIdRequestSchema, req.body);
    const identity = identityOf(req);
    const path = `/users/${encodeURIComponent(userId)}/friends/${encodeURIComponent(friendID)}`;
    const ended = await services['social-graph'].call('DELETE', path, identity);
    if (!isSuccess(ended)) return relay(res, ended);
    res.json(await composeSessionView(userId, identity));
  });

  /** Another user's public view, with where the caller stands with them. */
  router.get('userCard', async (req, res) => {
    const callerId = sessionUserId(req);
    const otherId = encodeURIComponent(String(req.params.id));
    const identity = identityOf(req);
    const [profile, relationship] = await Promise.all([
      services.profile.call('GET', `/user/stripped-user/${otherId}`, identity),
      services['social-graph'].call('GET', `/users/${encodeURIComponent(callerId)}/relationships/${otherId}`, identity),
    ]);
    if (!isSuccess(profile)) return relay(res, profile);
    if (!isSuccess(relationship)) return relay(res, relationship);
    const view = publicProfileViewSchema.safeParse(profile.body);
    const flags = relationshipSchema.safeParse(relationship.body);
    if (!view.success || !flags.success) throw unexpectedAnswer();
    const card: UserCard = { ...view.data, ...flags.data };
    res.json(card);
  });

  /**
   * Today's daily matches as cards, in their order: the ids from social-graph (friends
   * made since the draw left out), the public views from profile's batch read (a handful,
   * so one call). A match is no friend; `requested` if the user asked them.
   */
  router.get('dailyMatches', async (req, res) => {
    const userId = sessionUserId(req);
    const identity = identityOf(req);
    const found = await services['social-graph'].call('GET', `/users/${encodeURIComponent(userId)}/matches`, identity);
    if (!isSuccess(found)) return relay(res, found);
    const daily = dailyMatchesSchema.safeParse(found.body);
    if (!daily.success) throw unexpectedAnswer();
    const answer: MatchesView = { matches: [] };
    if (daily.data.matches.length > 0) {
      const read = await services.profile.call('GET', `/users?ids=${daily.data.matches.map(encodeURIComponent).join(',')}`, identity);
      if (!isSuccess(read)) return relay(res, read);
      const views = publicProfileViewsSchema.safeParse(read.body);
      if (!views.success) throw unexpectedAnswer();
      const byId = new Map(views.data.users.map((view) => [view._id, view]));
      const requested = new Set(daily.data.requested);
      // A match whose profile is still being created shows once it is.
      answer.matches = daily.data.matches.flatMap((id) => {
        const view = byId.get(id);
        return view ? [{ ...view, friend: false, requested: requested.has(id) }] : [];
      });
    }
    res.json(answer);
  });

  return router;
}
