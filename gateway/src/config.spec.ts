import path from 'node:path';
import { DEFAULT_FRONTENDS_DIR, loadStandaloneConfig, remoteUrlsFromEnv } from './config';

const SECRET = 'x'.repeat(32);

describe('loadStandaloneConfig', () => {
  it('refuses to start without a session secret, naming it', () => {
    expect(() => loadStandaloneConfig({})).toThrow(/SESSION_SECRET: is required/);
    expect(() => loadStandaloneConfig({ SESSION_SECRET: 'short' })).toThrow(/SESSION_SECRET: must be at least 32 characters/);
  });

  it('fills the documented defaults', () => {
    expect(loadStandaloneConfig({ SESSION_SECRET: SECRET })).toEqual({
      port: 8080,
      host: '0.0.0.0',
      publicUrl: 'http://localhost:8080',
      sessionSecret: SECRET,
      redisUrl: 'redis://127.0.0.1:6379',
      redisKeyPrefix: 'outings:',
      services: {
        auth: 'http://127.0.0.1:4001',
        profile: 'http://127.0.0.1:4002',
        media: 'http://127.0.0.1:4003',
        notification: 'http://127.0.0.1:4004',
      },
      frontendsDir: DEFAULT_FRONTENDS_DIR,
      remotes: remoteUrlsFromEnv({}),
    });
    expect(DEFAULT_FRONTENDS_DIR).toBe(path.resolve(__dirname, '../../frontends'));
  });

  it('derives the public URL from the port and names every wrong variable at once', () => {
    expect(loadStandaloneConfig({ SESSION_SECRET: SECRET, PORT: '18080' }).publicUrl).toBe('http://localhost:18080');
    expect(() => loadStandaloneConfig({ SESSION_SECRET: SECRET, PORT: 'x', AUTH_URL: 'nope' })).toThrow(/PORT[\s\S]*AUTH_URL/);
  });
});
