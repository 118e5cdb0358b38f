// The activity service's calls, for its OpenAPI document (`GET /openapi.json`): the
// caller's activities, creating and deleting their own, a summary for outings, and the
// photos rendered from each activity.
import { z } from 'zod';
import { ACTIVITY_REFUSALS, activityAnswerSchema, activityIdSchema, activityListAnswerSchema, deleteActivityRequestSchema, outingActivitySchema, SIGNED_IN } from '@outings/contracts';
import { GATEWAY_IDENTITY, refusalAnswers, type ApiDescription } from '@outings/service-kit';
import { creationRules } from '../domain/creation-rules';
import { PHOTO_CONTENT_TYPE } from '../photos/photo-renderer';
import { photoFileSchema } from './photos.routes';

export const activityApi: ApiDescription = {
  title: 'Outings activity service',
  description: "The activities catalogue and users' own creations, with their photos. Called by the gateway only.",
  identity: GATEWAY_IDENTITY,
  operations: [
    {
      method: 'get',
      path: '/activity/get-all',
      summary: 'The activities the caller may choose: the catalogue and their own creations',
      access: SIGNED_IN,
      answers: { 200: { description: 'The activities.', json: activityListAnswerSchema } },
    },
    {
      method: 'post',
      path: '/activity/create',
      summary: 'Creates an activity of the caller (the body\'s `userID` is ignored)',
      access: SIGNED_IN,
      body: creationRules.createActivityRequest,
      answers: { 201: { description: 'The new activity.', json: activityAnswerSchema }, ...refusalAnswers([ACTIVITY_REFUSALS.tooMany]) },
    },
    {
      method: 'post',
      path: '/activity/delete',
      summary: 'Deletes an activity the caller created',
      access: SIGNED_IN,
      body: deleteActivityRequestSchema,
      answers: {
        200: { description: 'The deleted activity\'s id.', json: z.object({ activity: z.object({ _id: activityIdSchema }) }) },
        ...refusalAnswers([ACTIVITY_REFUSALS.catalogue, ACTIVITY_REFUSALS.notCreator, ACTIVITY_REFUSALS.notFound]),
      },
    },
    {
      method: 'get',
      path: '/activities/:id/summary',
      summary: "An activity's summary, as a new outing copies it (anyone's activity; a malformed id names none)",
      access: SIGNED_IN,
      params: { id: activityIdSchema },
      answers: { 200: { description: 'The summary.', json: outingActivitySchema }, ...refusalAnswers([ACTIVITY_REFUSALS.notFound]) },
    },
    {
      method: 'get',
      path: '/activity/photos/:activityId/:file',
      summary: "One of an activity's photos (`0.webp`, `1.webp`…), rendered from the activity",
      access: SIGNED_IN,
      params: { activityId: activityIdSchema, file: photoFileSchema },
      answers: {
        200: { description: 'The photo, immutable.', mediaType: PHOTO_CONTENT_TYPE },
        304: { description: 'The ETag the browser sent still names it.' },
        ...refusalAnswers([ACTIVITY_REFUSALS.photoNotFound], { 400: 'The activity id is not valid.' }),
      },
    },
  ],
};
