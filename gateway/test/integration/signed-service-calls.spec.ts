// A real service (chat) answers only what the gateway signed: a direct call that merely
// names a user in `x-outings-user-id`, as any pod beside it could send, is refused before
// any route runs; the same call from the gateway's own client is answered.
import request from 'supertest';
import { chatService } from '@outings/chat-service';
import { IDENTITY_HEADER, createLogger } from '@outings/service-kit';
import { TEST_INTERNAL_AUTH_SECRET } from '@outings/service-kit/testing';
import type { RunningService } from '@outings/runtime';
import { embeddedTestServices, type TestServices } from '@outings/runtime/testing';
import { ServiceClient } from '../../src/proxy/service-client';

const silent = createLogger('gateway-test', 'silent');

describe('calls to a service', () => {
  let services: TestServices;
  let chat: RunningService;
  const clients: ServiceClient[] = [];
  const gatewayClient = (secret: string) => {
    const client = new ServiceClient('chat', chat.url, silent, secret);
    clients.push(client);
    return client;
  };

  beforeAll(async () => {
    services = await embeddedTestServices();
    chat = await services.start(chatService);
  });
  afterAll(async () => {
    await Promise.all(clients.map((client) => client.close()));
    await services.dispose();
  });

  it('refuses a direct call that only names the user', async () => {
    const answer = await request(chat.url).get('/users/ada/chats').set(IDENTITY_HEADER, 'ada');
    expect(answer.status).toBe(401);
    expect(answer.body).toEqual({ header: 'Not Signed', message: 'Services answer only calls the gateway signed.' });
  });

  it("answers the gateway's call for the same user", async () => {
    const answer = await gatewayClient(services.infrastructure.internalAuthSecret).call('GET', '/users/ada/chats', { userId: 'ada', clientIp: '127.0.0.1' });
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual({ chats: [], next: null, unreadTotal: 0 });
  });

  it('refuses a call signed with another secret', async () => {
    const answer = await gatewayClient(`${TEST_INTERNAL_AUTH_SECRET}-not-this-one`).call('GET', '/users/ada/chats', { userId: 'ada', clientIp: '127.0.0.1' });
    expect(answer.status).toBe(401);
  });

  it('leaves the health probes and the API document open', async () => {
    expect((await request(chat.url).get('/healthz')).status).toBe(200);
    expect((await request(chat.url).get('/readyz')).status).toBe(200);
    expect((await request(chat.url).get('/openapi.json')).status).toBe(200);
    expect((await request(chat.url).get('/metrics')).status).toBe(200);
  });
});
