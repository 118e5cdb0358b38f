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
  outingPhotoKeySchema,
  pictureSizeQuerySchema,
  setLikeRequestSchema,
  uploadOutingPhotoRequestSchema,
  userPhotosSchema,
} from '@outings/contracts';
import { OLDER_PAGE_QUERY } from '@outings/service-kit';
import { PICTURE_REFUSED, PICTURE_TOO_LARGE, SESSION_VIEW, SESSION_VIEW_WITH_OUTING, type GatewayOperation } from './gateway-operation';

const NOT_IN_IT = 'Not in this outing (not a member, not invited, or flaked out).';
const NO_OUTING = 'Outing Not Found.';
const COMPLETED = 'The outing is completed already.';

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
      400: 'No One Invited, or an invitee twice.',
      404: 'Activity Not Found.',
      406: 'Too many pending outings, no daily match, or a member not available.',
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
      400: 'The outing id, the key or the size is not valid.',
      403: NOT_IN_IT,
      404: `${NO_OUTING} Or Photo Not Found.`,
    },
  },
  {
    method: 'get',
    path: '/outing/:outingId/:id',
    summary: 'One outing of the caller and everyone in it',
    answers: { 200: { description: 'The outing and its people.', json: outingDetailSchema }, 400: 'The outing id is not valid.', 403: NOT_IN_IT, 404: NO_OUTING },
  },
  {
    method: 'get',
    path: '/outing/:userId/:outingId/join',
    summary: 'Joins an outing the caller is invited to',
    answers: { 200: SESSION_VIEW_WITH_OUTING, 403: NOT_IN_IT, 404: NO_OUTING, 406: 'Too many pending outings.', 409: COMPLETED },
  },
  {
    method: 'get',
    path: '/outing/:userId/:outingId/leave',
    summary: 'Leaves an outing (flaking, once joined)',
    answers: { 200: SESSION_VIEW_WITH_OUTING, 403: NOT_IN_IT, 404: NO_OUTING, 406: 'The only member deletes instead.', 409: COMPLETED },
  },
  {
    method: 'get',
    path: '/outing/:userId/:outingId/delete',
    summary: 'Deletes an outing: only its sole member may',
    answers: { 200: SESSION_VIEW, 403: NOT_IN_IT, 404: NO_OUTING, 406: 'Cannot Delete: the outing has other members.', 409: COMPLETED },
  },
  {
    method: 'post',
    path: '/outing/:userId/:outingId/upload-photo',
    summary: 'Adds a photo to the outing',
    body: uploadOutingPhotoRequestSchema,
    answers: {
      200: SESSION_VIEW_WITH_OUTING,
      400: PICTURE_REFUSED,
      403: NOT_IN_IT,
      404: NO_OUTING,
      406: 'Too many photos.',
      413: PICTURE_TOO_LARGE,
    },
  },
  {
    method: 'post',
    path: '/outing/:userId/:outingId/delete-photo',
    summary: 'Removes a photo the caller uploaded',
    body: deleteOutingPhotoRequestSchema,
    answers: { 200: SESSION_VIEW_WITH_OUTING, 403: `${NOT_IN_IT} Or Not Your Photo.`, 404: `${NO_OUTING} Or Photo Not Found.` },
  },
  {
    method: 'post',
    path: '/outing/:userId/:outingId/add-completion',
    summary: 'Marks the outing complete with a rating; `last` tells the member who completed it',
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
    path: '/user/:id/feed-outings',
    summary: "A page of outings completed in the caller's friends network, newest first (older ones with `before=<outingId>`)",
    query: OLDER_PAGE_QUERY,
    answers: { 200: { description: 'The page and its people.', json: feedPageSchema }, 400: 'The `before` outing is not valid or not in this feed.' },
  },
  { method: 'post', path: '/user/:id/set-like', summary: 'Likes or unlikes an outing of the feed', body: setLikeRequestSchema, answers: { 200: { description: 'The outing now.', json: outingAnswerSchema }, 404: NO_OUTING } },
  {
    method: 'get',
    path: '/user/stripped-user/:id/photos',
    summary: "The photos of a user's completed outings the caller may see",
    answers: { 200: { description: 'The photos.', json: userPhotosSchema }, 400: 'The user id is not valid.' },
  },
];
