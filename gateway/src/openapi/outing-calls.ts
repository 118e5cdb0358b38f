// The public outing calls (spec §7 `/outing/*`) and the ones under `/user` (the feed,
// likes, a user's photos). Join, leave and delete are GETs in the contract: the gateway
// takes them only from the app's own pages.
import {
  addCompletionRequestSchema,
  completionAnswerSchema,
  createOutingRequestSchema,
  deleteOutingPhotoRequestSchema,
  feedPageSchema,
  outingAnswerSchema,
  outingDetailSchema,
  outingListSchema,
  MEMBER_CHANGE_REFUSALS,
  OUTING_REFUSALS,
  outingPhotoKeySchema,
  pictureSizeQuerySchema,
  setLikeRequestSchema,
  uploadOutingPhotoRequestSchema,
  userPhotosSchema,
} from '@outings/contracts';
import { OLDER_PAGE_QUERY, refusalAnswers } from '@outings/service-kit';
import { PICTURE_REFUSED, PICTURE_TOO_LARGE, SESSION_VIEW, SESSION_VIEW_WITH_OUTING, type GatewayOperation } from './gateway-operation';

const R = OUTING_REFUSALS;

export const outingCalls: GatewayOperation[] = [
  {
    method: 'get',
    path: '/outing',
    summary: "The caller's outings (member, invited, flaked) and everyone in them (the page of the same path for a browser's navigation)",
    answers: { 200: { description: 'The outings and their people.', json: outingListSchema } },
  },
  {
    method: 'post',
    path: '/outing/:userId/create-outing',
    summary: 'Makes a draft an outing and invites its members',
    body: createOutingRequestSchema,
    answers: {
      201: SESSION_VIEW_WITH_OUTING,
      ...refusalAnswers([R.selfInvited, R.duplicateInvitee, R.tooManyOutings, R.memberNotAvailable, R.needsDailyMatch], {
        400: 'No One Invited: add at least one other person.',
        404: 'Activity Not Found.',
      }),
    },
  },
  {
    method: 'get',
    path: '/outing/:outingId/photo/:photoKey',
    summary: "One of an outing's photos, for whoever may see it",
    params: { photoKey: outingPhotoKeySchema.shape.key },
    query: pictureSizeQuerySchema,
    answers: {
      200: { description: 'The photo as a `data:` URL, immutable; with `size`, scaled so its shorter side is that many pixels.', mediaType: 'text/plain' },
      ...refusalAnswers([R.notYours, R.photoNotFound], { 400: 'The outing id, the key or the size is not valid.' }),
    },
  },
  {
    method: 'get',
    path: '/outing/:outingId/:id',
    summary: 'One outing of the caller and everyone in it',
    answers: { 200: { description: 'The outing and its people.', json: outingDetailSchema }, ...refusalAnswers([R.notFound, R.notYours], { 400: 'The outing id is not valid.' }) },
  },
  {
    method: 'get',
    path: '/outing/:userId/:outingId/join',
    summary: 'Joins an outing the caller is invited to',
    answers: { 200: SESSION_VIEW_WITH_OUTING, ...refusalAnswers([R.notFound, R.flakedOut, R.notInvited, R.completed, R.tooManyOutings]) },
  },
  {
    method: 'get',
    path: '/outing/:userId/:outingId/leave',
    summary: 'Leaves an outing (flaking, once joined)',
    answers: { 200: SESSION_VIEW_WITH_OUTING, ...refusalAnswers([...MEMBER_CHANGE_REFUSALS, R.onlyMemberLeaves]) },
  },
  {
    method: 'get',
    path: '/outing/:userId/:outingId/delete',
    summary: 'Deletes an outing: only its sole member may',
    answers: { 200: SESSION_VIEW, ...refusalAnswers([...MEMBER_CHANGE_REFUSALS, R.notOnlyMember]) },
  },
  {
    method: 'post',
    path: '/outing/:userId/:outingId/upload-photo',
    summary: 'Adds a photo to the outing',
    body: uploadOutingPhotoRequestSchema,
    answers: {
      200: SESSION_VIEW_WITH_OUTING,
      ...refusalAnswers([...MEMBER_CHANGE_REFUSALS, R.tooManyPhotos, R.photoTaken], { 400: PICTURE_REFUSED, 413: PICTURE_TOO_LARGE }),
    },
  },
  {
    method: 'post',
    path: '/outing/:userId/:outingId/delete-photo',
    summary: 'Removes a photo the caller uploaded',
    body: deleteOutingPhotoRequestSchema,
    answers: { 200: SESSION_VIEW_WITH_OUTING, ...refusalAnswers([...MEMBER_CHANGE_REFUSALS, R.photoNotFound, R.notYourPhoto]) },
  },
  {
    method: 'post',
    path: '/outing/:userId/:outingId/add-completion',
    summary: 'Marks the outing complete with a rating; `last` tells the member who completed it',
    body: addCompletionRequestSchema,
    answers: {
      200: { description: 'The completion.', json: completionAnswerSchema },
      ...refusalAnswers([...MEMBER_CHANGE_REFUSALS, R.markedAlready, R.notEnoughMembers, R.noPhotos]),
    },
  },
  {
    method: 'get',
    path: '/user/:id/feed-outings',
    summary: "A page of outings completed in the caller's friends network, newest first (older ones with `before=<outingId>`)",
    query: OLDER_PAGE_QUERY,
    answers: { 200: { description: 'The page and its people.', json: feedPageSchema }, ...refusalAnswers([R.unknownCursor]) },
  },
  { method: 'post', path: '/user/:id/set-like', summary: 'Likes or unlikes an outing of the feed', body: setLikeRequestSchema, answers: { 200: { description: 'The outing now.', json: outingAnswerSchema }, ...refusalAnswers([R.notFound]) } },
  {
    method: 'get',
    path: '/user/stripped-user/:id/photos',
    summary: "The photos of a user's completed outings the caller may see",
    answers: { 200: { description: 'The photos.', json: userPhotosSchema }, 400: 'The user id is not valid.' },
  },
];
