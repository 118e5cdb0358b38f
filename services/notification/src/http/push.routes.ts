// The web push calls the gateway makes (spec §7 `/notifications/*`): the VAPID public key,
// for anyone; a device's subscription and its removal, for the signed-in user only
// (`x-outings-user-id` must be the path's user). Bodies are checked with the contract's schemas.
import { Router } from 'express';
import { pushSubscriptionSchema, pushUnsubscribeBodySchema, type VapidPublicKeyAnswer } from '@outings/contracts';
import { notFound, parseInput, requireSelf } from '@outings/service-kit';
import type { PushService } from '../application/push.service';

export function pushRoutes(push: PushService): Router {
  const router = Router();

  router.get('/push/vapid-public-key', (_req, res) => {
    const answer: VapidPublicKeyAnswer = { key: push.vapidPublicKey() };
    res.json(answer);
  });

  /** 201 for a device stored, or moved to this user by the same browser (same keys); 409 for another user's with other keys. */
  router.put('/users/:userId/push-subscriptions', async (req, res) => {
    const userId = requireSelf(req, req.params.userId);
    await push.subscribe(userId, parseInput(pushSubscriptionSchema, req.body));
    res.status(201).end();
  });

  /** By endpoint in the body: an endpoint is a long URL, awkward in a path. */
  router.post('/users/:userId/push-subscriptions/remove', async (req, res) => {
    const userId = requireSelf(req, req.params.userId);
    const { endpoint } = parseInput(pushUnsubscribeBodySchema, req.body);
    if (!(await push.unsubscribe(userId, endpoint))) throw notFound('This device is not subscribed.', 'Subscription Not Found');
    res.status(204).end();
  });

  return router;
}
