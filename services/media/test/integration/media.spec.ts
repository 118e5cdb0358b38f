// The media service in cluster mode: PostgreSQL, RabbitMQ, BullMQ on Redis and an S3 server.
import request from 'supertest';
import sharp from 'sharp';
import { AccountRegistered, ProfileUpdated, REGISTERED_USER_VERSION, createEvent } from '@outings/contracts';
import { asGateway } from '@outings/service-kit/testing';
import type { RunningService } from '@outings/runtime';
import { clusterTestServices, type TestServices } from '@outings/runtime/testing';
import { waitFor } from '@outings/test-support';
import { pngClaiming, solidImage, toDataUrl } from '../support/test-images';
import { mediaService } from '../../src/service';

const people = { first_name: 'Grace', last_name: 'Hopper', location: 'x', tagline: 'y' };
const crop = { zoom: 1, crop: { x: 0, y: 0 } };

const registered = (userId: string, key: string) =>
  createEvent(
    AccountRegistered,
    { userId, username: `${userId}@example.com`, ...people, profile_picture: { key, ...crop } },
    { aggregate: { id: userId, version: REGISTERED_USER_VERSION } },
  );

/** The user's profile saved as `version` (2 and up), naming picture `key`. */
const profileUpdated = (userId: string, key: string, version: number) =>
  createEvent(
    ProfileUpdated,
    { userId, ...people, status: { status: 'Ready', updated: new Date().toISOString() }, profile_picture: { key, ...crop } },
    { aggregate: { id: userId, version } },
  );

describe('media service on PostgreSQL, RabbitMQ, Redis and S3', () => {
  let services: TestServices;
  let media: RunningService;

  beforeAll(async () => {
    services = await clusterTestServices('media');
    media = await services.start(mediaService);
  });

  afterAll(() => services.dispose());

  async function stage(width: number): Promise<string> {
    const res = await request(media.url).post('/staged-pictures').use(asGateway()).send({ photoString: toDataUrl(await solidImage('png', width, 100)) });
    expect(res.status).toBe(201);
    return res.body.key as string;
  }

  async function pictureState(key: string): Promise<{ state: string; ownerId: string | null } | undefined> {
    const { rows } = await services.infrastructure.database.db.execute<{ state: string; ownerId: string | null }>(
      `select state, owner_id as "ownerId" from media.pictures where key = '${key.replace(/[^\w/.-]/g, '')}'`,
    );
    return rows[0];
  }

  const pictureText = () => request(media.url).get('/user/grace/profile-picture').use(asGateway('ada'));

  async function pictureWidth(): Promise<number | undefined> {
    const res = await pictureText();
    if (res.status !== 200) return undefined;
    const bytes = Buffer.from(res.text.replace(/^data:image\/jpeg;base64,/, ''), 'base64');
    return (await sharp(bytes).metadata()).width;
  }

  it('claims a staged picture, serves it both ways and deletes it once replaced', async () => {
    const first = await stage(300);
    await services.infrastructure.bus.publish(registered('grace', first));
    await waitFor('the claimed picture', async () => (await pictureWidth()) === 300);
    expect((await pictureText()).text).toMatch(/^data:image\/jpeg;base64,/);

    const byKey = await request(media.url).get(`/media/${first}`).use(asGateway()).buffer(true);
    expect(byKey.status).toBe(200);
    expect(byKey.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(byKey.headers.etag).toBeTruthy();
    expect((await sharp(byKey.body).metadata()).width).toBe(300);

    const second = await stage(200);
    await services.infrastructure.bus.publish(profileUpdated('grace', second, 2));
    await waitFor('the new picture', async () => (await pictureWidth()) === 200);
    // The previous object goes by the clean-up job BullMQ runs shortly after the claim.
    await waitFor('the previous object deleted', async () => (await services.infrastructure.storage.get(first)) === null);
    expect((await request(media.url).get(`/media/${first}`).use(asGateway())).status).toBe(404);
    expect(await services.infrastructure.storage.get(second)).not.toBeNull();
  });

  it('keeps the newer picture when an older profile edit arrives after it', async () => {
    const signUp = registered('alan', await stage(110));
    await services.infrastructure.bus.publish(signUp);
    await waitFor("alan's sign-up handled", () => services.handled('media', signUp.id));
    const older = await stage(120);
    const newer = await stage(130);
    const olderEdit = profileUpdated('alan', older, 2);
    const newerEdit = profileUpdated('alan', newer, 3);

    // The edit saved second is applied first: the older one was, say, retried.
    await services.infrastructure.bus.publish(newerEdit);
    await waitFor('the newer edit applied', async () => (await pictureState(newer))?.state === 'current');
    await services.infrastructure.bus.publish(olderEdit);
    await waitFor('the older edit handled', () => services.handled('media', olderEdit.id));

    // The late claim neither made its staged picture current nor released the newer one;
    // its upload stays staged for the clean-up.
    expect(await pictureState(newer)).toEqual({ state: 'current', ownerId: 'alan' });
    expect(await pictureState(older)).toEqual({ state: 'staged', ownerId: null });
    expect((await request(media.url).get(`/media/${newer}`).use(asGateway())).status).toBe(200);
    expect((await request(media.url).get('/user/alan/profile-picture').use(asGateway('ada'))).status).toBe(200);
    expect(await services.infrastructure.storage.get(newer)).not.toBeNull();
  });

  it('answers 413 for a PNG whose header claims 50000×50000 pixels', async () => {
    const res = await request(media.url).post('/staged-pictures').use(asGateway()).send({ photoString: toDataUrl(pngClaiming(50_000, 50_000), 'image/png') });
    expect([res.status, res.body]).toEqual([413, { header: 'Photo Too Large', message: 'Photos must be smaller than 24 megapixels.' }]);
  });

  it('discards a staged picture at once, object and row, and keeps a claimed one', async () => {
    const unused = await stage(120);
    expect((await request(media.url).delete(`/staged-pictures/${unused}`).use(asGateway())).status).toBe(204);
    expect(await services.infrastructure.storage.get(unused)).toBeNull();
    const { rows } = await services.infrastructure.database.db.execute(`select 1 from media.pictures where key = '${unused}'`);
    expect(rows).toHaveLength(0);
    expect((await request(media.url).delete(`/staged-pictures/${unused}`).use(asGateway())).status).toBe(204);

    const claimed = await stage(140);
    await services.infrastructure.bus.publish(registered('hedy', claimed));
    await waitFor('the claimed picture', async () => (await request(media.url).get('/user/hedy/profile-picture').use(asGateway('ada'))).status === 200);
    expect((await request(media.url).delete(`/staged-pictures/${claimed}`).use(asGateway())).status).toBe(204);
    expect(await services.infrastructure.storage.get(claimed)).not.toBeNull();
    expect((await request(media.url).get(`/media/${claimed}`).use(asGateway())).status).toBe(200);
  });
});
