// The public call table against what the gateway really does: the routes express answers,
// the forwarded fast path, the access guard and the OpenAPI document. Each is made from
// the table; this fails when one of them drifts from it.
import request from 'supertest';
import { PUBLIC_CALLS, SERVICE_NAMES } from '@outings/contracts';
import { listRoutes, NOT_API_CALLS } from '@outings/service-kit/testing';
import { fakeFrontendsDir, testGateway } from '../test/support/test-gateway';
import type { ServiceUrls } from './config';
import type { Gateway } from './gateway';
import { createAccessPolicy } from './identity/access-rules';
import { FORWARDED_ROUTES } from './proxy/forwarded-routes';

// No call is made: no service needs to answer.
const NOWHERE = Object.fromEntries(SERVICE_NAMES.map((name) => [name, 'http://127.0.0.1:9'])) as ServiceUrls;

const callKey = ({ method, path }: { method: string; path: string }) => `${method.toUpperCase()} ${path}`;
/** A path of the pattern, every parameter `u1`, a wildcard two segments. */
const examplePath = (pattern: string) => pattern.replace(/:[^/]+/g, 'u1').replace(/\*\w*$/, 'x/y');

describe('the public call table', () => {
  let gateway: Gateway;

  beforeAll(() => {
    gateway = testGateway(NOWHERE, { frontendsDir: fakeFrontendsDir() });
  });

  afterAll(() => gateway.close());

  it('names each call once', () => {
    expect(new Set(PUBLIC_CALLS.map((call) => call.name)).size).toBe(PUBLIC_CALLS.length);
    expect(new Set(PUBLIC_CALLS.map(callKey)).size).toBe(PUBLIC_CALLS.length);
  });

  it('is every call the gateway answers: express routes the composed and own ones, the fast path the forwarded ones', () => {
    const routed = listRoutes(gateway.app).map(callKey).filter((route) => !NOT_API_CALLS.includes(route));
    const notForwarded = PUBLIC_CALLS.filter((call) => call.handling !== 'forwarded').map(callKey);
    expect(routed.sort()).toEqual(notForwarded.sort());
    const forwarded = PUBLIC_CALLS.filter((call) => call.handling === 'forwarded');
    expect(FORWARDED_ROUTES.map(callKey).sort()).toEqual(forwarded.map(callKey).sort());
    expect(FORWARDED_ROUTES.map(({ service }) => service).sort()).toEqual(forwarded.map(({ owner }) => owner).sort());
  });

  it("gives each call its entry's access at the guard", () => {
    const accessFor = createAccessPolicy();
    for (const call of PUBLIC_CALLS) expect([callKey(call), accessFor(examplePath(call.path)).access]).toEqual([callKey(call), call.access]);
  });

  it('describes each call in the OpenAPI document with its summary and access, and nothing else', async () => {
    const { body } = await request(gateway.handle).get('/openapi.json').expect(200);
    const documented = Object.entries(body.paths as Record<string, Record<string, { summary: string; security: unknown[]; responses: Record<string, unknown> }>>).flatMap(
      ([path, item]) => Object.entries(item).map(([method, operation]) => ({ key: `${method.toUpperCase()} ${path}`, operation })),
    );
    expect(documented.map(({ key }) => key).sort()).toEqual(PUBLIC_CALLS.map((call) => callKey({ method: call.method, path: call.path.replace(/[:*](\w+)/g, '{$1}') })).sort());
    for (const call of PUBLIC_CALLS) {
      const operation = body.paths[call.path.replace(/[:*](\w+)/g, '{$1}')][call.method];
      expect([callKey(call), operation.summary]).toEqual([callKey(call), call.summary]);
      expect([callKey(call), operation.security]).toEqual([callKey(call), call.access.kind === 'public' ? [] : [{ session: [] }]]);
      expect([callKey(call), '403' in operation.responses]).toEqual([callKey(call), call.access.kind === 'self' || '403' in call.answers]);
    }
  });
});
