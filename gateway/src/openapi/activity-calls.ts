// The public activity calls (spec §7 `/activity/*`), forwarded to the activity service,
// which checks them with the same schemas and vocabulary.
import { z } from 'zod';
import { ACTIVITY_REFUSALS, activityAnswerSchema, activityIdSchema, activityListAnswerSchema, activitySchemas, deleteActivityRequestSchema } from '@outings/contracts';
import { categoryColorMap, instructionTypes, isListedLocation } from '@outings/reference-data';
import { refusalAnswers } from '@outings/service-kit';
import type { GatewayOperation } from './gateway-operation';

const { createActivityRequest } = activitySchemas({ isListedLocation, categories: Object.keys(categoryColorMap), instructionTypes });

export const activityCalls: GatewayOperation[] = [
  {
    method: 'get',
    path: '/activity/get-all',
    summary: 'The activities the caller may choose: the catalogue and their own creations',
    answers: { 200: { description: 'The activities.', json: activityListAnswerSchema } },
  },
  {
    method: 'post',
    path: '/activity/create',
    summary: "Creates an activity of the caller's (the body's `userID` is ignored)",
    body: createActivityRequest,
    answers: { 201: { description: 'The new activity.', json: activityAnswerSchema }, ...refusalAnswers([ACTIVITY_REFUSALS.tooMany]) },
  },
  {
    method: 'post',
    path: '/activity/delete',
    summary: 'Deletes an activity the caller created',
    body: deleteActivityRequestSchema,
    answers: {
      200: { description: "The deleted activity's id.", json: z.object({ activity: z.object({ _id: activityIdSchema }) }) },
      ...refusalAnswers([ACTIVITY_REFUSALS.catalogue, ACTIVITY_REFUSALS.notCreator, ACTIVITY_REFUSALS.notFound]),
    },
  },
  {
    method: 'get',
    path: '/activity/photos/:activityId/:file',
    summary: "One of an activity's photos (`0.webp`, `1.webp`…)",
    params: { activityId: activityIdSchema },
    answers: {
      200: { description: 'The photo, immutable.', mediaType: 'image/webp' },
      304: { description: 'The ETag the browser sent still names it.' },
      ...refusalAnswers([ACTIVITY_REFUSALS.photoNotFound], { 400: 'The activity id is not valid.' }),
    },
  },
];
