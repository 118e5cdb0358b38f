// Profile calls the gateway forwards or composes (docs/architecture.md "Public calls"):
// the views of users for any signed-in caller, and the owner's profile edit.
import { Router } from 'express';
import { z } from 'zod';
import { PUBLIC_VIEWS_BATCH_MAX, userIdSchema, type PublicProfileViews } from '@outings/contracts';
import { notFound, parseInput, requireSelf, requireUserId } from '@outings/service-kit';
import type { ProfileService } from '../application/profile.service';
import { profileDataBodySchema, statusBodySchema } from './profile-data.schema';
import { toProfileView, toPublicProfileView } from '../domain/profile-view';

/** `ids=a,b,c`: distinct ids, at most a batch of them. */
export const idsQuerySchema = z.object({
  ids: z
    .string({ error: 'Please give the ids of users, separated by commas' })
    .transform((ids) => [...new Set(ids.split(',').filter((id) => id.length > 0))])
    .pipe(z.array(userIdSchema).max(PUBLIC_VIEWS_BATCH_MAX, `At most ${PUBLIC_VIEWS_BATCH_MAX} users at once`)),
});

const userNotFound = () => notFound('This user does not exist.', 'User Not Found');

export function usersRoutes(profiles: ProfileService): Router {
  const router = Router();

  /** Public views of several users (the gateway's populated friends); unknown ids are left out. */
  router.get('/users', async (req, res) => {
    requireUserId(req);
    const { ids } = parseInput(idsQuerySchema, req.query);
    const views: PublicProfileViews = { users: (await profiles.getMany(ids)).map(toPublicProfileView) };
    res.json(views);
  });

  /** The user's own read waits a moment for a profile their sign-up's event is still creating. */
  router.get('/users/:id', async (req, res) => {
    const callerId = requireUserId(req);
    const userId = parseInput(userIdSchema, req.params.id);
    const row = await (userId === callerId ? profiles.getOwn(userId) : profiles.get(userId));
    if (!row) throw userNotFound();
    res.json(toProfileView(row));
  });

  router.get('/user/stripped-user/:id', async (req, res) => {
    requireUserId(req);
    const row = await profiles.get(parseInput(userIdSchema, req.params.id));
    if (!row) throw userNotFound();
    res.json(toPublicProfileView(row));
  });

  router.post('/users/:id/profile-data', async (req, res) => {
    const userId = requireSelf(req, req.params.id);
    const saved = await profiles.updateProfileData(userId, parseInput(profileDataBodySchema, req.body));
    if (!saved) throw userNotFound();
    res.json({ user: toProfileView(saved) });
  });

  router.post('/users/:id/status', async (req, res) => {
    const userId = requireSelf(req, req.params.id);
    const { status } = parseInput(statusBodySchema, req.body);
    const saved = await profiles.setStatus(userId, status);
    if (!saved) throw userNotFound();
    res.json({ user: toProfileView(saved) });
  });

  return router;
}
