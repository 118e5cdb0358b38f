// The outing service's calls, for its OpenAPI document (`GET /openapi.json`): the table
// in libs/contracts/src/dto/outing.ts, each acting for the user of the path.
import {
  actingFor,
  addCompletionRequestSchema,
  completionAnswerSchema,
  createOutingCommandSchema,
  feedPageInternalSchema,
  outingAnswerSchema,
  outingPhotoKeySchema,
  outingViewListSchema,
  setLikeRequestSchema,
  userPhotosSchema,
} from '@outings/contracts';
import { GATEWAY_IDENTITY, OLDER_PAGE_QUERY, type ApiDescription, type ApiOperation } from '@outings/service-kit';

const forUser = actingFor('userId');
const OUTING = { description: 'The outing as it is now.', json: outingAnswerSchema };
const NO_OUTING = 'Outing Not Found.';
const NOT_IN_IT = 'Not in this outing (or not a member, not invited, flaked out).';

/** A change of one outing by a member or invitee: the outing after it. */
function outingChange(path: string, summary: string, refusals: Record<number, string>, body?: ApiOperation['body']): ApiOperation {
  return { method: 'post', path, summary, access: forUser, ...(body ? { body } : {}), answers: { 200: OUTING, 403: NOT_IN_IT, 404: NO_OUTING, ...refusals } };
}

export const outingApi: ApiDescription = {
  title: 'Outings outing service',
  description: 'Outings: drafts made outings, invitations, joining and flaking, photos, completion, the feed and likes. Called by the gateway only.',
  identity: GATEWAY_IDENTITY,
  operations: [
    {
      method: 'post',
      path: '/users/:userId/outings',
      summary: 'Creates an outing from a checked draft',
      access: forUser,
      body: createOutingCommandSchema,
      answers: { 201: { description: 'The new outing.', json: outingAnswerSchema }, 406: 'Too many pending outings, no daily match, or a member not available.' },
    },
    {
      method: 'get',
      path: '/users/:userId/outings',
      summary: "The user's outings: member, invited, flaked",
      access: forUser,
      answers: { 200: { description: 'The outings.', json: outingViewListSchema } },
    },
    {
      method: 'get',
      path: '/users/:userId/outings/:outingId',
      summary: 'One outing the user is in or invited to',
      access: forUser,
      answers: { 200: OUTING, 403: NOT_IN_IT, 404: NO_OUTING },
    },
    outingChange('/users/:userId/outings/:outingId/join', 'Joins an outing the user is invited to', { 406: 'Too many pending outings.', 409: 'Completed already.' }),
    outingChange('/users/:userId/outings/:outingId/deny', 'Denies an invitation', { 409: 'Completed already.' }),
    outingChange('/users/:userId/outings/:outingId/leave', 'Leaves an outing (flaking, once joined)', { 406: 'The only member deletes instead.', 409: 'Completed already.' }),
    {
      method: 'delete',
      path: '/users/:userId/outings/:outingId',
      summary: 'Deletes an outing: only its sole member may',
      access: forUser,
      answers: { 204: { description: 'Deleted.' }, 403: NOT_IN_IT, 404: NO_OUTING, 406: 'Cannot Delete: the outing has other members.', 409: 'Completed already.' },
    },
    outingChange(
      '/users/:userId/outings/:outingId/photos',
      'Adds a photo media staged',
      { 406: 'Too many photos.', 409: 'Photo Already Used by another outing.' },
      outingPhotoKeySchema,
    ),
    outingChange('/users/:userId/outings/:outingId/photos/delete', 'Removes a photo its uploader added', { 403: 'Not Your Photo.', 404: 'Photo Not Found.' }, outingPhotoKeySchema),
    {
      method: 'get',
      path: '/users/:userId/outings/:outingId/photos/access',
      summary: 'Whether the user may see a photo of the outing (members, invitees, feed readers)',
      access: forUser,
      query: outingPhotoKeySchema,
      answers: { 204: { description: 'The user may see it.' }, 400: 'The key is not valid.', 403: NOT_IN_IT, 404: `${NO_OUTING} Or Photo Not Found.` },
    },
    {
      method: 'post',
      path: '/users/:userId/outings/:outingId/completion',
      summary: 'Marks the outing complete with a rating; `last` tells the member who completed it',
      access: forUser,
      body: addCompletionRequestSchema,
      answers: {
        200: { description: 'The completion.', json: completionAnswerSchema },
        403: NOT_IN_IT,
        404: NO_OUTING,
        406: 'Not enough members, or no photos yet.',
        409: 'Already Marked.',
      },
    },
    {
      method: 'get',
      path: '/users/:userId/feed',
      summary: "A page of outings completed in the user's friends network, newest first; older ones with `before=<outingId>`",
      access: forUser,
      query: OLDER_PAGE_QUERY,
      answers: { 200: { description: 'The page.', json: feedPageInternalSchema }, 400: 'The `before` outing is not in this feed.' },
    },
    {
      method: 'post',
      path: '/users/:userId/likes',
      summary: 'Likes or unlikes an outing of the feed',
      access: forUser,
      body: setLikeRequestSchema,
      answers: { 200: OUTING, 404: NO_OUTING },
    },
    {
      method: 'get',
      path: '/users/:userId/photos-of/:ownerId',
      summary: "The photos of another user's completed outings the user may see",
      access: forUser,
      answers: { 200: { description: 'The photos.', json: userPhotosSchema } },
    },
  ],
};
