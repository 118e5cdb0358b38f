// The outing calls (spec §7): the caller's outings, one outing,
// creating, joining, leaving and deleting, photos and completion. The outing service
// answers as the session's user (it checks membership with that id; ids from the client
// are only passed on); the gateway adds what other services own: the people's public
// views (profile), the facts a new outing is checked against (outing-draft.ts), the
// photos' bytes (media), and the session view the browser refreshes after a change.
// Join, leave and delete are GETs in the contract: identity/state-changing-gets.ts takes
// them only from the app's own pages.
import type { Request, Response } from 'express';
import {
  addCompletionRequestSchema,
  completionAnswerSchema,
  createOutingRequestSchema,
  deleteOutingPhotoRequestSchema,
  outingAnswerSchema,
  outingPhotoKeySchema,
  pictureSizeOf,
  pictureSizeQuerySchema,
  outingViewListSchema,
  uploadOutingPhotoRequestSchema,
  type CompletionAnswer,
  type OutingDetail,
  type OutingList,
} from '@outings/contracts';
import { parseInput } from '@outings/service-kit';
import { identityOf, type CallerIdentity } from '../identity/client-identity';
import type { ServiceAnswer } from '../proxy/service-client';
import { bodyOf } from '../proxy/upstream-error';
import { outingsById, readOutingPeople } from '../composition/outing-people';
import { readCreateOutingCommand } from '../composition/outing-draft';
import { composedCalls, type ComposedCallSet } from './composed-calls';
import type { RouteContext } from './route-context';
import { discardPictureUnlessAccepted, stagePicture } from './picture-staging';
import { readOutingPhoto } from './outing-photo';
import { idOf, isSuccess, pictureJsonBody, relay, sessionUserId, smallJsonBody } from './route-helpers';

/** The session's user's outings at the outing service, and the path of one of them. */
function outingPaths(req: Request) {
  const userId = sessionUserId(req);
  const outings = `/users/${encodeURIComponent(userId)}/outings`;
  return { userId, outings, outing: (outingId: string) => `${outings}/${encodeURIComponent(outingId)}` };
}

/** The path's outing id, checked before it goes anywhere. */
const outingIdOf = (req: Request) => idOf(req.params.outingId, 'The outing');

