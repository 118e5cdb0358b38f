// Pictures are staged at the media service before the change that uses them: media
// checks and stores the bytes and answers a key; the account or profile change, or the
// outing's new photo, then carries only that key (docs/architecture.md "Picture upload
// is staged"). A change that is refused has its picture discarded at once.
import { stagedPictureAnswerSchema, type StagePictureCall } from '@outings/contracts';
import type { CallerIdentity } from '../identity/client-identity';
import type { ServiceAnswer, ServiceClients } from '../proxy/service-client';
import { unexpectedAnswer } from '../proxy/upstream-error';
import { isSuccess } from './route-helpers';

export type StagingOutcome = { staged: true; key: string } | { staged: false; refusal: ServiceAnswer };

/** What a picture is staged for, when not a profile picture: media keeps each kind under its own keys. */
export type PicturePurpose = NonNullable<StagePictureCall['purpose']>;

export async function stagePicture(
  services: Pick<ServiceClients, 'media'>,
  identity: CallerIdentity,
  photoString: string,
  purpose?: PicturePurpose,
): Promise<StagingOutcome> {
  const call: StagePictureCall = purpose === undefined ? { photoString } : { photoString, purpose };
  const answer = await services.media.call('POST', '/staged-pictures', identity, call);
  if (!isSuccess(answer)) return { staged: false, refusal: answer };
  const parsed = stagedPictureAnswerSchema.safeParse(answer.body);
  if (!parsed.success) throw unexpectedAnswer();
  return { staged: true, key: parsed.data.key };
}

/** The media path of a staged picture: keys hold a `/`, each part is encoded on its own. */
function stagedPicturePath(key: string): string {
  return `/staged-pictures/${key.split('/').map(encodeURIComponent).join('/')}`;
}

/**
 * Runs the change that would claim a staged picture. When the change is refused or fails,
 * the picture is discarded at once rather than kept for the day-long clean-up, so a
 * stream of refused sign-ups cannot fill the store. The caller gets the change's own
 * answer or error either way: discarding is best effort, and a failure to discard is
 * logged by the service client (unreachable) or by media itself (its 5xx).
 *
 * A 5xx or a lost answer may hide a change that was made after all; its picture is then
 * gone and the user picks another, which beats keeping uploads nobody can account for.
 */
export async function discardPictureUnlessAccepted(
  services: Pick<ServiceClients, 'media'>,
  identity: CallerIdentity,
  key: string,
  change: () => Promise<ServiceAnswer>,
): Promise<ServiceAnswer> {
  const discard = () => services.media.call('DELETE', stagedPicturePath(key), identity).catch(() => undefined);
  let answer: ServiceAnswer;
  try {
    answer = await change();
  } catch (error) {
    await discard();
    throw error;
  }
  if (!isSuccess(answer)) await discard();
  return answer;
}
