// The invite-link calls the gateway makes (docs/architecture.md "Public calls"), acting for
// the user of the path, who must be the caller the gateway vouched for.
import { Router } from 'express';
import { INVITE_LINK_REFUSALS, inviteLinkRequestSchema } from '@outings/contracts';
import { parseInput, refusalError, requireSelf } from '@outings/service-kit';
import type { InviteLinkService } from '../application/invite-link.service';

export function inviteLinkRoutes(links: InviteLinkService): Router {
  const router = Router();

  router.get('/users/:userId/invite-link', async (req, res) => {
    res.json(await links.current(requireSelf(req, req.params.userId)));
  });

  /** A new link; the previous one stops working. */
  router.post('/users/:userId/invite-link', async (req, res) => {
    const userId = requireSelf(req, req.params.userId);
    parseInput(inviteLinkRequestSchema, req.body);
    const result = await links.mint(userId);
    if (result.kind === 'refused') throw refusalError(INVITE_LINK_REFUSALS[result.refusal]);
    res.json(result.answer);
  });

  router.post('/users/:userId/invite-link/revoke', async (req, res) => {
    const userId = requireSelf(req, req.params.userId);
    parseInput(inviteLinkRequestSchema, req.body);
    res.json(await links.turnOff(userId));
  });

  return router;
}
