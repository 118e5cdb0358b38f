// The demo world's outing photos: nobody uploads them, so media draws one when the outing
// service first adds its `demo-outing-photos/…` key, keeps it for the outing and answers
// it through `/outing-photos/<key>` like an uploaded one, never through `/media/`.
import request from 'supertest';
import { sql } from 'drizzle-orm';
import sharp from 'sharp';
import { OutingPhotoAdded, OutingPhotoRemoved, createEvent } from '@outings/contracts';
import { asGateway } from '@outings/service-kit/testing';
import type { RunningService } from '@outings/runtime';
import { embeddedTestServices, type TestServices } from '@outings/runtime/testing';
import { waitFor } from '@outings/test-support';
import { mediaService } from '../../src/service';
import { DEMO_PHOTO_HEIGHT, DEMO_PHOTO_WIDTH } from '../../src/demo/demo-outing-photo';

const OUTING_ID = '00000000-0000-4000-8000-00000000d001';
const KEY = 'demo-outing-photos/cherry-blossom-picnic-1.jpg';

describe('demo outing photos', () => {
  let services: TestServices;
  let media: RunningService;

  beforeAll(async () => {
    services = await embeddedTestServices();
    media = await services.start(mediaService);
  }, 120_000);
  afterAll(() => services.dispose());

  async function deliver(event: ReturnType<typeof createEvent>): Promise<void> {
    await services.infrastructure.bus.publish(event);
    await waitFor(`${event.type} handled by media`, () => services.handled('media', event.id));
  }

  const added = (key: string) =>
    createEvent(OutingPhotoAdded, { outingId: OUTING_ID, key, uploader: 'sam-id', addedAt: new Date().toISOString() });

  const read = (key: string) => request(media.url).get(`/outing-photos/${key}`).use(asGateway('sam-id'));

  const stateOf = async (key: string) =>
    (await services.infrastructure.database.db.execute<{ state: string; owner_id: string }>(
      sql`select state, owner_id from media.pictures where key = ${key}`,
    )).rows[0];

  it('are drawn when first added, kept for their outing and read back as a JPEG data URL', async () => {
    expect((await read(KEY)).status).toBe(404);
    await deliver(added(KEY));
    expect(await stateOf(KEY)).toEqual({ state: 'kept', owner_id: OUTING_ID });
    const res = await read(KEY);
    expect(res.status).toBe(200);
    expect(res.text.startsWith('data:image/jpeg;base64,')).toBe(true);
    const bytes = Buffer.from(res.text.slice('data:image/jpeg;base64,'.length), 'base64');
    expect(await sharp(bytes).metadata()).toMatchObject({ format: 'jpeg', width: DEMO_PHOTO_WIDTH, height: DEMO_PHOTO_HEIGHT });

    // Added again (another event): drawn once, the same bytes.
    await deliver(added(KEY));
    expect((await read(KEY)).text).toBe(res.text);
  });

  it('are never served by key alone, nor drawn for a key nobody added', async () => {
    expect((await request(media.url).get(`/media/${KEY}`).use(asGateway())).status).toBe(404);
    expect((await read('demo-outing-photos/never-added-1.jpg')).status).toBe(404);
    expect(await stateOf('demo-outing-photos/never-added-1.jpg')).toBeUndefined();
  });

  it('are released like uploaded ones when removed', async () => {
    const key = 'demo-outing-photos/cherry-blossom-picnic-2.jpg';
    await deliver(added(key));
    await deliver(createEvent(OutingPhotoRemoved, { outingId: OUTING_ID, key, removedAt: new Date().toISOString() }));
    expect((await stateOf(key))?.state).toBe('released');
    expect((await read(key)).status).toBe(404);
  });
});
