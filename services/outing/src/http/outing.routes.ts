// The outing service's internal calls (the table in libs/contracts/src/dto/outing.ts),
// acting for the user of the path, who must be the caller the gateway vouched for. 404
// for an unknown outing, 403 for one the caller may not use, 400 for bad input, 406 for
// the spec's refusals, 409 for a change a completed outing no longer takes.
import { Router } from 'express';
import {
  addCompletionRequestSchema,
  createOutingCommandSchema,
  outingPhotoKeySchema,
  setLikeRequestSchema,
  type CompletionAnswer,
  type FeedPageInternal,
  type OutingAnswer,
  type UserPhotos,
} from '@outings/contracts';
import { parseInput, requireSelf } from '@outings/service-kit';
import type { OutingService } from '../application/outing.service';

const one = (outing: OutingAnswer['outing']): OutingAnswer => ({ outing });
const queryText = (value: unknown): string | undefined => (typeof value === 'string' && value !== '' ? value : undefined);

export function outingRoutes(outings: OutingService): Router {
  const router = Router();

  router.post('/users/:userId/outings', async (req, res) => {
    const userId = requireSelf(req, req.params.userId);
    const command = parseInput(createOutingCommandSchema, req.body);
    res.status(201).json(one(await outings.create(userId, command)));
  });

  router.get('/users/:userId/outings', async (req, res) => {
    const userId = requireSelf(req, req.params.userId);
    res.json({ outings: await outings.listOf(userId) });
  });

  router.get('/users/:userId/outings/:outingId', async (req, res) => {
    const userId = requireSelf(req, req.params.userId);
    res.json(one(await outings.get(userId, req.params.outingId)));
  });

  router.post('/users/:userId/outings/:outingId/join', async (req, res) => {
    const userId = requireSelf(req, req.params.userId);
    res.json(one(await outings.join(userId, req.params.outingId)));
  });

  router.post('/users/:userId/outings/:outingId/deny', async (req, res) => {
    const userId = requireSelf(req, req.params.userId);
    res.json(one(await outings.deny(userId, req.params.outingId)));
  });

  router.post('/users/:userId/outings/:outingId/leave', async (req, res) => {
    const userId = requireSelf(req, req.params.userId);
    res.json(one(await outings.leave(userId, req.params.outingId)));
  });

  router.delete('/users/:userId/outings/:outingId', async (req, res) => {
    const userId = requireSelf(req, req.params.userId);
    await outings.remove(userId, req.params.outingId);
    res.status(204).end();
  });

  router.post('/users/:userId/outings/:outingId/photos', async (req, res) => {
    const userId = requireSelf(req, req.params.userId);
    const { key } = parseInput(outingPhotoKeySchema, req.body);
    res.json(one(await outings.addPhoto(userId, req.params.outingId, key)));
  });

  router.post('/users/:userId/outings/:outingId/photos/delete', async (req, res) => {
    const userId = requireSelf(req, req.params.userId);
    const { key } = parseInput(outingPhotoKeySchema, req.body);
    res.json(one(await outings.removePhoto(userId, req.params.outingId, key)));
  });

  /** 204 when the caller may see that photo (the gateway's `GET /outing/{outingId}/photo/{key}`). */
  router.get('/users/:userId/outings/:outingId/photos/access', async (req, res) => {
    const userId = requireSelf(req, req.params.userId);
    const { key } = parseInput(outingPhotoKeySchema, { key: req.query.key });
    await outings.checkPhotoAccess(userId, req.params.outingId, key);
    res.status(204).end();
  });

  router.post('/users/:userId/outings/:outingId/completion', async (req, res) => {
    const userId = requireSelf(req, req.params.userId);
    const { rating } = parseInput(addCompletionRequestSchema, req.body);
    const answer: CompletionAnswer = await outings.complete(userId, req.params.outingId, rating);
    res.json(answer);
  });

  router.get('/users/:userId/feed', async (req, res) => {
    const userId = requireSelf(req, req.params.userId);
    const page: FeedPageInternal = await outings.feed(userId, queryText(req.query.before));
    res.json(page);
  });

  router.post('/users/:userId/likes', async (req, res) => {
    const userId = requireSelf(req, req.params.userId);
    const { outingID, liked } = parseInput(setLikeRequestSchema, req.body);
    res.json(one(await outings.like(userId, outingID, liked)));
  });

  router.get('/users/:userId/photos-of/:ownerId', async (req, res) => {
    const userId = requireSelf(req, req.params.userId);
    const answer: UserPhotos = { photos: await outings.photosOf(userId, req.params.ownerId) };
    res.json(answer);
  });

  return router;
}
