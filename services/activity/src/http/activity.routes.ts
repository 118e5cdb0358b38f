// Activity calls the gateway forwards (spec §7): the caller's list, creating and deleting
// their own activities. The creator is always the signed-in user (identity header), never
// the body's `userID`. And one internal call: the summary an outing copies of its activity.
import { Router } from 'express';
import { ACTIVITY_REFUSALS, activityIdSchema, deleteActivityRequestSchema, type Refusal } from '@outings/contracts';
import { parseInput, refusalError, requireUserId } from '@outings/service-kit';
import type { ActivityService } from '../application/activity.service';
import { creationRules } from '../domain/creation-rules';
import type { DeletionRefusal } from '../domain/deletion';

const { createActivityRequest } = creationRules;

const DELETION_REFUSALS: Record<DeletionRefusal, Refusal> = {
  catalogue: ACTIVITY_REFUSALS.catalogue,
  'not-creator': ACTIVITY_REFUSALS.notCreator,
};

export function activityRoutes(activities: ActivityService): Router {
  const router = Router();

  router.get('/activity/get-all', async (req, res) => {
    const userId = requireUserId(req);
    res.set('Cache-Control', 'private, no-store');
    res.json({ activities: await activities.listFor(userId) });
  });

  router.post('/activity/create', async (req, res) => {
    const userId = requireUserId(req);
    const { activity } = parseInput(createActivityRequest, req.body);
    const outcome = await activities.create(userId, activity);
    if (outcome.kind === 'too-many') throw refusalError(ACTIVITY_REFUSALS.tooMany);
    res.status(201).json({ activity: outcome.activity });
  });

  router.post('/activity/delete', async (req, res) => {
    const userId = requireUserId(req);
    const { activity } = parseInput(deleteActivityRequestSchema, req.body);
    const outcome = await activities.remove(userId, activity._id);
    if (outcome.kind === 'not-found') throw refusalError(ACTIVITY_REFUSALS.notFound);
    if (outcome.kind === 'refused') throw refusalError(DELETION_REFUSALS[outcome.reason]);
    res.json({ activity: { _id: activity._id } });
  });

  // Internal (the gateway checks a new outing's activity): any existing activity, anyone's creation included.
  router.get('/activities/:id/summary', async (req, res) => {
    const userId = requireUserId(req);
    const id = activityIdSchema.safeParse(req.params.id);
    // A malformed id names no activity: 404, without asking the database. Another user's
    // creation answers the same 404: whether a private activity exists is not told.
    const summary = id.success ? await activities.summary(id.data, userId) : null;
    if (!summary) throw refusalError(ACTIVITY_REFUSALS.notFound);
    res.json(summary);
  });

  return router;
}