export function outingRoutes({ services, composeSessionView }: RouteContext): ComposedCallSet {
  const router = composedCalls();

  /** After a change: the session view the browser refreshes, and the outing as it is now (201 when created). */
  async function answerWithOuting(res: Response, userId: string, identity: CallerIdentity, changed: ServiceAnswer) {
    if (!isSuccess(changed)) return relay(res, changed);
    const { outing } = bodyOf(changed, outingAnswerSchema);
    res.status(changed.status).json({ ...(await composeSessionView(userId, identity)), outing });
  }

  /** The caller's outings (member, invited, flaked) and everyone in them. */
  router.get('outings', async (req, res) => {
    const paths = outingPaths(req);
    const identity = identityOf(req);
    const found = await services.outing.call('GET', paths.outings, identity);
    if (!isSuccess(found)) return relay(res, found);
    const { outings } = bodyOf(found, outingViewListSchema);
    const people = await readOutingPeople(services.profile, outings, identity);
    if (!people.ok) return relay(res, people.refusal);
    const answer: OutingList = { outings: outingsById(outings), populatedUsers: people.users };
    res.json(answer);
  });

  /**
   * A draft becomes an outing: the outing service checks the pending cap, the daily match
   * and the members' availability, and answers 406 `{header, message}` for the popup.
   */
  router.post('createOuting', smallJsonBody, async (req, res) => {
    const paths = outingPaths(req);
    const draft = parseInput(createOutingRequestSchema, req.body);
    const identity = identityOf(req);
    const read = await readCreateOutingCommand(services, paths.userId, draft, identity);
    if (!read.ok) return relay(res, read.refusal);
    const created = await services.outing.call('POST', paths.outings, identity, read.command);
    await answerWithOuting(res, paths.userId, identity, created);
  });

  /** One photo as a data URL (at `?size=` when asked), for whoever may see the outing's photos (the outing service decides). */
  router.get('outingPhoto', async (req, res) => {
    const paths = outingPaths(req);
    const outingId = outingIdOf(req);
    const { key } = parseInput(outingPhotoKeySchema, { key: req.params.photoKey });
    const size = pictureSizeOf(parseInput(pictureSizeQuerySchema, req.query));
    const photo = await readOutingPhoto(services, paths.outing(outingId), key, identityOf(req), size);
    if (!photo.ok) return relay(res, photo.refusal);
    // A key is never reused: the photo under it never changes.
    res.setHeader('Cache-Control', 'private, max-age=31536000, immutable');
    res.type('text/plain').send(photo.dataUrl);
  });

  router.get('outing', async (req, res) => {
    const paths = outingPaths(req);
    const identity = identityOf(req);
    const found = await services.outing.call('GET', paths.outing(outingIdOf(req)), identity);
    if (!isSuccess(found)) return relay(res, found);
    const { outing } = bodyOf(found, outingAnswerSchema);
    const people = await readOutingPeople(services.profile, [outing], identity);
    if (!people.ok) return relay(res, people.refusal);
    const answer: OutingDetail = { outing, populatedUsers: people.users };
    res.json(answer);
  });

  /** Joining answers 406 at the pending cap; leaving after joining is flaking (spec §4). */
  for (const [change, call] of [['join', 'joinOuting'], ['leave', 'leaveOuting']] as const) {
    router.get(call, async (req, res) => {
      const paths = outingPaths(req);
      const identity = identityOf(req);
      const changed = await services.outing.call('POST', `${paths.outing(outingIdOf(req))}/${change}`, identity);
      await answerWithOuting(res, paths.userId, identity, changed);
    });
  }

  /** Only its sole member may delete an outing (406 otherwise). */
  router.get('deleteOuting', async (req, res) => {
    const paths = outingPaths(req);
    const identity = identityOf(req);
    const deleted = await services.outing.call('DELETE', paths.outing(outingIdOf(req)), identity);
    if (!isSuccess(deleted)) return relay(res, deleted);
    res.json(await composeSessionView(paths.userId, identity));
  });

  /** The photo is staged at media first; one the outing refuses (406 too many) is discarded at once. */
  router.post('uploadOutingPhoto', pictureJsonBody, async (req, res) => {
    const paths = outingPaths(req);
    const outingId = outingIdOf(req);
    const { photoString } = parseInput(uploadOutingPhotoRequestSchema, req.body);
    const identity = identityOf(req);
    const picture = await stagePicture(services, identity, photoString, 'outing-photo');
    if (!picture.staged) return relay(res, picture.refusal);
    const added = await discardPictureUnlessAccepted(services, identity, picture.key, () =>
      services.outing.call('POST', `${paths.outing(outingId)}/photos`, identity, { key: picture.key }),
    );
    await answerWithOuting(res, paths.userId, identity, added);
  });

  /** Only its uploader may delete a photo (403 otherwise). */
  router.post('deleteOutingPhoto', smallJsonBody, async (req, res) => {
    const paths = outingPaths(req);
    const outingId = outingIdOf(req);
    const call = parseInput(deleteOutingPhotoRequestSchema, req.body);
    const identity = identityOf(req);
    const removed = await services.outing.call('POST', `${paths.outing(outingId)}/photos/delete`, identity, call);
    await answerWithOuting(res, paths.userId, identity, removed);
  });

  /** `last` tells the member who completed it (spec §4). */
  router.post('completeOuting', smallJsonBody, async (req, res) => {
    const paths = outingPaths(req);
    const outingId = outingIdOf(req);
    const call = parseInput(addCompletionRequestSchema, req.body);
    const marked = await services.outing.call('POST', `${paths.outing(outingId)}/completion`, identityOf(req), call);
    if (!isSuccess(marked)) return relay(res, marked);
    const answer: CompletionAnswer = bodyOf(marked, completionAnswerSchema);
    res.json(answer);
  });

  return router;
}
