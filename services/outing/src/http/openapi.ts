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
  MEMBER_CHANGE_REFUSALS,
  OUTING_REFUSALS,
  outingViewListSchema,
  setLikeRequestSchema,
  userPhotosSchema,
  type Refusal,
} from '@outings/contracts';
import { forwardedOperations, GATEWAY_IDENTITY, OLDER_PAGE_QUERY, refusalAnswers, type ApiDescription, type ApiOperation } from '@outings/service-kit';

const forUser = actingFor('userId');
const OUTING = { description: 'The outing as it is now.', json: outingAnswerSchema };
const R = OUTING_REFUSALS;

/** A change of one outing by a member or invitee: the outing after it, or one of `refusals`. */
function outingChange(path: string, summary: string, refusals: readonly Refusal[], body?: ApiOperation['body']): ApiOperation {
  return { method: 'post', path, summary, access: forUser, ...(body ? { body } : {}), answers: { 200: OUTING, ...refusalAnswers(refusals) } };
}

export const outingApi: ApiDescription = {
  title: 'Outings outing service',
  description: 'Outings: drafts made outings, invitations, joining and flaking, photos, completion, the feed and likes. Called by the gateway only.',
  identity: GATEWAY_IDENTITY,
  operations: [
    // The calls the gateway forwards as they are (none yet), from their public call table entries.
    ...forwardedOperations('outing'),
    {
      method: 'post',
      path: '/users/:userId/outings',
      summary: 'Creates an outing from a checked draft',
      access: forUser,
      body: createOutingCommandSchema,
      answers: { 201: { description: 'The new outing.', json: outingAnswerSchema }, ...refusalAnswers([R.selfInvited, R.duplicateInvitee, R.tooManyOutings, R.memberNotAvailable, R.needsDailyMatch]) },
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
      answers: { 200: OUTING, ...refusalAnswers([R.notFound, R.notYours]) },
    },
    outingChange('/users/:userId/outings/:outingId/join', 'Joins an outing the user is invited to', [R.notFound, R.flakedOut, R.notInvited, R.completed, R.tooManyOutings]),
    outingChange('/users/:userId/outings/:outingId/deny', 'Denies an invitation (a completed outing\'s too)', [R.notFound, R.notInvited]),
    outingChange('/users/:userId/outings/:outingId/leave', 'Leaves an outing (flaking, once joined)', [...MEMBER_CHANGE_REFUSALS, R.onlyMemberLeaves]),
    {
      method: 'delete',
      path: '/users/:userId/outings/:outingId',
      summary: 'Deletes an outing: only its sole member may',
      access: forUser,
      answers: { 204: { description: 'Deleted.' }, ...refusalAnswers([...MEMBER_CHANGE_REFUSALS, R.notOnlyMember]) },
    },
    outingChange(
      '/users/:userId/outings/:outingId/photos',
      'Adds a photo media staged',
      [...MEMBER_CHANGE_REFUSALS, R.tooManyPhotos, R.photoTaken],
      outingPhotoKeySchema,
    ),
    outingChange('/users/:userId/outings/:outingId/photos/delete', 'Removes a photo its uploader added', [...MEMBER_CHANGE_REFUSALS, R.photoNotFound, R.notYourPhoto], outingPhotoKeySchema),
    {
      method: 'get',
      path: '/users/:userId/outings/:outingId/photos/access',
      summary: 'Whether the user may see a photo of the outing (members, invitees, feed readers)',
      access: forUser,
      query: outingPhotoKeySchema,
      answers: { 204: { description: 'The user may see it.' }, ...refusalAnswers([R.notYours, R.photoNotFound], { 400: 'The key is not valid.' }) },
    },
    {
      method: 'post',
      path: '/users/:userId/outings/:outingId/completion',
      summary: 'Marks the outing complete with a rating; `last` tells the member who completed it',
      access: forUser,
      body: addCompletionRequestSchema,
      answers: {
        200: { description: 'The completion.', json: completionAnswerSchema },
        ...refusalAnswers([...MEMBER_CHANGE_REFUSALS, R.markedAlready, R.notEnoughMembers, R.noPhotos]),
      },
    },
    {
      method: 'get',
      path: '/users/:userId/feed',
      summary: "A page of outings completed in the user's friends network, newest first; older ones with `before=<outingId>`",
      access: forUser,
      query: OLDER_PAGE_QUERY,
      answers: { 200: { description: 'The page.', json: feedPageInternalSchema }, ...refusalAnswers([R.unknownCursor]) },
    },
    {
      method: 'post',
      path: '/users/:userId/likes',
      summary: 'Likes or unlikes an outing of the feed',
      access: forUser,
      body: setLikeRequestSchema,
      answers: { 200: OUTING, ...refusalAnswers([R.notFound]) },
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
