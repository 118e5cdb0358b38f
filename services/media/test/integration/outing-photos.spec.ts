// Outing photos on the embedded infrastructure: staged under their own keys, kept on
// `outing.photo-added`, released and deleted on `outing.photo-removed` or the outing's
// deletion, read as a data URL through `/outing-photos/*` only (never `/media/*`), and
// deleted after a day when never added to an outing.
import request from 'supertest';
import { createEvent, OutingDeleted, OutingPhotoAdded, OutingPhotoRemoved, type EventEnvelope } from '@outings/contracts';
import { asGateway } from '@outings/service-kit/testing';
import type { RunningService } from '@outings/runtime';
import { embeddedTestServices, type TestServices } from '@outings/runtime/testing';
import { waitFor } from '@outings/test-support';
import sharp from 'sharp';
import { noisePng, solidImage, toDataUrl } from '../support/test-images';
import { mediaService } from '../../src/service';
import { createPictureService, STAGED_PICTURE_TTL_MS } from '../../src/application/pictures.service';

const as = (userId: string) => asGateway(userId);
const at = '2026-03-01T10:00:00.000Z';

describe('outing photos', () => {
  let services: TestServices;
  let media: RunningService;

  beforeAll(async () => {
    services = await embeddedTestServices();
    media = await services.start(mediaService);
  });
  afterAll(() => services.dispose());

  const deliver = async (event: EventEnvelope) => {
    await services.infrastructure.bus.publish(event);
    await waitFor(`${event.type} handled`, () => services.handled('media', event.id));
  };
  const stateOf = async (key: string) =>
    (await services.infrastructure.database.db.execute<{ state: string; owner_id: string | null }>(`select state, owner_id from media.pictures where key = '${key}'`)).rows[0];
  const stageOutingPhoto = async (kind: 'jpeg' | 'png' = 'png'): Promise<string> => {
    const res = await request(media.url).post('/staged-pictures').use(asGateway()).send({ photoString: toDataUrl(await solidImage(kind)), purpose: 'outing-photo' }).expect(201);
    return res.body.key as string;
  };
  const read = (key: string) => request(media.url).get(`/outing-photos/${key}`).use(as('ada'));
  const added = (outingId: string, key: string) => createEvent(OutingPhotoAdded, { outingId, key, uploader: 'ada', addedAt: at });
  const removed = (outingId: string, key: string) => createEvent(OutingPhotoRemoved, { outingId, key, removedAt: at });

  it('stages an outing photo re-encoded under its own prefix, keeps it on photo-added and reads it as a data URL', async () => {
    const key = await stageOutingPhoto();
    expect(key).toMatch(/^outing-photos\/[0-9a-f-]{36}\.jpg$/);
    const stored = await services.infrastructure.storage.get(key);
    expect(stored?.contentType).toBe('image/jpeg');
    await deliver(added('o1', key));
    expect(await stateOf(key)).toEqual({ state: 'kept', owner_id: 'o1' });

    const res = await read(key).expect(200);
    expect(res.headers['content-type']).toMatch(/^text\/plain/);
    expect(res.headers['cache-control']).toBe('private, no-cache');
    expect(res.text).toBe(`data:image/jpeg;base64,${stored?.body.toString('base64')}`);
    await request(media.url).get(`/outing-photos/${key}`).use(asGateway()).expect(401);
  });

  it('reads a kept photo scaled down to the size asked for, and refuses a size off the ladder', async () => {
    const photoString = toDataUrl(await sharp(await noisePng(960, 720)).jpeg().toBuffer());
    const key = (await request(media.url).post('/staged-pictures').use(asGateway()).send({ photoString, purpose: 'outing-photo' }).expect(201)).body.key as string;
    await deliver(added('o5', key));

    const full = await read(key).expect(200);
    const small = await request(media.url).get(`/outing-photos/${key}?size=160`).use(as('ada')).expect(200);
    expect(small.text).toMatch(/^data:image\/jpeg;base64,/);
    expect(small.text.length).toBeLessThan(full.text.length / 5);
    expect(await sharp(Buffer.from(small.text.split(',')[1]!, 'base64')).metadata()).toMatchObject({ width: 213, height: 160 });
    await request(media.url).get(`/outing-photos/${key}?size=200`).use(as('ada')).expect(400);
    await request(media.url).get(`/outing-photos/outing-photos/never-kept.jpg?size=160`).use(as('ada')).expect(404);
  });

  it('never serves an outing photo by key alone, and reads no profile picture as one', async () => {
    const key = await stageOutingPhoto();
    await deliver(added('o2', key));
    expect((await request(media.url).get(`/media/${key}`).use(asGateway())).status).toBe(404);
    const picture = (await request(media.url).post('/staged-pictures').use(asGateway()).send({ photoString: toDataUrl(await solidImage('jpeg')) }).expect(201)).body.key as string;
    expect(picture).toMatch(/^pictures\//);
    await read(picture).expect(404);
    await read('outing-photos/../pictures/x.jpg').expect(404);
  });

  it('refuses a bad upload or purpose with 4xx and stores nothing', async () => {
    const before = (await services.infrastructure.database.db.execute('select key from media.pictures')).rows.length;
    await request(media.url).post('/staged-pictures').use(asGateway()).send({ photoString: 'data:text/plain;base64,aGVsbG8=', purpose: 'outing-photo' }).expect(400);
    await request(media.url).post('/staged-pictures').use(asGateway()).send({ photoString: toDataUrl(await solidImage('jpeg')), purpose: 'banner' }).expect(400);
    expect((await services.infrastructure.database.db.execute('select key from media.pictures')).rows.length).toBe(before);
  });

  it('releases a removed photo and deletes it, and never keeps a photo for another outing', async () => {
    const key = await stageOutingPhoto();
    await deliver(added('o3', key));
    // Another outing naming the key changes nothing.
    await deliver(removed('o4', key));
    await deliver(added('o4', key));
    expect(await stateOf(key)).toEqual({ state: 'kept', owner_id: 'o3' });

    await deliver(removed('o3', key));
    await read(key).expect(404);
    await waitFor('the removed photo deleted', async () => (await services.infrastructure.storage.get(key)) === null && (await stateOf(key)) === undefined);
  });

  it('releases a photo removed before its addition arrived, and every photo of a deleted outing', async () => {
    const early = await stageOutingPhoto();
    await deliver(removed('o5', early));
    await deliver(added('o5', early));
    await read(early).expect(404);

    const [first, second] = [await stageOutingPhoto(), await stageOutingPhoto('jpeg')];
    for (const key of [first, second]) await deliver(added('o6', key));
    await deliver(createEvent(OutingDeleted, {
      outingId: 'o6',
      chatId: 'chat-o6',
      creatorId: 'ada',
      activity: { _id: 'a1', name: 'Climbing', category: 'Adventure' },
      memberIds: ['ada'],
      invitedIds: [],
      flakedIds: [],
      deletedBy: 'ada',
      deletedAt: at,
    }, { aggregate: { id: 'o6', version: 4 } }));
    for (const key of [early, first, second]) {
      await waitFor(`${key} deleted`, async () => (await services.infrastructure.storage.get(key as string)) === null);
    }
  });

  it('deletes an outing photo staged but never added within a day, and keeps an added one', async () => {
    const kept = await stageOutingPhoto();
    await deliver(added('o7', kept));
    const stale = await stageOutingPhoto();
    const { database, storage } = services.infrastructure;
    const pictures = createPictureService({ database, storage });
    await pictures.deleteUnused(new Date());
    expect(await storage.get(stale)).not.toBeNull();
    await read(stale).expect(200);

    await pictures.deleteUnused(new Date(Date.now() + STAGED_PICTURE_TTL_MS + 60_000));
    expect(await storage.get(stale)).toBeNull();
    await read(stale).expect(404);
    await read(kept).expect(200);
  });

  it('discards a staged outing photo the gateway could not add', async () => {
    const key = await stageOutingPhoto();
    await request(media.url).delete(`/staged-pictures/${key}`).use(asGateway()).expect(204);
    expect(await services.infrastructure.storage.get(key)).toBeNull();
    await read(key).expect(404);
  });
});
