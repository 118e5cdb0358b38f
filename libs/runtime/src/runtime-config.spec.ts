import { clusterConfigSchema, embeddedConfigSchema, readClusterConfig, readEmbeddedConfig } from './runtime-config';

/** The one variable every process must be given (the runners make it). */
const SIGNED = { INTERNAL_AUTH_SECRET: 'x'.repeat(32) };

describe('runtime configuration', () => {
  it('refuses to start without the secret the gateway signs with, or with a short one, in both modes', () => {
    expect(() => readEmbeddedConfig({})).toThrow(/INTERNAL_AUTH_SECRET: required: the secret the gateway signs its calls to services with/);
    expect(() => readClusterConfig({ INTERNAL_AUTH_SECRET: '' }, {})).toThrow(/INTERNAL_AUTH_SECRET: required/);
    expect(() => readClusterConfig({ INTERNAL_AUTH_SECRET: 'x'.repeat(31) }, {})).toThrow(/INTERNAL_AUTH_SECRET: must be at least 32 characters/);
  });

  it('runs embedded with no other variable set', () => {
    expect(embeddedConfigSchema.parse(SIGNED)).toEqual({
      ...SIGNED,
      DATA_DIR: '.data',
      PUBLIC_URL: 'http://localhost:8080',
      MAIL_FROM: 'Outings <no-reply@outings.local>',
      EVENT_RETRY_DELAYS_MS: [1_000, 10_000, 60_000],
      EVENT_QUEUE_PREFIX: 'outings',
      OUTBOX_POLL_MS: 1_000,
      S3_BUCKET: 'outings-media',
      S3_REGION: 'us-east-1',
    });
  });

  it('reads NODE_ENV, which decides what happens to mail without SMTP_URL', () => {
    expect(embeddedConfigSchema.parse({ ...SIGNED, NODE_ENV: 'production' })).toMatchObject({ NODE_ENV: 'production' });
  });

  it('treats an exported but empty variable as unset', () => {
    expect(embeddedConfigSchema.parse({ ...SIGNED, SMTP_URL: '', DATA_DIR: '' })).toMatchObject({ SMTP_URL: undefined, DATA_DIR: '.data' });
  });

  it('defaults the cluster servers to the local ones but needs an S3 endpoint for a service that declares storage', () => {
    expect(clusterConfigSchema({ storage: true }).parse({ ...SIGNED, S3_ENDPOINT: 'http://127.0.0.1:9000', S3_ACCESS_KEY: 'k', S3_SECRET_KEY: 's' })).toMatchObject({
      DATABASE_URL: 'postgres://postgres@127.0.0.1:5432/outings',
      RABBITMQ_URL: 'amqp://guest:guest@127.0.0.1:5672',
      REDIS_URL: 'redis://127.0.0.1:6379',
      JOBS_PREFIX: 'outings',
      EVENT_EXCHANGE: 'outings.events',
    });
    expect(() => readClusterConfig(SIGNED, { storage: true })).toThrow(/S3_ENDPOINT: required in cluster mode/);
    expect(readClusterConfig(SIGNED, { mailer: true, jobs: true }).S3_ENDPOINT).toBeUndefined();
  });

  it('names every bad variable at once', () => {
    let message = '';
    try {
      readEmbeddedConfig({ PUBLIC_URL: 'not a url', EVENT_RETRY_DELAYS_MS: '1s,2s', S3_ENDPOINT: 'http://minio:9000', OUTBOX_POLL_MS: '-5' });
    } catch (error) {
      message = (error as Error).message;
    }
    for (const variable of ['PUBLIC_URL', 'EVENT_RETRY_DELAYS_MS', 'OUTBOX_POLL_MS']) expect(message).toContain(variable);
  });

  it('needs both S3 keys when an S3 endpoint is given', () => {
    expect(() => readEmbeddedConfig({ ...SIGNED, S3_ENDPOINT: 'http://minio:9000', S3_ACCESS_KEY: 'k' })).toThrow(/S3_SECRET_KEY: required when S3_ENDPOINT is set/);
  });

  it('reads the retry delays as a list of milliseconds', () => {
    expect(embeddedConfigSchema.parse({ ...SIGNED, EVENT_RETRY_DELAYS_MS: '500,5000' }).EVENT_RETRY_DELAYS_MS).toEqual([500, 5_000]);
  });
});
