import path from 'node:path';
import { SERVICE_NAMES } from '@outings/contracts';
import { START_ORDER, loadRunnerConfig } from './runner-config';

describe('loadRunnerConfig', () => {
  it('fills the documented defaults', () => {
    expect(loadRunnerConfig({}, '/srv/outings')).toEqual({
      port: 8080,
      host: '127.0.0.1',
      publicUrl: 'http://localhost:8080',
      dataDir: path.resolve('/srv/outings/.data'),
      demoSeed: 'true',
      smtpUrl: undefined,
      sessionSecret: undefined,
      internalAuthSecret: expect.stringMatching(/^[A-Za-z0-9_-]{43}$/),
      s3Endpoint: undefined,
      databaseUrl: 'postgres://postgres@127.0.0.1:5432/outings',
      servicePorts: { auth: 4001, profile: 4002, media: 4003, notification: 4004, 'social-graph': 4005, activity: 4006, chat: 4007, outing: 4008 },
    });
  });

  it('builds the public URL from PORT, treats empty variables as unset and keeps absolute data dirs', () => {
    const config = loadRunnerConfig({ PORT: '18080', PUBLIC_URL: '', DATA_DIR: '/var/outings', DEMO_SEED: 'false', AUTH_PORT: '14001' }, '/srv');
    expect(config.publicUrl).toBe('http://localhost:18080');
    expect(config.dataDir).toBe('/var/outings');
    expect(config.demoSeed).toBe('false');
    expect(config.servicePorts.auth).toBe(14001);
  });

  it('makes a new INTERNAL_AUTH_SECRET per start unless one is given', () => {
    expect(loadRunnerConfig({}).internalAuthSecret).not.toBe(loadRunnerConfig({}).internalAuthSecret);
    const given = 'a-bench-signs-its-direct-calls-with-this-0123';
    expect(loadRunnerConfig({ INTERNAL_AUTH_SECRET: given }).internalAuthSecret).toBe(given);
    expect(() => loadRunnerConfig({ INTERNAL_AUTH_SECRET: 'short' })).toThrow(/INTERNAL_AUTH_SECRET/);
  });

  it('names every wrong variable', () => {
    expect(() => loadRunnerConfig({ PORT: 'eighty', SESSION_SECRET: 'short', DEMO_SEED: 'yes', MEDIA_PORT: 'x' })).toThrow(
      /PORT[\s\S]*DEMO_SEED[\s\S]*SESSION_SECRET[\s\S]*MEDIA_PORT/,
    );
  });
});

describe('START_ORDER', () => {
  it('starts every service of the manifest once, in its order', () => {
    expect(START_ORDER).toEqual(SERVICE_NAMES);
  });
});
