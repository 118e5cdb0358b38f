// The media service's calls, for its OpenAPI document (`GET /openapi.json`): staging a
// picture before the change that uses it, and reading pictures back.
import { ANYONE, pictureSizeQuerySchema, SIGNED_IN, stagedPictureAnswerSchema, stagePictureCallSchema } from '@outings/contracts';
import { GATEWAY_IDENTITY, type ApiDescription } from '@outings/service-kit';
import { MAX_INPUT_PIXELS } from '../domain/picture-limits';
import { userIdSchema } from './pictures.routes';

const NO_PICTURE = 'This picture does not exist.';
const BUSY = 'Server Busy: too many pictures are being processed; `Retry-After` says in how many seconds to try again.';
const DATA_URL = {
  description: "The picture as a `data:` URL (the spec's text contract); with `size`, scaled so its shorter side is that many pixels (never enlarged).",
  mediaType: 'text/plain',
};

export const mediaApi: ApiDescription = {
  title: 'Outings media service',
  description: 'Profile pictures and outing photos: checked, re-encoded and stored, then read back by key. Called by the gateway only.',
  identity: GATEWAY_IDENTITY,
  operations: [
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
        503: BUSY,
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
      path: '/user/:id/profile-picture',
      summary: "A user's current profile picture",
      access: SIGNED_IN,
      params: { id: userIdSchema },
      query: pictureSizeQuerySchema,
      answers: { 200: DATA_URL, 400: 'The user id or the size is not valid.', 404: NO_PICTURE, 503: BUSY },
    },
    {
      method: 'get',
      path: '/outing-photos/*key',
      summary: "An outing's photo (the gateway asked the outing service whether the caller may see it)",
      access: SIGNED_IN,
      query: pictureSizeQuerySchema,
      answers: { 200: DATA_URL, 400: 'The size is not valid.', 404: NO_PICTURE, 503: BUSY },
    },
    {
      method: 'get',
      path: '/media/*key',
      summary: 'A picture by its unguessable key, as an image browsers and CDNs keep for good',
      access: ANYONE,
      answers: {
        200: { description: 'The image, immutable (a key is never reused).', mediaType: 'image/*' },
        304: { description: 'The ETag the browser sent still names it.' },
        404: NO_PICTURE,
      },
    },
  ],
};
