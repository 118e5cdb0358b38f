// The media service in cluster mode: PostgreSQL, RabbitMQ, BullMQ on Redis and an S3 server.
import request from 'supertest';
import sharp from 'sharp';
import { AccountRegistered, ProfileUpdated, createEvent } from '@outings/contracts';
import { IDENTITY_HEADER } from '@outings/service-kit';
import type { RunningService } from '@outings/runtime';
import { clusterTestServices, waitFor, type TestServices } from '@outings/runtime/testing';
import { pngClaiming, solidImage, toDataUrl } from '../support/test-images';
import { mediaService } from '../../src/service';

const people = { first_name: 'Grace', last_name: 'Hopper', location: 'x', tagline: 'y' };
const crop = { zoom: 1, crop: { x: 0, y: 0 } };

describe('media service on PostgreSQL, RabbitMQ, Redis and S3', () => {
  let services: TestServices;
  let media: RunningService;

  beforeAll(async () => {
    services = await clusterTestServices('media');
    media = await services.start(mediaService);
  });

  afterAll(() => services.dispose());

  async function stage(width: number): Promise<string> {
    const res = await request(media.url).post('/staged-pictures').send({ photoString: toDataUrl(await solidImage('png', width, 100)) });
    expect(res.status).toBe(201);
    return res.body.key as string;
  }

  const pictureText = () => request(media.url).get('/user/grace/profile-picture').set(IDENTITY_HEADER, 'ada');

  async function pictureWidth(): Promise<number | undefined> {
    const res = await pictureText();
    if (res.status !== 200) return undefined;
    const bytes = Buffer.from(res.text.replace(/^data:image\/jpeg;base64,/, ''), 'base64');
    return (await sharp(bytes).metadata()).width;
  }

  it('claims a staged picture, serves it both ways and deletes it once replaced', async () => {
    const first = await stage(300);
    await services.infrastructure.bus.publish(
      createEvent(AccountRegistered, { userId: 'grace', username: 'grace@example.com', ...people, profile_picture: { key: first, ...crop } }),
    );
    await waitFor('the claimed picture', async () => (await pictureWidth()) === 300);
    expect((await pictureText()).text).toMatch(/^data:image\/jpeg;base64,/);

    const byKey = await request(media.url).get(`/media/${first}`).buffer(true);
    expect(byKey.status).toBe(200);
    expect(byKey.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(byKey.headers.etag).toBeTruthy();
    expect((await sharp(byKey.body).metadata()).width).toBe(300);

    const second = await stage(200);
    await services.infrastructure.bus.publish(
      createEvent(ProfileUpdated, {
        userId: 'grace',
        ...people,
        status: { status: 'Ready', updated: new Date().toISOString() },
        profile_picture: { key: second, ...crop },
      }),
    );
    await waitFor('the new picture', async () => (await pictureWidth()) === 200);
    // The previous object goes by the clean-up job BullMQ runs shortly after the claim.
    await waitFor('the previous object deleted', async () => (await services.infrastructure.storage.get(first)) === null);
    expect((await request(media.url).get(`/media/${first}`)).status).toBe(404);
    expect(await services.infrastructure.storage.get(second)).not.toBeNull();
  });

  it('answers 413 for a PNG whose header claims 50000×50000 pixels', async () => {
    const res = await request(media.url).post('/staged-pictures').send({ photoString: toDataUrl(pngClaiming(50_000, 50_000), 'image/png') });
    expect([res.status, res.body]).toEqual([413, { header: 'Photo Too Large', message: 'Photos must be smaller than 40 megapixels.' }]);
  });

  it('discards a staged picture at once, object and row, and keeps a claimed one', async () => {
    const unused = await stage(120);
    expect((await request(media.url).delete(`/staged-pictures/${unused}`)).status).toBe(204);
    expect(await services.infrastructure.storage.get(unused)).toBeNull();
    const { rows } = await services.infrastructure.database.db.execute(`select 1 from media.pictures where key = '${unused}'`);
    expect(rows).toHaveLength(0);
    expect((await request(media.url).delete(`/staged-pictures/${unused}`)).status).toBe(204);

    const claimed = await stage(140);
    await services.infrastructure.bus.publish(
      createEvent(AccountRegistered, { userId: 'hedy', username: 'hedy@example.com', ...people, profile_picture: { key: claimed, ...crop } }),
    );
    await waitFor('the claimed picture', async () => (await request(media.url).get('/user/hedy/profile-picture').set(IDENTITY_HEADER, 'ada')).status === 200);
    expect((await request(media.url).delete(`/staged-pictures/${claimed}`)).status).toBe(204);
    expect(await services.infrastructure.storage.get(claimed)).not.toBeNull();
    expect((await request(media.url).get(`/media/${claimed}`)).status).toBe(200);
  });
});
