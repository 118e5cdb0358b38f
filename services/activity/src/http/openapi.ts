// The activity service's calls, for its OpenAPI document (`GET /openapi.json`): the
// caller's activities, creating and deleting their own, a summary for outings, and the
// photos rendered from each activity.
import { ACTIVITY_REFUSALS, activityIdSchema, forwardedOperation, outingActivitySchema, publicCall, SIGNED_IN } from '@outings/contracts';
import { GATEWAY_IDENTITY, refusalAnswers, type ApiDescription } from '@outings/service-kit';
import { creationRules } from '../domain/creation-rules';
import { photoFileSchema } from './photos.routes';

export const activityApi: ApiDescription = {
  title: 'Outings activity service',
  description: "The activities catalogue and users' own creations, with their photos. Called by the gateway only.",
  identity: GATEWAY_IDENTITY,
  // The calls the gateway forwards as they are: described from their public call table entries.
  operations: [
    forwardedOperation(publicCall('activities')),
    { ...forwardedOperation(publicCall('createActivity'), creationRules.createActivityRequest), summary: 'Creates an activity of the caller (the body\'s `userID` is ignored)' },
    forwardedOperation(publicCall('deleteActivity')),
    {
      method: 'get',
      path: '/activities/:id/summary',
      summary: "An activity's summary, as a new outing copies it (anyone's activity; a malformed id names none)",
      access: SIGNED_IN,
      params: { id: activityIdSchema },
      answers: { 200: { description: 'The summary.', json: outingActivitySchema }, ...refusalAnswers([ACTIVITY_REFUSALS.notFound]) },
    },
    {
      ...forwardedOperation(publicCall('activityPhoto')),
      summary: "One of an activity's photos (`0.webp`, `1.webp`…), rendered from the activity",
      params: { activityId: activityIdSchema, file: photoFileSchema },
    },
  ],
};
