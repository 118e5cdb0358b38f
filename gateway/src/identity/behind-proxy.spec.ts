// The whole gateway behind (or without) a reverse proxy: X-Forwarded-For and
// X-Forwarded-Proto count only from a peer TRUST_PROXY names.
import request from 'supertest';
import { createLogger, type Logger } from '@outings/service-kit';
import { startFakeServices, PASSWORD, type FakeServices } from '../../test/support/fake-services';
import { PUBLIC_URL, testGateway } from '../../test/support/test-gateway';
import type { Gateway, GatewayOptions } from '../gateway';
import { HTTPS_WITHOUT_TRUSTED_PROXY, LOGIN_COOKIE_NOT_SET } from './proxy-trust';

const HTTPS_URL = 'https://outings.example';
const credentials = { username: 'ada@example.com', password: PASSWORD };
const sessionCookie = (res: request.Response) =>
  ([] as string[]).concat(res.headers['set-cookie'] ?? []).find((cookie) => cookie.startsWith('outings.sid='));

describe('the gateway and proxy headers', () => {
  let services: FakeServices;
  const gateways: Gateway[] = [];
  const gatewayWith = (overrides: Partial<GatewayOptions> = {}) => {
    const gateway = testGateway(services.urls, overrides);
    gateways.push(gateway);
    return gateway;
  };
  /** A silent logger whose warnings the test reads. */
  const watchedLogger = () => {
    const logger: Logger = createLogger('gateway-test', 'silent');
    return { logger, warn: jest.spyOn(logger, 'warn') };
  };

  beforeAll(async () => {
    services = await startFakeServices(new Set(['ada']));
  });
  afterAll(async () => {
    await Promise.all(gateways.map((gateway) => gateway.close()));
    await services.close();
  });

  /** The client address the auth service was given for the last login. */
  const clientIpSentToAuth = () => services.auth.requests.filter((call) => call.url === '/sessions').at(-1)?.headers['x-outings-client-ip'];

  describe('the client address', () => {
    // https PUBLIC_URL: where the gateway used to trust one hop, whoever sent it.
    it('ignores a spoofed X-Forwarded-For when TRUST_PROXY is unset', async () => {
      const app = gatewayWith({ publicUrl: HTTPS_URL }).handle;
      const res = await request(app).post('/auth/login').set('Origin', HTTPS_URL).set('X-Forwarded-For', '203.0.113.9').send(credentials);
      expect(res.status).toBe(200);
      expect(clientIpSentToAuth()).toMatch(/^(::ffff:)?127\.0\.0\.1$|^::1$/);
    });

    it('takes it from a proxy TRUST_PROXY names', async () => {
      const app = gatewayWith({ trustProxy: ['loopback'] }).handle;
      await request(app).post('/auth/login').set('Origin', PUBLIC_URL).set('X-Forwarded-For', '203.0.113.9').send(credentials);
      expect(clientIpSentToAuth()).toBe('203.0.113.9');
    });

    it('ignores it from a peer TRUST_PROXY does not name', async () => {
      const app = gatewayWith({ publicUrl: HTTPS_URL, trustProxy: ['10.0.0.0/8'] }).handle;
      await request(app).post('/auth/login').set('Origin', HTTPS_URL).set('X-Forwarded-For', '203.0.113.9').send(credentials);
      expect(clientIpSentToAuth()).not.toBe('203.0.113.9');
    });
  });

  describe('the Secure session cookie behind an https PUBLIC_URL', () => {
    it('is set when a trusted proxy says the request came over https', async () => {
      const { logger, warn } = watchedLogger();
      const app = gatewayWith({ publicUrl: HTTPS_URL, trustProxy: ['loopback'], logger }).handle;
      const res = await request(app).post('/auth/login').set('Origin', HTTPS_URL).set('X-Forwarded-Proto', 'https').send(credentials);
      expect(res.status).toBe(200);
      expect(sessionCookie(res)).toMatch(/; Secure/);
      expect(warn).not.toHaveBeenCalled();
    });

    it('says at start-up that, with no trusted proxy, logins will set no cookie and which variable to set', () => {
      const { logger, warn } = watchedLogger();
      gatewayWith({ publicUrl: HTTPS_URL, logger });
      expect(warn).toHaveBeenCalledTimes(1);
      expect(warn).toHaveBeenCalledWith({ publicUrl: HTTPS_URL }, HTTPS_WITHOUT_TRUSTED_PROXY);
      expect(HTTPS_WITHOUT_TRUSTED_PROXY).toContain('TRUST_PROXY');
    });

    it('warns on a login whose cookie could not be set', async () => {
      const { logger, warn } = watchedLogger();
      const app = gatewayWith({ publicUrl: HTTPS_URL, trustProxy: ['10.0.0.0/8'], logger }).handle;
      const res = await request(app).post('/auth/login').set('Origin', HTTPS_URL).set('X-Forwarded-Proto', 'https').send(credentials);
      expect(res.status).toBe(200);
      expect(sessionCookie(res)).toBeUndefined();
      expect(warn).toHaveBeenCalledWith(expect.objectContaining({ forwardedProto: 'https' }), LOGIN_COOKIE_NOT_SET);
    });
  });
});
