// A burst of picture work on the embedded infrastructure: the sharp work runs in lanes
// the spec holds shut, so "full" is a state it waits for, never a race it times. A full
// uploads lane refuses one more upload with 503 and Retry-After, while health checks,
// stored pictures and scaled reads keep answering; a full variants lane refuses a read
// that needs a scaling the same way.
import request from 'supertest';
import sharp from 'sharp';
import { asGateway } from '@outings/service-kit/testing';
import type { RunningService } from '@outings/runtime';
import { embeddedTestServices, type TestServices } from '@outings/runtime/testing';
import { waitFor } from '@outings/test-support';
import { noisePng, solidImage, toDataUrl } from '../support/test-images';
import { createMediaService } from '../../src/service';
import { createWorkLane, type WorkLane } from '../../src/application/picture-work';
import { BUSY_RETRY_AFTER_SECONDS } from '../../src/domain/picture-limits';
import { BUSY_ANSWER } from '../../src/http/picture-work-busy.http';


/** A real lane whose tasks start only while it is open; counts how many run at once. */
function heldLane(limits: { running: number; waiting: number }) {
  const lane = createWorkLane(limits);
  let gate: Promise<void> = Promise.resolve();
  let open = () => {};
  let running = 0;
  let peak = 0;
  const held: WorkLane = {
    run: (task) =>
      lane.run(async () => {
        await gate;
        running += 1;
        peak = Math.max(peak, running);
        try {
          return await task();
        } finally {
          running -= 1;
        }
      }),
    get admitted() {
      return lane.admitted;
    },
  };
  return {
    lane: held,
    get peak() {
      return peak;
    },
    hold() {
      gate = new Promise((resolve) => (open = resolve));
    },
    release: () => open(),
  };
}

describe('media under a burst of picture work', () => {
  let services: TestServices;
  let media: RunningService;
  const uploads = heldLane({ running: 1, waiting: 2 });
  const variants = heldLane({ running: 1, waiting: 0 });

  beforeAll(async () => {
    services = await embeddedTestServices();
    media = await services.start(createMediaService({ work: () => ({ uploads: uploads.lane, variants: variants.lane }) }));
  });
  afterAll(() => services.dispose());

  const pictureCount = async () =>
    Number((await services.infrastructure.database.db.execute<{ n: number }>('select count(*)::int as n from media.pictures')).rows[0]?.n);
  // async: calling it sends the request, so a held one is on its way without an await.
  const stage = async (photoString: string, purpose?: 'outing-photo') =>
    request(media.url).post('/staged-pictures').use(asGateway()).send(purpose ? { photoString, purpose } : { photoString });
  const readPhoto = async (key: string, size?: number) =>
    request(media.url).get(`/outing-photos/${key}${size ? `?size=${size}` : ''}`).use(asGateway('ada'));

  it('runs one re-encoding at a time, refuses an upload past the waiting places with 503 and Retry-After, and keeps answering other calls', async () => {
    const photoString = toDataUrl(await sharp(await noisePng(960, 720)).jpeg().toBuffer());
    const photo = (await stage(photoString, 'outing-photo')).body.key as string;
    expect(photo).toMatch(/^outing-photos\//);

    uploads.hold();
    const held = [stage(photoString), stage(photoString), stage(photoString)];
    await waitFor('the uploads lane full', () => uploads.lane.admitted === 3);
    const before = await pictureCount();

    const refused = await stage(photoString);
    expect(refused.status).toBe(503);
    expect(refused.headers['retry-after']).toBe(String(BUSY_RETRY_AFTER_SECONDS));
    expect(refused.body).toEqual(BUSY_ANSWER);
    // A picture refused by the checks before any encoding is still answered at once.
    expect((await stage(toDataUrl(Buffer.from('not a picture')))).status).toBe(400);

    expect((await request(media.url).get('/healthz')).status).toBe(200);
    expect((await readPhoto(photo)).status).toBe(200);
    const scaled = await readPhoto(photo, 160);
    expect(scaled.status).toBe(200);
    expect(await sharp(Buffer.from(scaled.text.split(',')[1] ?? '', 'base64')).metadata()).toMatchObject({ width: 213, height: 160 });
    expect(await pictureCount()).toBe(before);

    uploads.release();
    expect((await Promise.all(held)).map((res) => res.status)).toEqual([201, 201, 201]);
    expect(uploads.peak).toBe(1);
    expect(uploads.lane.admitted).toBe(0);
  });

  it('refuses a read that needs a scaling while the variants lane is full, and serves the stored picture', async () => {
    const photo = (await stage(toDataUrl(await solidImage('jpeg', 960, 720)), 'outing-photo')).body.key as string;
    variants.hold();
    const held = readPhoto(photo, 320);
    await waitFor('the variants lane full', () => variants.lane.admitted === 1);

    const refused = await readPhoto(photo, 160);
    expect([refused.status, refused.headers['retry-after'], refused.body]).toEqual([503, String(BUSY_RETRY_AFTER_SECONDS), BUSY_ANSWER]);
    expect((await readPhoto(photo)).status).toBe(200);

    variants.release();
    expect((await held).status).toBe(200);
    // The refusal was not cached: the variant is made once there is room.
    expect((await readPhoto(photo, 160)).status).toBe(200);
  });
});
