// The activity service's public calls (spec §7 `/activity/*`), forwarded as they are: the
// service checks them with the same schemas and vocabulary, and takes the creator and the
// deleting user from the identity header alone, never from the body's `userID`.
import { z } from 'zod';
import { ACTIVITY_REFUSALS } from '../activity-limits';
import { activityAnswerSchema, activityIdSchema, activityListAnswerSchema, activitySchemas, deleteActivityRequestSchema } from '../dto/activity';
import { SIGNED_IN } from './access';
import { NOT_CHANGED, refusalAnswers } from './answers';
import { definePublicCalls } from './public-call';

export const ACTIVITY_CALLS = definePublicCalls([
  {
    name: 'activities',
    method: 'get',
    path: '/activity/get-all',
    owner: 'activity',
    access: SIGNED_IN,
    handling: 'forwarded',
    summary: 'The activities the caller may choose: the catalogue and their own creations',
    answers: { 200: { description: 'The activities.', json: activityListAnswerSchema } },
  },
  {
    name: 'createActivity',
    method: 'post',
    path: '/activity/create',
    owner: 'activity',
    access: SIGNED_IN,
    handling: 'forwarded',
    summary: "Creates an activity of the caller's (the body's `userID` is ignored)",
    body: { fromVocabulary: (vocabulary) => activitySchemas(vocabulary).createActivityRequest },
    answers: { 201: { description: 'The new activity.', json: activityAnswerSchema }, ...refusalAnswers([ACTIVITY_REFUSALS.tooMany]) },
  },
  {
    name: 'deleteActivity',
    method: 'post',
    path: '/activity/delete',
    owner: 'activity',
    access: SIGNED_IN,
    handling: 'forwarded',
    summary: 'Deletes an activity the caller created',
    body: deleteActivityRequestSchema,
    answers: {
      200: { description: "The deleted activity's id.", json: z.object({ activity: z.object({ _id: activityIdSchema }) }) },
      ...refusalAnswers([ACTIVITY_REFUSALS.catalogue, ACTIVITY_REFUSALS.notCreator, ACTIVITY_REFUSALS.notFound]),
    },
  },
  {
    name: 'activityPhoto',
    method: 'get',
    path: '/activity/photos/:activityId/:file',
    owner: 'activity',
    access: SIGNED_IN,
    handling: 'forwarded',
    summary: "One of an activity's photos (`0.webp`, `1.webp`…), rendered from the activity",
    params: { activityId: activityIdSchema },
    answers: {
      200: { description: 'The photo, immutable.', mediaType: 'image/webp' },
      304: NOT_CHANGED,
      ...refusalAnswers([ACTIVITY_REFUSALS.photoNotFound], { 400: 'The activity id is not valid.' }),
    },
  },
]);
