import request from 'supertest';
import sharp from 'sharp';
import { AccountRegistered, ProfileUpdated, REGISTERED_USER_VERSION, createEvent, type EventEnvelope } from '@outings/contracts';
import { asGateway } from '@outings/service-kit/testing';
import type { RunningService } from '@outings/runtime';
import { embeddedTestServices, type TestServices } from '@outings/runtime/testing';
import { waitFor } from '@outings/test-support';
import { noisePng, pngClaiming, solidImage, toDataUrl } from '../support/test-images';
import { mediaService } from '../../src/service';
import { createPictureService, STAGED_PICTURE_TTL_MS } from '../../src/application/pictures.service';


const picture = { zoom: 1, crop: { x: 0, y: 0 } };
const names = { first_name: 'Ada', last_name: 'Lovelace', location: 'x', tagline: 'y' };
const as = (userId: string) => asGateway(userId);

describe('media routes', () => {
  let services: TestServices;
  let media: RunningService;

  beforeAll(async () => {
    services = await embeddedTestServices();
    media = await services.start(mediaService);
  });

  afterAll(() => services.dispose());

  const pictureCount = async () =>
    Number((await services.infrastructure.database.db.execute<{ n: number }>('select count(*)::int as n from media.pictures')).rows[0]?.n);

  async function stage(photoString: string) {
    return request(media.url).post('/staged-pictures').use(asGateway()).send({ photoString });
  }

  async function stagedKey(kind: 'jpeg' | 'png' | 'webp' = 'jpeg'): Promise<string> {
    const res = await stage(toDataUrl(await solidImage(kind)));
    expect(res.status).toBe(201);
    return res.body.key as string;
  }

  async function publish(event: EventEnvelope): Promise<EventEnvelope> {
    await services.infrastructure.bus.publish(event);
    return event;
  }

  const register = (userId: string, key: string) =>
    publish(
      createEvent(
        AccountRegistered,
        { userId, username: `${userId}@x.y`, ...names, profile_picture: { key, ...picture } },
        { aggregate: { id: userId, version: REGISTERED_USER_VERSION } },
      ),
    );

  // Edits are versions of their user, each newer than the one before.
  let lastVersion = REGISTERED_USER_VERSION;
  const updateProfile = (userId: string, key: string) =>
    publish(
      createEvent(
        ProfileUpdated,
        { userId, ...names, status: { status: 'Ready', updated: new Date().toISOString() }, profile_picture: { key, ...picture } },
        { aggregate: { id: userId, version: (lastVersion += 1) } },
      ),
    );

  async function profilePicture(userId: string) {
    return request(media.url).get(`/user/${userId}/profile-picture`).use(as('viewer'));
  }

  async function currentPictureIs(userId: string, key: string): Promise<boolean> {
    const [text, object] = await Promise.all([profilePicture(userId), services.infrastructure.storage.get(key)]);
    return text.status === 200 && object !== null && text.text === `data:image/jpeg;base64,${object.body.toString('base64')}`;
  }

  describe('POST /staged-pictures', () => {
    it.each(['jpeg', 'png', 'webp'] as const)('stores a %s as a JPEG under a fresh key', async (kind) => {
      const res = await stage(toDataUrl(await solidImage(kind), 'image/whatever'));
      expect(res.status).toBe(201);
      expect(res.body.key).toMatch(/^pictures\/[0-9a-f-]{36}\.jpg$/);
      const stored = await services.infrastructure.storage.get(res.body.key);
      expect(stored?.contentType).toBe('image/jpeg');
      expect((await sharp(stored?.body).metadata()).format).toBe('jpeg');
    });

    it.each([
      ['a GIF declared as PNG', async () => toDataUrl(await solidImage('gif'), 'image/png')],
      ['text declared as PNG', async () => toDataUrl(Buffer.from('hello, I am text'), 'image/png')],
      ['a truncated JPEG', async () => toDataUrl((await solidImage('jpeg', 400, 400)).subarray(0, 300))],
      ['something that is no data URL', async () => 'https://example.com/me.png'],
    ])('refuses %s with 400 and stores nothing', async (_case, photoString) => {
      const before = await pictureCount();
      const res = await stage(await photoString());
      expect(res.status).toBe(400);
      expect(res.body).toEqual({ header: 'Invalid Photo', message: 'Please upload a JPEG, PNG or WebP image.' });
      expect(await pictureCount()).toBe(before);
    });

    it('refuses a picture over 5 MB with 413, and a body past the JSON limit alike', async () => {
      const before = await pictureCount();
      const tooLarge = { header: 'Photo Too Large', message: 'Photos must be smaller than 5 MB.' };
      const big = await stage(toDataUrl(await noisePng(1400, 1400), 'image/png'));
      expect(big.status).toBe(413);
      expect(big.body).toEqual(tooLarge);
      const huge = await stage(`data:image/png;base64,${'A'.repeat(9 * 1024 * 1024)}`);
      expect(huge.status).toBe(413);
      expect(huge.body).toEqual(tooLarge);
      expect(await pictureCount()).toBe(before);
    });

    it.each([
      ['a 6000×6000 PNG of a flat colour (36 megapixels)', () => solidImage('png', 6000, 6000)],
      ['a PNG whose header claims 50000×50000 pixels', async () => pngClaiming(50_000, 50_000)],
    ])('refuses %s with 413 and stores nothing', async (_case, png) => {
      const before = await pictureCount();
      const res = await stage(toDataUrl(await png(), 'image/png'));
      expect([res.status, res.body]).toEqual([413, { header: 'Photo Too Large', message: 'Photos must be smaller than 24 megapixels.' }]);
      expect(await pictureCount()).toBe(before);
    });

    it('accepts a 6000×4000 picture (24 megapixels) and stores it fitted into 1024 px', async () => {
      const res = await stage(toDataUrl(await solidImage('jpeg', 6000, 4000)));
      expect(res.status).toBe(201);
      const stored = await services.infrastructure.storage.get(res.body.key);
      expect(await sharp(stored?.body).metadata()).toMatchObject({ format: 'jpeg', width: 1024, height: 683 });
    });

    it('answers 400 for a body without a photo string', async () => {
      expect((await request(media.url).post('/staged-pictures').use(asGateway()).send({})).status).toBe(400);
    });
  });

  describe('DELETE /staged-pictures/<key>', () => {
    const discard = (key: string) => request(media.url).delete(`/staged-pictures/${key}`).use(asGateway());

    it('deletes a staged picture, object and row, and answers 204 again for a key already gone', async () => {
      const key = await stagedKey();
      const before = await pictureCount();
      expect((await discard(key)).status).toBe(204);
      expect(await services.infrastructure.storage.get(key)).toBeNull();
      expect(await pictureCount()).toBe(before - 1);
      expect((await request(media.url).get(`/media/${key}`).use(asGateway())).status).toBe(404);
      expect((await discard(key)).status).toBe(204);
    });

    it("never deletes a user's current picture", async () => {
      const key = await stagedKey();
      await register('hedy', key);
      await waitFor("hedy's picture", () => currentPictureIs('hedy', key));
      expect((await discard(key)).status).toBe(204);
      expect(await currentPictureIs('hedy', key)).toBe(true);
    });

    it('answers 404 for keys media never hands out for uploads', async () => {
      for (const key of ['pictures/missing.jpg', 'demo/sample-login', 'other/x.jpg', 'pictures/..%2F..%2Fetc%2Fpasswd']) {
        expect([key, (await discard(key)).status]).toEqual([key, 404]);
      }
    });
  });

  describe('claiming and reading pictures', () => {
    it("makes a sign-up's staged picture the user's picture", async () => {
      const key = await stagedKey('png');
      await register('ada', key);
      await waitFor("ada's picture", () => currentPictureIs('ada', key));
      const text = await profilePicture('ada');
      expect(text.headers['content-type']).toBe('text/plain; charset=utf-8');
      expect(text.headers['x-content-type-options']).toBe('nosniff');
      expect(text.text).toMatch(/^data:image\/jpeg;base64,/);
    });

    it('reads the picture scaled down to the size asked for, as stored when it is no bigger, and refuses other sizes', async () => {
      const key = await stagedKey('png');
      await register('linus', key);
      await waitFor("linus's picture", () => currentPictureIs('linus', key));
      const full = (await profilePicture('linus')).text;
      const small = await request(media.url).get('/user/linus/profile-picture?size=160').use(as('viewer')).expect(200);
      expect(await sharp(Buffer.from(small.text.split(',')[1]!, 'base64')).metadata()).toMatchObject({ format: 'jpeg', width: 213, height: 160 });
      // The stored picture is 320×240: a 480 variant would be an enlargement.
      expect((await request(media.url).get('/user/linus/profile-picture?size=480').use(as('viewer')).expect(200)).text).toBe(full);
      await request(media.url).get('/user/linus/profile-picture?size=big').use(as('viewer')).expect(400);
      await request(media.url).get('/user/nobody/profile-picture?size=160').use(as('viewer')).expect(404);
    });

    it('serves a picture by key as what it is, with headers to cache it forever', async () => {
      // Whatever was uploaded, media stores and serves JPEG.
      const key = await stagedKey('webp');
      const res = await request(media.url).get(`/media/${key}`).use(asGateway()).buffer(true);
      expect(res.status).toBe(200);
      expect(res.headers['content-type']).toBe('image/jpeg');
      expect(res.headers['x-content-type-options']).toBe('nosniff');
      expect(res.headers['content-security-policy']).toBe("default-src 'none'; sandbox");
      expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      expect(res.body).toEqual((await services.infrastructure.storage.get(key))?.body);
      const again = await request(media.url).get(`/media/${key}`).use(asGateway()).set('If-None-Match', res.headers.etag ?? '');
      expect(again.status).toBe(304);
    });

    it('answers 404 for unknown keys and keys media never hands out', async () => {
      for (const path of ['/media/pictures/00000000-0000-4000-8000-000000000000.jpg', '/media/pictures/..%2F..%2Fetc/passwd', '/media/other/x.jpg', '/media/demo']) {
        expect((await request(media.url).get(path).use(asGateway())).status).toBe(404);
      }
    });

    it('answers 401 without a session and 404 for a user without a picture', async () => {
      expect((await request(media.url).get('/user/ada/profile-picture').use(asGateway())).status).toBe(401);
      expect((await profilePicture('nobody')).status).toBe(404);
    });

    it('replaces the picture on profile.updated and deletes the previous one', async () => {
      const first = await stagedKey();
      await register('grace', first);
      await waitFor("grace's first picture", () => currentPictureIs('grace', first));
      const second = await stagedKey('webp');
      await updateProfile('grace', second);
      await waitFor("grace's second picture", () => currentPictureIs('grace', second));
      expect((await request(media.url).get(`/media/${first}`).use(asGateway())).status).toBe(404);
      await waitFor('the previous object deleted', async () => (await services.infrastructure.storage.get(first)) === null);
      // The same key again changes nothing.
      await updateProfile('grace', second);
      expect(await currentPictureIs('grace', second)).toBe(true);
    });

    it("ignores a key that is another user's picture", async () => {
      const own = await stagedKey();
      await register('linus', own);
      await waitFor("linus' picture", () => currentPictureIs('linus', own));
      const adas = await stagedKey();
      await updateProfile('ada', adas);
      await waitFor("ada's new picture", () => currentPictureIs('ada', adas));
      const takeover = await updateProfile('linus', adas);
      await waitFor("linus' update handled", () => services.handled('media', takeover.id));
      expect(await currentPictureIs('linus', own)).toBe(true);
      expect(await currentPictureIs('ada', adas)).toBe(true);
    });
  });

  describe('clean-up', () => {
    it('deletes staged pictures nobody claimed within a day, and keeps claimed ones', async () => {
      const claimed = await stagedKey();
      await register('kept', claimed);
      await waitFor("kept's picture", () => currentPictureIs('kept', claimed));
      const stale = await stagedKey();
      const { database, storage } = services.infrastructure;
      const pictures = createPictureService({ database, storage });

      // Now: only released pictures (left by other tests) are due; the fresh upload stays.
      await pictures.deleteUnused(new Date());
      expect(await storage.get(stale)).not.toBeNull();

      expect(await pictures.deleteUnused(new Date(Date.now() + STAGED_PICTURE_TTL_MS + 60_000))).toBeGreaterThan(0);
      expect(await storage.get(stale)).toBeNull();
      expect((await request(media.url).get(`/media/${stale}`).use(asGateway())).status).toBe(404);
      expect(await currentPictureIs('kept', claimed)).toBe(true);
    });
  });
});
