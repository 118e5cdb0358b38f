// Profile calls the gateway forwards (docs/architecture.md "Public calls"): the views of
// a user for any signed-in caller, and the owner's profile edit.
import { Router } from 'express';
import { z } from 'zod';
import { notFound, parseInput, requireSelf, requireUserId } from '@outings/service-kit';
import type { ProfileService } from '../application/profile.service';
import { profileDataBodySchema } from './profile-data.schema';
import { toProfileView, toPublicProfileView } from '../domain/profile-view';

const userIdSchema = z.string().min(1).max(64);

const userNotFound = () => notFound('This user does not exist.', 'User Not Found');

export function usersRoutes(profiles: ProfileService): Router {
  const router = Router();

  router.get('/users/:id', async (req, res) => {
    requireUserId(req);
    const row = await profiles.get(parseInput(userIdSchema, req.params.id));
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

  return router;
}
