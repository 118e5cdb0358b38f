// The outing calls under `/user` (spec §7 and the outings issue): the feed of outings
// completed in the caller's friends network, liking one, and the photos of a user's
// completed outings. The outing service decides what the caller may see; the gateway
// adds the people's public views to the feed.
import { Router } from 'express';
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
import type { RouteContext } from './route-context';
import { idOf, isSuccess, relay, sessionUserId, smallJsonBody } from './route-helpers';

export function feedRoutes({ services }: RouteContext): Router {
  const router = Router();

  /** A page of the feed, newest first; older ones with `?before=<outingId>`. */
  router.get('/user/:id/feed-outings', async (req, res) => {
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

  router.post('/user/:id/set-like', smallJsonBody, async (req, res) => {
    const userId = sessionUserId(req);
    const call = parseInput(setLikeRequestSchema, req.body);
    const liked = await services.outing.call('POST', `/users/${encodeURIComponent(userId)}/likes`, identityOf(req), call);
    if (!isSuccess(liked)) return relay(res, liked);
    const answer: OutingAnswer = bodyOf(liked, outingAnswerSchema);
    res.json(answer);
  });

  /** Any signed-in user may ask; the answer holds only the photos the caller may see. */
  router.get('/user/stripped-user/:id/photos', async (req, res) => {
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
