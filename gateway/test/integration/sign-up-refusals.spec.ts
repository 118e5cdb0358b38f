// Refused sign-ups through the real gateway, auth and media services on PostgreSQL,
// Redis, RabbitMQ and S3: whatever the refusal, no uploaded picture stays in the bucket.
import { randomUUID } from 'node:crypto';
import { Redis } from 'ioredis';
import { Client } from 'minio';
import request from 'supertest';
import { authService } from '@outings/auth-service';
import { SERVICE_MANIFESTS } from '@outings/contracts';
import { mediaService } from '@outings/media-service';
import { clusterTestServices, type TestServices } from '@outings/runtime/testing';
import type { ServiceUrls } from '../../src/config';
import type { Gateway } from '../../src/gateway';
import { unusedUrl } from '../support/fake-service';
import { PUBLIC_URL, testGateway } from '../support/test-gateway';

jest.setTimeout(120_000);

const REDIS_URL = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';
/** A valid 1×1 PNG, as small as a picture gets. */
const PHOTO = 'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==';

function signUpBody(username: string) {
  return {
    user: {
      username,
      password: 'Secret-pass1',
      first_name: 'Ann',
      last_name: 'Lee',
      location: 'London, GB',
      tagline: 'Out and about',
      profile_picture: { zoom: 1, crop: { x: 0, y: 0 } },
    },
    photoString: PHOTO,
  };
}

describe('refused sign-ups through the gateway leave no picture behind', () => {
  const rateLimitPrefix = `test:gateway-sign-up:${randomUUID().slice(0, 8)}`;
  let services: TestServices;
  let gateway: Gateway;
  let bucket: { client: Client; name: string };

  beforeAll(async () => {
    services = await clusterTestServices('gateway_sign_up', { AUTH_RATE_LIMIT_PREFIX: rateLimitPrefix });
    const auth = await services.start(authService);
    const media = await services.start(mediaService);
    // Every other service is down: a sign-up needs none of them.
    const down = await unusedUrl();
    const others = Object.fromEntries(SERVICE_MANIFESTS.map(({ name }) => [name, down])) as ServiceUrls;
    gateway = testGateway({ ...others, auth: auth.url, media: media.url });
    const { S3_ENDPOINT, S3_ACCESS_KEY, S3_SECRET_KEY, S3_BUCKET } = services.infrastructure.env;
    const endpoint = new URL(S3_ENDPOINT ?? '');
    bucket = {
      client: new Client({ endPoint: endpoint.hostname, port: Number(endpoint.port), useSSL: false, accessKey: S3_ACCESS_KEY ?? '', secretKey: S3_SECRET_KEY ?? '', pathStyle: true }),
      name: S3_BUCKET ?? '',
    };
  });

  afterAll(async () => {
    await gateway?.close();
    await services?.dispose();
    const redis = new Redis(REDIS_URL);
    // SCAN, not KEYS: the Redis is shared with other test runs.
    for await (const keys of redis.scanStream({ match: `${rateLimitPrefix}:*`, count: 100 }) as AsyncIterable<string[]>) {
      if (keys.length > 0) await redis.del(...keys);
    }
    await redis.quit();
  });

  const signUp = (username: string) => request(gateway.handle).post('/user/create').set('Origin', PUBLIC_URL).send(signUpBody(username));

  /** Every uploaded picture in the bucket, staged or claimed. */
  async function storedPictures(): Promise<number> {
    let count = 0;
    for await (const _object of bucket.client.listObjectsV2(bucket.name, 'pictures/', true)) count += 1;
    return count;
  }

  it('discards the staged picture of a sign-up for an address that has an account', async () => {
    const address = `taken-${randomUUID()}@example.com`;
    expect((await signUp(address)).status).toBe(201);
    const before = await storedPictures();
    expect(before).toBeGreaterThan(0);

    const again = await signUp(address.toUpperCase());
    expect([again.status, again.body]).toEqual([406, { header: 'Account Already Exists', message: `Account for ${address} already exists.` }]);
    expect(await storedPictures()).toBe(before);
  });

  it('stores nothing for the sign-ups past the per-IP limit, and answers them 429 with Retry-After', async () => {
    const before = await storedPictures();
    const answers = [];
    for (let i = 0; i < 30; i++) answers.push(await signUp(`flood-${i}-${randomUUID()}@example.com`));

    const created = answers.filter((res) => res.status === 201);
    const throttled = answers.filter((res) => res.status === 429);
    expect(created.length + throttled.length).toBe(30);
    expect(throttled.length).toBeGreaterThanOrEqual(20);
    for (const res of throttled) {
      expect(res.body).toEqual({ header: 'Too Many Requests', message: expect.stringMatching(/^Too many sign-ups\. Try again in \d+ minutes?\.$/) });
      expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
    }
    expect(await storedPictures()).toBe(before + created.length);
  });
});
