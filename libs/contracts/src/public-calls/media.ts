// The media service's public calls: picture bytes, forwarded as they are.
import { pictureSizeQuerySchema } from '../dto/picture-size';
import { SIGNED_IN } from './access';
import { NOT_CHANGED } from './answers';
import { definePublicCalls } from './public-call';

export const MEDIA_CALLS = definePublicCalls([
  {
    name: 'profilePicture',
    method: 'get',
    path: '/user/:id/profile-picture',
    owner: 'media',
    access: SIGNED_IN,
    handling: 'forwarded',
    summary: "A user's profile picture",
    query: pictureSizeQuerySchema,
    answers: {
      200: { description: 'The picture as a `data:` URL; with `size`, scaled so its shorter side is that many pixels.', mediaType: 'text/plain' },
      400: 'The size is not valid.',
      404: 'Picture Not Found.',
    },
  },
  {
    name: 'mediaFile',
    method: 'get',
    path: '/media/*path',
    owner: 'media',
    // Capability URLs: unguessable keys, still only for signed-in users.
    access: SIGNED_IN,
    handling: 'forwarded',
    summary: 'A picture by its unguessable key, as an image kept for good',
    answers: { 200: { description: 'The image, immutable.', mediaType: 'image/*' }, 304: NOT_CHANGED, 404: 'Picture Not Found.' },
  },
]);
