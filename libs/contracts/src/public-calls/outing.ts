// The outing service's public calls (spec §7 `/outing/*`) and the ones under `/user` (the
// feed, likes, a user's photos). Join, leave and delete are GETs in the contract: the
// gateway takes them only from the app's own pages.
import { MEMBER_CHANGE_REFUSALS, OUTING_REFUSALS } from '../outing-limits';
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
  setLikeRequestSchema,
  uploadOutingPhotoRequestSchema,
  userPhotosSchema,
} from '../dto/outing';
import { pictureSizeQuerySchema } from '../dto/picture-size';
import { actingFor, SIGNED_IN } from './access';
import { OLDER_PAGE_QUERY, PICTURE_REFUSED, PICTURE_TOO_LARGE, refusalAnswers, SESSION_VIEW, SESSION_VIEW_WITH_OUTING } from './answers';
import { definePublicCalls } from './public-call';

const R = OUTING_REFUSALS;
/** The calls under `/outing/:userId/:outingId/`: the caller acts on an outing of theirs. */
const forMember = actingFor('userId');

export const OUTING_CALLS = definePublicCalls([
  {
    name: 'outings',
    method: 'get',
    path: '/outing',
    owner: 'outing',
    access: SIGNED_IN,
    handling: 'composed',
    summary: "The caller's outings (member, invited, flaked) and everyone in them (the page of the same path for a browser's navigation)",
    answers: { 200: { description: 'The outings and their people.', json: outingListSchema } },
  },
  {
    name: 'createOuting',
    method: 'post',
    path: '/outing/:userId/create-outing',
    owner: 'outing',
    access: forMember,
    handling: 'composed',
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
    name: 'outingPhoto',
    method: 'get',
    path: '/outing/:outingId/photo/:photoKey',
    owner: 'outing',
    // Members, invitees and feed readers: the outing service decides who may see a photo.
    access: SIGNED_IN,
    handling: 'composed',
    summary: "One of an outing's photos, for whoever may see it",
    params: { photoKey: outingPhotoKeySchema.shape.key },
    query: pictureSizeQuerySchema,
    answers: {
      200: { description: 'The photo as a `data:` URL, immutable; with `size`, scaled so its shorter side is that many pixels.', mediaType: 'text/plain' },
      ...refusalAnswers([R.notYours, R.photoNotFound], { 400: 'The outing id, the key or the size is not valid.' }),
    },
  },
  {
    name: 'outing',
    method: 'get',
    path: '/outing/:outingId/:id',
    owner: 'outing',
    access: actingFor('id'),
    handling: 'composed',
    summary: 'One outing of the caller and everyone in it',
    answers: { 200: { description: 'The outing and its people.', json: outingDetailSchema }, ...refusalAnswers([R.notFound, R.notYours], { 400: 'The outing id is not valid.' }) },
  },
  {
    name: 'joinOuting',
    method: 'get',
    path: '/outing/:userId/:outingId/join',
    owner: 'outing',
    access: forMember,
    handling: 'composed',
    summary: 'Joins an outing the caller is invited to',
    answers: { 200: SESSION_VIEW_WITH_OUTING, ...refusalAnswers([R.notFound, R.flakedOut, R.notInvited, R.completed, R.tooManyOutings]) },
  },
  {
    name: 'leaveOuting',
    method: 'get',
    path: '/outing/:userId/:outingId/leave',
    owner: 'outing',
    access: forMember,
    handling: 'composed',
    summary: 'Leaves an outing (flaking, once joined)',
    answers: { 200: SESSION_VIEW_WITH_OUTING, ...refusalAnswers([...MEMBER_CHANGE_REFUSALS, R.onlyMemberLeaves]) },
  },
  {
    name: 'deleteOuting',
    method: 'get',
    path: '/outing/:userId/:outingId/delete',
    owner: 'outing',
    access: forMember,
    handling: 'composed',
    summary: 'Deletes an outing: only its sole member may',
    answers: { 200: SESSION_VIEW, ...refusalAnswers([...MEMBER_CHANGE_REFUSALS, R.notOnlyMember]) },
  },
  {
    name: 'uploadOutingPhoto',
    method: 'post',
    path: '/outing/:userId/:outingId/upload-photo',
    owner: 'outing',
    access: forMember,
    handling: 'composed',
    summary: 'Adds a photo to the outing',
    body: uploadOutingPhotoRequestSchema,
    answers: {
      200: SESSION_VIEW_WITH_OUTING,
      ...refusalAnswers([...MEMBER_CHANGE_REFUSALS, R.tooManyPhotos, R.photoTaken], { 400: PICTURE_REFUSED, 413: PICTURE_TOO_LARGE }),
    },
  },
  {
    name: 'deleteOutingPhoto',
    method: 'post',
    path: '/outing/:userId/:outingId/delete-photo',
    owner: 'outing',
    access: forMember,
    handling: 'composed',
    summary: 'Removes a photo the caller uploaded',
    body: deleteOutingPhotoRequestSchema,
    answers: { 200: SESSION_VIEW_WITH_OUTING, ...refusalAnswers([...MEMBER_CHANGE_REFUSALS, R.photoNotFound, R.notYourPhoto]) },
  },
  {
    name: 'completeOuting',
    method: 'post',
    path: '/outing/:userId/:outingId/add-completion',
    owner: 'outing',
    access: forMember,
    handling: 'composed',
    summary: 'Marks the outing complete with a rating; `last` tells the member who completed it',
    body: addCompletionRequestSchema,
    answers: {
      200: { description: 'The completion.', json: completionAnswerSchema },
      ...refusalAnswers([...MEMBER_CHANGE_REFUSALS, R.markedAlready, R.notEnoughMembers, R.noPhotos]),
    },
  },
  {
    name: 'feed',
    method: 'get',
    path: '/user/:id/feed-outings',
    owner: 'outing',
    access: actingFor('id'),
    handling: 'composed',
    summary: "A page of outings completed in the caller's friends network, newest first (older ones with `before=<outingId>`)",
    query: OLDER_PAGE_QUERY,
    answers: { 200: { description: 'The page and its people.', json: feedPageSchema }, ...refusalAnswers([R.unknownCursor]) },
  },
  {
    name: 'setLike',
    method: 'post',
    path: '/user/:id/set-like',
    owner: 'outing',
    access: actingFor('id'),
    handling: 'composed',
    summary: 'Likes or unlikes an outing of the feed',
    body: setLikeRequestSchema,
    answers: { 200: { description: 'The outing now.', json: outingAnswerSchema }, ...refusalAnswers([R.notFound]) },
  },
  {
    name: 'userPhotos',
    method: 'get',
    path: '/user/stripped-user/:id/photos',
    owner: 'outing',
    access: SIGNED_IN,
    handling: 'composed',
    summary: "The photos of a user's completed outings the caller may see",
    answers: { 200: { description: 'The photos.', json: userPhotosSchema }, 400: 'The user id is not valid.' },
  },
]);
