// The outing calls under `/user` (spec §7): the feed of outings
// completed in the caller's friends network, liking one, and the photos of a user's
// completed outings. The outing service decides what the caller may see; the gateway
// adds the people's public views to the feed.
import {
  feedPageInternalSchema,
  outingAnswerSchema,
  setLikeRequestSchema,
  userPhotosSchema,
  type FeedPage,
  type OutingAnswer,
  type UserPhotos,
} from '@outings/contracts';
import { parseInput } from '@outings/service-kit';
import { identityOf } from '../identity/client-identity';
import { bodyOf } from '../proxy/upstream-error';
import { outingsById, readOutingPeople } from '../composition/outing-people';
import { composedCalls, type ComposedCallSet } from './composed-calls';
import type { RouteContext } from './route-context';
import { idOf, isSuccess, relay, sessionUserId, smallJsonBody } from './route-helpers';

export function feedRoutes({ services }: RouteContext): ComposedCallSet {
  const router = composedCalls();

  /** A page of the feed, newest first; older ones with `?before=<outingId>`. */
  router.get('feed', async (req, res) => {
    const userId = sessionUserId(req);
    const before = req.query.before === undefined ? undefined : idOf(req.query.before, 'before');
    const identity = identityOf(req);
    const query = before === undefined ? '' : `?before=${encodeURIComponent(before)}`;
    const found = await services.outing.call('GET', `/users/${encodeURIComponent(userId)}/feed${query}`, identity);
    if (!isSuccess(found)) return relay(res, found);
    const { outings, hasOlder } = bodyOf(found, feedPageInternalSchema);
    const people = await readOutingPeople(services.profile, outings, identity);
    if (!people.ok) return relay(res, people.refusal);
    const answer: FeedPage = { outings: outingsById(outings), order: outings.map((outing) => outing._id), hasOlder, populatedUsers: people.users };
    res.json(answer);
  });

  router.post('setLike', smallJsonBody, async (req, res) => {
    const userId = sessionUserId(req);
    const call = parseInput(setLikeRequestSchema, req.body);
    const liked = await services.outing.call('POST', `/users/${encodeURIComponent(userId)}/likes`, identityOf(req), call);
    if (!isSuccess(liked)) return relay(res, liked);
    const answer: OutingAnswer = bodyOf(liked, outingAnswerSchema);
    res.json(answer);
  });

  /** Any signed-in user may ask; the answer holds only the photos the caller may see. */
  router.get('userPhotos', async (req, res) => {
    const callerId = sessionUserId(req);
    const ownerId = idOf(req.params.id, 'The user');
    const path = `/users/${encodeURIComponent(callerId)}/photos-of/${encodeURIComponent(ownerId)}`;
    const found = await services.outing.call('GET', path, identityOf(req));
    if (!isSuccess(found)) return relay(res, found);
    const answer: UserPhotos = bodyOf(found, userPhotosSchema);
    res.json(answer);
  });

  return router;
}
