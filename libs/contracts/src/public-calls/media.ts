// The media service's public calls: picture bytes, forwarded as they are.
import { pictureSizeQuerySchema } from '../dto/picture-size';
import { SIGNED_IN } from './access';
import { NOT_CHANGED, PICTURE_DATA_URL, PICTURE_NOT_FOUND, PICTURE_WORK_BUSY } from './answers';
import { definePublicCalls } from './public-call';

export const MEDIA_CALLS = definePublicCalls([
  {
    name: 'profilePicture',
    method: 'get',
    path: '/user/:id/profile-picture',
    owner: 'media',
    access: SIGNED_IN,
    handling: 'forwarded',
    summary: "A user's current profile picture",
    query: pictureSizeQuerySchema,
    answers: { 200: PICTURE_DATA_URL, 400: 'The user id or the size is not valid.', 404: PICTURE_NOT_FOUND, 503: PICTURE_WORK_BUSY },
  },
  {
    name: 'mediaFile',
    method: 'get',
    path: '/media/*path',
    owner: 'media',
    // Capability URLs: unguessable keys, still only for signed-in users.
    access: SIGNED_IN,
    handling: 'forwarded',
    summary: 'A picture by its unguessable key, as an image browsers and CDNs keep for good',
    answers: { 200: { description: 'The image, immutable (a key is never reused).', mediaType: 'image/*' }, 304: NOT_CHANGED, 404: PICTURE_NOT_FOUND },
  },
]);
