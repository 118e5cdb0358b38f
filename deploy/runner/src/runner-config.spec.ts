import path from 'node:path';
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
      s3Endpoint: undefined,
      servicePorts: { auth: 4001, profile: 4002, media: 4003, notification: 4004 },
    });
  });

  it('builds the public URL from PORT, treats empty variables as unset and keeps absolute data dirs', () => {
    const config = loadRunnerConfig({ PORT: '18080', PUBLIC_URL: '', DATA_DIR: '/var/outings', DEMO_SEED: 'false', AUTH_PORT: '14001' }, '/srv');
    expect(config.publicUrl).toBe('http://localhost:18080');
    expect(config.dataDir).toBe('/var/outings');
    expect(config.demoSeed).toBe('false');
    expect(config.servicePorts.auth).toBe(14001);
  });

  it('names every wrong variable', () => {
    expect(() => loadRunnerConfig({ PORT: 'eighty', SESSION_SECRET: 'short', DEMO_SEED: 'yes' })).toThrow(/PORT[\s\S]*DEMO_SEED[\s\S]*SESSION_SECRET/);
  });
});

describe('START_ORDER', () => {
  it('starts every service once, the event consumers before auth, which publishes at start', () => {
    expect([...START_ORDER].sort()).toEqual(['auth', 'media', 'notification', 'profile']);
    expect(START_ORDER.at(-1)).toBe('auth');
  });
});
