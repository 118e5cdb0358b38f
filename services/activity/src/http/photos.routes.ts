// An activity's photos as images (`photos` in the activity view): rendered by the service
// itself, immutable once made, so browsers keep them.
import { createHash } from 'node:crypto';
import { Router } from 'express';
import { z } from 'zod';
import { ACTIVITY_REFUSALS, activityIdSchema } from '@outings/contracts';
import { parseInput, refusalError, requireUserId } from '@outings/service-kit';
import type { ActivityService } from '../application/activity.service';
import { PHOTO_CONTENT_TYPE, type PhotoRenderer } from '../photos/photo-renderer';

/** An activity's photos never change: its id is never reused and it is never edited. */
const IMMUTABLE = 'private, max-age=31536000, immutable';

export const photoFileSchema = z.string().regex(/^\d{1,2}\.webp$/).transform((file) => Number.parseInt(file, 10));

const noPhoto = () => refusalError(ACTIVITY_REFUSALS.photoNotFound);

export function photosRoutes(activities: ActivityService, renderer: PhotoRenderer): Router {
  const router = Router();

  router.get('/activity/photos/:activityId/:file', async (req, res) => {
    requireUserId(req);
    const activityId = parseInput(activityIdSchema, req.params.activityId);
    const index = photoFileSchema.safeParse(req.params.file);
    if (!index.success) throw noPhoto();
    const activity = await activities.find(activityId);
    if (!activity || index.data >= activity.photoCount) throw noPhoto();
    res.set({
      'Cache-Control': IMMUTABLE,
      ETag: `"${createHash('sha256').update(`${activity.id}#${index.data}`).digest('base64url')}"`,
    });
    if (req.fresh) {
      res.status(304).end();
      return;
    }
    res.type(PHOTO_CONTENT_TYPE).send(await renderer.render(activity, index.data));
  });

  return router;
}
