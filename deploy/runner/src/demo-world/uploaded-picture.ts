// A picture the seeder uploads as the gateway uploads a browser's (its `/user/create` and
// upload-photo calls): staged at media first, which checks and re-encodes it and answers
// its key, then the change that names the key. A refused change has its picture discarded
// at once, as the gateway does, rather than left for media's day-long clean-up.
import { stagedPictureAnswerSchema, type PicturePurpose, type StagePictureCall } from '@outings/contracts';
import { expectAnswer, type CallService, type ServiceAnswer } from './service-calls';

export const jpegDataUrl = (jpeg: Buffer): string => `data:image/jpeg;base64,${jpeg.toString('base64')}`;

/** Media's path of a staged picture: keys hold a `/`, each part is encoded on its own. */
const stagedPicturePath = (key: string) => `/staged-pictures/${key.split('/').map(encodeURIComponent).join('/')}`;

export interface PictureUpload {
  jpeg: Buffer;
  /** What it is for, when not a profile picture. */
  purpose?: PicturePurpose;
  /** Who uploads it; nobody yet for a sign-up's picture. */
  userId?: string;
}

/** Stages `jpeg`, then runs `change` with its key; answers the change's answer. */
export async function withUploadedPicture(
  callService: CallService,
  { jpeg, purpose, userId }: PictureUpload,
  change: (key: string) => Promise<ServiceAnswer>,
): Promise<ServiceAnswer> {
  const call: StagePictureCall = purpose === undefined ? { photoString: jpegDataUrl(jpeg) } : { photoString: jpegDataUrl(jpeg), purpose };
  const staged = await expectAnswer(callService, 'media', { method: 'POST', path: '/staged-pictures', userId, body: call }, 201);
  const { key } = stagedPictureAnswerSchema.parse(staged);
  const answer = await change(key);
  if (answer.status >= 300) await expectAnswer(callService, 'media', { method: 'DELETE', path: stagedPicturePath(key), userId }, 204);
  return answer;
}
