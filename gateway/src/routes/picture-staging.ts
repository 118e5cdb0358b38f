// Pictures are staged at the media service before the change that uses them: media
// checks and stores the bytes and answers a key; the account or profile change then
// carries only that key (docs/architecture.md "Picture upload is staged").
import { z } from 'zod';
import type { CallerIdentity } from '../identity/client-identity';
import type { ServiceAnswer, ServiceClients } from '../proxy/service-client';
import { unexpectedAnswer } from '../proxy/upstream-error';
import { isSuccess } from './route-helpers';

const stagedPictureSchema = z.object({ key: z.string().min(1).max(200) });

export type StagingOutcome = { staged: true; key: string } | { staged: false; refusal: ServiceAnswer };

export async function stagePicture(
  services: Pick<ServiceClients, 'media'>,
  identity: CallerIdentity,
  photoString: string,
): Promise<StagingOutcome> {
  const answer = await services.media.call('POST', '/staged-pictures', identity, { photoString });
  if (!isSuccess(answer)) return { staged: false, refusal: answer };
  const parsed = stagedPictureSchema.safeParse(answer.body);
  if (!parsed.success) throw unexpectedAnswer();
  return { staged: true, key: parsed.data.key };
}
