// An outing's photo for the browser: the outing service says whether the caller may see
// it (members, invitees, feed readers), then media answers its bytes as a data URL (spec
// §7: 'text photo string'), scaled down when the browser asks for a `size`. Media is never
// asked for a photo the caller may not see.
import { pictureSizeQuery, type PictureSize } from '@outings/contracts';
import type { CallerIdentity } from '../identity/client-identity';
import type { ServiceAnswer, ServiceClients } from '../proxy/service-client';
import { unexpectedAnswer } from '../proxy/upstream-error';
import { isSuccess } from './route-helpers';

export type OutingPhotoRead = { ok: true; dataUrl: string } | { ok: false; refusal: ServiceAnswer };

/** Media's path of a photo: keys hold a `/`, each part is encoded on its own. */
const mediaPathOf = (key: string, size: PictureSize | undefined) =>
  `/outing-photos/${key.split('/').map(encodeURIComponent).join('/')}${pictureSizeQuery(size)}`;

/** `outingPath`: the outing at the outing service, under the caller's id. */
export async function readOutingPhoto(
  services: Pick<ServiceClients, 'outing' | 'media'>,
  outingPath: string,
  key: string,
  identity: CallerIdentity,
  size?: PictureSize,
): Promise<OutingPhotoRead> {
  const access = await services.outing.call('GET', `${outingPath}/photos/access?key=${encodeURIComponent(key)}`, identity);
  if (!isSuccess(access)) return { ok: false, refusal: access };
  if (access.status !== 204) throw unexpectedAnswer();
  const photo = await services.media.call('GET', mediaPathOf(key, size), identity);
  if (!isSuccess(photo)) return { ok: false, refusal: photo };
  if (typeof photo.body !== 'string' || !photo.body.startsWith('data:image/')) throw unexpectedAnswer();
  return { ok: true, dataUrl: photo.body };
}
