import { remoteUrlsFromEnv } from '../config';
import { contentSecurityPolicy, foreignRemoteOrigins } from './content-security-policy';

const OWN = 'https://outings.example';

describe('foreignRemoteOrigins', () => {
  it('is empty when the remotes are served by the gateway itself', () => {
    expect(foreignRemoteOrigins(remoteUrlsFromEnv({}), OWN)).toEqual([]);
    expect(foreignRemoteOrigins(remoteUrlsFromEnv({ REMOTE_CHAT_URL: `${OWN}/remotes/chat/remoteEntry.js` }), OWN)).toEqual([]);
  });

  it('names each other origin once', () => {
    const remotes = remoteUrlsFromEnv({
      REMOTE_OUTING_URL: 'https://cdn.example/outing/remoteEntry.js',
      REMOTE_CHAT_URL: 'https://cdn.example/chat/remoteEntry.js',
      REMOTE_SOCIAL_URL: 'https://social.example:8443/remoteEntry.js',
    });
    expect(foreignRemoteOrigins(remotes, OWN)).toEqual(['https://cdn.example', 'https://social.example:8443']);
  });
});

describe('contentSecurityPolicy', () => {
  it('lets scripts, styles and pictures of a remote on another origin load, nothing else', () => {
    const policy = contentSecurityPolicy(remoteUrlsFromEnv({ REMOTE_OUTING_URL: 'https://cdn.example/outing/remoteEntry.js' }), OWN);
    expect(policy['script-src']).toEqual(["'self'", 'https://cdn.example']);
    expect(policy['style-src']).toEqual(["'self'", 'https://cdn.example']);
    expect(policy['img-src']).toEqual(["'self'", 'data:', 'blob:', 'https://cdn.example']);
    expect(policy['connect-src']).toEqual(["'self'"]);
  });

  it('upgrades insecure requests only when the public origin is https', () => {
    expect(contentSecurityPolicy(remoteUrlsFromEnv({}), OWN)).toHaveProperty('upgrade-insecure-requests', []);
    expect(contentSecurityPolicy(remoteUrlsFromEnv({}), 'http://localhost:8080')).not.toHaveProperty('upgrade-insecure-requests');
  });
});
