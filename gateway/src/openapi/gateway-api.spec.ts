import request from 'supertest';
import { SERVICE_NAMES } from '@outings/contracts';
import { openApiCoverage } from '@outings/service-kit/testing';
import { fakeFrontendsDir, testGateway } from '../../test/support/test-gateway';
import type { ServiceUrls } from '../config';
import type { Gateway } from '../gateway';
import { FORWARDED_ROUTES } from '../proxy/forwarded-routes';
import { STATE_CHANGING_GET } from './gateway-api';

// The document is read, never a call made: no service needs to answer.
const NOWHERE = Object.fromEntries(SERVICE_NAMES.map((name) => [name, 'http://127.0.0.1:9'])) as ServiceUrls;

describe("the gateway's OpenAPI document", () => {
  let gateway: Gateway;

  beforeAll(() => {
    gateway = testGateway(NOWHERE, { frontendsDir: fakeFrontendsDir() });
  });

  afterAll(() => gateway.close());

  it('is valid OpenAPI 3.1 and describes every call the gateway answers, composed or forwarded', async () => {
    const { problems, served, documented } = await openApiCoverage(gateway.app, FORWARDED_ROUTES);
    expect(problems).toBe('');
    expect(documented).toEqual(served);
  });

  it('is answered as JSON to a browser too, without a session, never as the page shell', async () => {
    const res = await request(gateway.handle).get('/openapi.json').set('Accept', 'text/html,application/xhtml+xml');
    expect(res.status).toBe(200);
    expect(res.type).toBe('application/json');
    expect(res.body.openapi).toBe('3.1.0');
  });

  it("takes each call's access from the access table: public, signed in, or acting for the path's user", async () => {
    const { body } = await request(gateway.handle).get('/openapi.json');
    const security = (path: string, method: string) => body.paths[path][method].security;
    expect(security('/auth/login', 'post')).toEqual([]);
    expect(security('/user/stripped-user/{id}', 'get')).toEqual([{ session: [] }]);
    const addFriend = body.paths['/user/{id}/add-friend'].post;
    expect(addFriend.security).toEqual([{ session: [] }]);
    expect(Object.keys(addFriend.responses)).toEqual(expect.arrayContaining(['400', '401', '403', '406']));
    expect(body.components.securitySchemes.session).toMatchObject({ type: 'apiKey', in: 'cookie', name: 'outings.sid' });
  });

  it('documents the 429 of every call the rate limit table limits, and of no other', async () => {
    const { body } = await request(gateway.handle).get('/openapi.json');
    const statuses = (path: string, method: string) => Object.keys(body.paths[path][method].responses);
    for (const [path, method] of [['/user/{id}/chat/create', 'post'], ['/activity/create', 'post'], ['/outing/{userId}/{outingId}/join', 'get'], ['/user/{id}/profile-data', 'post']]) {
      expect([path, statuses(path as string, method as string)]).toEqual([path, expect.arrayContaining(['429'])]);
    }
    expect(statuses('/user/{id}/chats', 'get')).not.toContain('429');
  });

  it('says of each GET that changes state, and of no other call, that it must come from the app\'s own pages', async () => {
    const { body } = await request(gateway.handle).get('/openapi.json');
    const described = Object.entries(body.paths as Record<string, Record<string, { description?: string }>>).flatMap(([path, item]) =>
      Object.entries(item).flatMap(([method, operation]) => (operation.description === STATE_CHANGING_GET ? [`${method.toUpperCase()} ${path}`] : [])),
    );
    expect(described.sort()).toEqual(['GET /auth/logout', 'GET /outing/{userId}/{outingId}/delete', 'GET /outing/{userId}/{outingId}/join', 'GET /outing/{userId}/{outingId}/leave']);
  });
});
