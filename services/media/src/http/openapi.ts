// The media service's calls, for its OpenAPI document (`GET /openapi.json`): staging a
// picture before the change that uses it, and reading pictures back. The gateway forwards
// the reads by user and by key as they are (described from their public call table
// entries); an outing's photo it reads for a caller the outing service let see it.
import { ANYONE, PICTURE_DATA_URL, PICTURE_NOT_FOUND, PICTURE_WORK_BUSY, pictureSizeQuerySchema, SIGNED_IN, stagedPictureAnswerSchema, stagePictureCallSchema } from '@outings/contracts';
import { forwardedOperations, GATEWAY_IDENTITY, type ApiDescription } from '@outings/service-kit';
import { MAX_INPUT_PIXELS } from '../domain/picture-limits';
import { userIdSchema } from './pictures.routes';

export const mediaApi: ApiDescription = {
  title: 'Outings media service',
  description: 'Profile pictures and outing photos: checked, re-encoded and stored, then read back by key. Called by the gateway only.',
  identity: GATEWAY_IDENTITY,
  operations: [
    ...forwardedOperations('media', {
      profilePicture: { params: { id: userIdSchema } },
      // A capability URL: the service serves whoever holds the key; the gateway asks for a session.
      mediaFile: { path: '/media/*key', access: ANYONE },
    }),
    {
      method: 'post',
      path: '/staged-pictures',
      summary: 'Checks and stores a picture before the account, profile or outing change that claims it',
      access: ANYONE,
      body: stagePictureCallSchema,
      answers: {
        201: { description: 'The staged picture\'s key, for the change that claims it.', json: stagedPictureAnswerSchema },
        400: 'Invalid Photo: not a JPEG, PNG or WebP image.',
        413: `Photo Too Large: over 5 MB or over ${MAX_INPUT_PIXELS / 1_000_000} megapixels.`,
        503: PICTURE_WORK_BUSY,
      },
    },
    {
      method: 'delete',
      path: '/staged-pictures/*key',
      summary: 'Discards a staged picture whose change was refused (idempotent)',
      access: ANYONE,
      answers: { 204: { description: 'Discarded, or gone already.' }, 404: 'Not a key this service hands out for uploads.' },
    },
    {
      method: 'get',
      path: '/outing-photos/*key',
      summary: "An outing's photo (the gateway asked the outing service whether the caller may see it)",
      access: SIGNED_IN,
      query: pictureSizeQuerySchema,
      answers: { 200: PICTURE_DATA_URL, 400: 'The size is not valid.', 404: PICTURE_NOT_FOUND, 503: PICTURE_WORK_BUSY },
    },
  ],
};
