// The activity service's calls, for its OpenAPI document (`GET /openapi.json`): the
// caller's activities, creating and deleting their own, and the photos rendered from each
// activity, which the gateway forwards as they are (described from their public call table
// entries); and an activity's summary, which the gateway asks for a new outing.
import { ACTIVITY_REFUSALS, activityIdSchema, outingActivitySchema, SIGNED_IN } from '@outings/contracts';
import { forwardedOperations, GATEWAY_IDENTITY, refusalAnswers, type ApiDescription } from '@outings/service-kit';
import { creationRules } from '../domain/creation-rules';
import { photoFileSchema } from './photos.routes';

export const activityApi: ApiDescription = {
  title: 'Outings activity service',
  description: "The activities catalogue and users' own creations, with their photos. Called by the gateway only.",
  identity: GATEWAY_IDENTITY,
  operations: [
    ...forwardedOperations('activity', {
      createActivity: { body: creationRules.createActivityRequest },
      activityPhoto: { params: { file: photoFileSchema } },
    }),
    {
      method: 'get',
      path: '/activities/:id/summary',
      summary: "An activity's summary, as a new outing copies it (anyone's activity; a malformed id names none)",
      access: SIGNED_IN,
      params: { id: activityIdSchema },
      answers: { 200: { description: 'The summary.', json: outingActivitySchema }, ...refusalAnswers([ACTIVITY_REFUSALS.notFound]) },
    },
  ],
};
