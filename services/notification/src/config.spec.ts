import { loadConfig } from '@outings/service-kit';
import { notificationConfigSchema } from './config';

const load = (env: NodeJS.ProcessEnv) => loadConfig(notificationConfigSchema, env);

describe('the push endpoint settings', () => {
  it('allow loopback only when asked, and never with NODE_ENV=production', () => {
    expect(load({}).PUSH_ALLOW_LOOPBACK).toBe(false);
    expect(load({ PUSH_ALLOW_LOOPBACK: '' }).PUSH_ALLOW_LOOPBACK).toBe(false);
    expect(load({ PUSH_ALLOW_LOOPBACK: 'true', NODE_ENV: 'development' }).PUSH_ALLOW_LOOPBACK).toBe(true);
    expect(() => load({ PUSH_ALLOW_LOOPBACK: 'true', NODE_ENV: 'production' })).toThrow(
      'PUSH_ALLOW_LOOPBACK: is for development: it is refused with NODE_ENV=production',
    );
    expect(load({ PUSH_ALLOW_LOOPBACK: 'false', NODE_ENV: 'production' }).PUSH_ALLOW_LOOPBACK).toBe(false);
    expect(() => load({ PUSH_ALLOW_LOOPBACK: 'yes' })).toThrow('PUSH_ALLOW_LOOPBACK');
  });

  it('read more push service hosts as a comma-separated list of names and *.names', () => {
    expect(load({}).PUSH_ALLOWED_HOSTS).toBeUndefined();
    expect(load({ PUSH_ALLOWED_HOSTS: 'push.example.com, *.Push.Example.net' }).PUSH_ALLOWED_HOSTS).toEqual(['push.example.com', '*.push.example.net']);
  });

  it('refuse at start a host list with an address, an internal name, a bare wildcard or an empty entry', () => {
    for (const list of ['10.0.0.1', 'push.example.com,metadata.google.internal', '*.com', 'push.example.com,', 'https://push.example.com']) {
      expect(() => load({ PUSH_ALLOWED_HOSTS: list })).toThrow('must be host names or *.names');
    }
  });
});
