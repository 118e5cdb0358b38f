// Picture bytes come from the media service (spec §7 `/user/{id}/profile-picture`, and
// the cacheable image URLs under `/media/`).
import { Router } from 'express';
import type { RouteContext } from './route-context';
import { forwardTo } from './route-helpers';

export function mediaRoutes({ services }: RouteContext): Router {
  const router = Router();
  router.get('/user/:id/profile-picture', forwardTo(services.media));
  router.get('/media/*path', forwardTo(services.media));
  return router;
}
