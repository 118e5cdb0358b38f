// A gateway listening on a free port with socket.io attached, as `main.ts` runs it.
import request from 'supertest';
import { listen, type RunningServer } from '@outings/service-kit';
import type { Gateway, GatewayOptions } from '../../src/gateway';
import type { ServiceUrls } from '../../src/config';
import { PASSWORD } from './fake-services';
import { PUBLIC_URL, testGateway } from './test-gateway';

export interface ListeningGateway {
  gateway: Gateway;
  url: string;
  close(): Promise<void>;
}

/** On a free port, or on `port` (a restart where the previous one listened). */
export async function startListeningGateway(services: ServiceUrls, overrides: Partial<GatewayOptions> = {}, port = 0): Promise<ListeningGateway> {
  const gateway = testGateway(services, overrides);
  const running: RunningServer = await listen(gateway.handle, port);
  gateway.attach(running.server);
  return {
    gateway,
    url: running.url,
    close: async () => {
      await gateway.close();
      await running.close();
    },
  };
}

/** Logs `username` in through the gateway at `url` and returns its session cookie. */
export async function sessionCookieFor(url: string, username = 'ada@example.com'): Promise<string> {
  const res = await request(url).post('/auth/login').set('Origin', PUBLIC_URL).send({ username, password: PASSWORD });
  if (res.status !== 200) throw new Error(`login failed with ${res.status}`);
  const cookie = ([] as string[]).concat(res.headers['set-cookie'] ?? []).find((value) => value.startsWith('outings.sid='));
  if (!cookie) throw new Error('login set no session cookie');
  return cookie.split(';')[0] as string;
}
