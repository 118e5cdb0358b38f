// The invite-link calls: the session's user's personal link to bring friends in, read, made
// anew (the old one stops working) or turned off. Only ever the session's user's own:
// social-graph keeps the link and its caps.
import { inviteLinkAnswerSchema, inviteLinkRequestSchema, type InviteLinkRequestBody } from '@outings/contracts';
import { parseInput } from '@outings/service-kit';
import type { Request } from 'express';
import { identityOf } from '../identity/client-identity';
import { bodyOf } from '../proxy/upstream-error';
import { composedCalls, type ComposedCallSet } from './composed-calls';
import type { RouteContext } from './route-context';
import { isSuccess, relay, sessionUserId, smallJsonBody } from './route-helpers';

const linkPath = (req: Request) => `/users/${encodeURIComponent(sessionUserId(req))}/invite-link`;

export function inviteLinkRoutes({ services }: RouteContext): ComposedCallSet {
  const router = composedCalls();

  router.get('inviteLink', async (req, res) => {
    const answer = await services['social-graph'].call('GET', linkPath(req), identityOf(req));
    if (!isSuccess(answer)) return relay(res, answer);
    // It holds a secret: no cache keeps it.
    res.set('Cache-Control', 'no-store').json(bodyOf(answer, inviteLinkAnswerSchema));
  });

  router.post('newInviteLink', smallJsonBody, async (req, res) => {
    const body: InviteLinkRequestBody = parseInput(inviteLinkRequestSchema, req.body);
    const answer = await services['social-graph'].call('POST', linkPath(req), identityOf(req), body);
    if (!isSuccess(answer)) return relay(res, answer);
    res.set('Cache-Control', 'no-store').json(bodyOf(answer, inviteLinkAnswerSchema));
  });

  router.post('revokeInviteLink', smallJsonBody, async (req, res) => {
    const body: InviteLinkRequestBody = parseInput(inviteLinkRequestSchema, req.body);
    const answer = await services['social-graph'].call('POST', `${linkPath(req)}/revoke`, identityOf(req), body);
    if (!isSuccess(answer)) return relay(res, answer);
    res.json(bodyOf(answer, inviteLinkAnswerSchema));
  });

  return router;
}
