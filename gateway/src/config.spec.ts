import path from 'node:path';
import { DEFAULT_FRONTENDS_DIR, loadStandaloneConfig, loadTrustConfig, remoteUrlsFromEnv } from './config';

const SECRET = 'x'.repeat(32);
const INTERNAL_SECRET = 'y'.repeat(32);
/** Both secrets a standalone gateway needs. */
const SECRETS = { SESSION_SECRET: SECRET, INTERNAL_AUTH_SECRET: INTERNAL_SECRET };

describe('loadStandaloneConfig', () => {
  it('refuses to start without a session secret, naming it', () => {
    expect(() => loadStandaloneConfig({})).toThrow(/SESSION_SECRET: is required/);
    expect(() => loadStandaloneConfig({ SESSION_SECRET: 'short' })).toThrow(/SESSION_SECRET: must be at least 32 characters/);
  });

  it('refuses to start without the secret its calls to services are signed with, naming it', () => {
    expect(() => loadStandaloneConfig({ SESSION_SECRET: SECRET })).toThrow(/INTERNAL_AUTH_SECRET: is required/);
    expect(() => loadStandaloneConfig({ ...SECRETS, INTERNAL_AUTH_SECRET: 'short' })).toThrow(/INTERNAL_AUTH_SECRET: must be at least 32 characters/);
  });

  it('fills the documented defaults', () => {
    expect(loadStandaloneConfig(SECRETS)).toEqual({
      port: 8080,
      host: '0.0.0.0',
      publicUrl: 'http://localhost:8080',
      sessionSecret: SECRET,
      internalAuthSecret: INTERNAL_SECRET,
      redisUrl: 'redis://127.0.0.1:6379',
      redisKeyPrefix: 'outings:',
      services: {
        auth: 'http://127.0.0.1:4001',
        profile: 'http://127.0.0.1:4002',
        media: 'http://127.0.0.1:4003',
        notification: 'http://127.0.0.1:4004',
        'social-graph': 'http://127.0.0.1:4005',
        activity: 'http://127.0.0.1:4006',
        chat: 'http://127.0.0.1:4007',
        outing: 'http://127.0.0.1:4008',
      },
      frontendsDir: DEFAULT_FRONTENDS_DIR,
      remotes: remoteUrlsFromEnv({}),
      metricsPort: 9464,
      allowedOrigins: [],
      trustProxy: [],
    });
    expect(DEFAULT_FRONTENDS_DIR).toBe(path.resolve(__dirname, '../../frontends'));
  });

  it('derives the public URL from the port and names every wrong variable at once', () => {
    expect(loadStandaloneConfig({ ...SECRETS, PORT: '18080' }).publicUrl).toBe('http://localhost:18080');
    expect(() => loadStandaloneConfig({ ...SECRETS, PORT: 'x', AUTH_URL: 'nope' })).toThrow(/PORT[\s\S]*AUTH_URL/);
  });

  it('reads the allowed origins and trusted proxies as comma-separated lists', () => {
    const config = loadStandaloneConfig({
      ...SECRETS,
      ALLOWED_ORIGINS: ' https://App.example , http://localhost:3100/,',
      TRUST_PROXY: 'loopback, 10.0.0.0/8,fd00::1',
    });
    expect(config.allowedOrigins).toEqual(['https://app.example', 'http://localhost:3100']);
    expect(config.trustProxy).toEqual(['loopback', '10.0.0.0/8', 'fd00::1']);
  });
});

describe('loadTrustConfig', () => {
  it('trusts no extra origin and no proxy when unset or empty', () => {
    expect(loadTrustConfig({})).toEqual({ allowedOrigins: [], trustProxy: [] });
    expect(loadTrustConfig({ ALLOWED_ORIGINS: '', TRUST_PROXY: ' ' })).toEqual({ allowedOrigins: [], trustProxy: [] });
  });

  it('refuses to start on an entry that is not an origin or a proxy address, naming each', () => {
    expect(() => loadTrustConfig({ ALLOWED_ORIGINS: 'https://ok.example,app.example,https://x.example/path' })).toThrow(
      /ALLOWED_ORIGINS: not an origin .*: "app.example", "https:\/\/x.example\/path"/,
    );
    // A hop count would believe any caller that reaches the gateway directly.
    expect(() => loadTrustConfig({ TRUST_PROXY: '1' })).toThrow(/TRUST_PROXY: not an address, a CIDR range or one of loopback, linklocal, uniquelocal: "1"/);
    expect(() => loadTrustConfig({ ALLOWED_ORIGINS: '*', TRUST_PROXY: 'true' })).toThrow(/ALLOWED_ORIGINS[\s\S]*TRUST_PROXY/);
  });
});
