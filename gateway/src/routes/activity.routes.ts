// `/activity/*` calls (spec §7) and the activity photos, forwarded to the activity
// service. The gateway sends the session's user as the identity header, and the service
// takes the creator and the deleting user from it alone: the body's `userID` means
// nothing on the way through.
import { Router } from 'express';
import type { RouteContext } from './route-context';
import { forwardTo } from './route-helpers';

export function activityRoutes({ services }: RouteContext): Router {
  const router = Router();
  router.get('/activity/get-all', forwardTo(services.activity));
  router.post('/activity/create', forwardTo(services.activity));
  router.post('/activity/delete', forwardTo(services.activity));
  router.get('/activity/photos/:activityId/:file', forwardTo(services.activity));
  return router;
}
