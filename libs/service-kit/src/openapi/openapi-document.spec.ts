import { z } from 'zod';
import * as mini from 'zod/mini';
import { actingFor, ANYONE, SIGNED_IN } from '@outings/contracts';
import { createLogger } from '../logger';
import { createServiceApp } from '../app';
import { openApiCoverage } from '../../test/support/openapi-coverage';
import type { ApiDescription, ApiOperation } from './api-description';
import { openApiDocument } from './openapi-document';
import { GATEWAY_IDENTITY } from './service-identity';

const namesQuery = z.object({ ids: z.string().transform((ids) => ids.split(',')), page: z.string().optional() });
const renameBody = mini.object({ name: mini.string().check(mini.maxLength(20)) });
const renamed = z.object({ name: z.string(), renamedAt: z.string().transform((at) => new Date(at)) });

const OPERATIONS: ApiOperation[] = [
  { method: 'get', path: '/names', summary: 'Names', access: SIGNED_IN, query: namesQuery, answers: { 200: { description: 'The names.', json: z.object({ names: z.array(z.string()) }) } } },
  {
    method: 'post',
    path: '/users/:userId/name',
    summary: 'Renames',
    access: actingFor('userId'),
    body: renameBody,
    description: 'Only from the app\'s own pages.',
    answers: { 200: { description: 'Renamed.', json: renamed }, 406: 'Name Taken.' },
  },
  { method: 'get', path: '/pictures/*key', summary: 'A picture', access: ANYONE, params: { key: z.string().max(200) }, answers: { 200: { description: 'The bytes.', mediaType: 'image/*' } } },
];

/** The parts of an operation object these specs read. */
interface OperationObject {
  parameters: unknown[];
  requestBody: { content: Record<string, { schema: unknown }> };
  responses: Record<string, { description: string; content: Record<string, { schema: { properties?: unknown } }> }>;
  security: unknown;
}

const description: ApiDescription = { title: 'Names', description: 'A test service.', identity: GATEWAY_IDENTITY, operations: OPERATIONS };

describe('openApiDocument', () => {
  const document = openApiDocument(description);
  const operation = (path: string, method: string) => document.paths[path]?.[method] as OperationObject;

  it('is OpenAPI 3.1 with express paths as templates', () => {
    expect(document.openapi).toBe('3.1.0');
    expect(Object.keys(document.paths)).toEqual(['/names', '/users/{userId}/name', '/pictures/{key}']);
  });

  it("describes query parameters from the schema's input side: what a caller sends", () => {
    expect(operation('/names', 'get').parameters).toEqual([
      { name: 'ids', in: 'query', required: true, schema: { type: 'string' } },
      { name: 'page', in: 'query', required: false, schema: { type: 'string' } },
    ]);
  });

  it('describes path parameters with their schema, any text without one', () => {
    expect(operation('/pictures/{key}', 'get').parameters).toEqual([
      expect.objectContaining({ name: 'key', in: 'path', required: true, schema: { type: 'string', maxLength: 200 } }),
    ]);
    expect(operation('/users/{userId}/name', 'post').parameters).toEqual([{ name: 'userId', in: 'path', required: true, schema: { type: 'string' } }]);
  });

  it('describes bodies (zod/mini ones too) by their input, answers by their output', () => {
    const rename = operation('/users/{userId}/name', 'post');
    expect(rename.requestBody.content['application/json']?.schema).toEqual({
      type: 'object',
      properties: { name: { type: 'string', maxLength: 20 } },
      required: ['name'],
    });
    expect(rename.responses['200']?.content['application/json']?.schema.properties).toEqual({ name: { type: 'string' }, renamedAt: {} });
  });

  it("adds the refusals of the call's kind to its own, in the spec's {header, message}", () => {
    const rename = operation('/users/{userId}/name', 'post');
    expect(Object.keys(rename.responses)).toEqual(['200', '400', '401', '403', '406']);
    expect(rename.responses['403']?.description).toBe("The path's `userId` is another user than the caller.");
    expect(rename.responses['406']?.content['application/json']?.schema).toEqual({ $ref: '#/components/schemas/Refusal' });
    expect(document.components).toMatchObject({
      schemas: { Refusal: { type: 'object', required: ['header', 'message'] } },
      securitySchemes: { gatewayIdentity: { type: 'apiKey', in: 'header', name: 'x-outings-user-id' } },
    });
  });

  it('asks for the caller\'s identity except on public calls', () => {
    expect(operation('/names', 'get').security).toEqual([{ gatewayIdentity: [] }]);
    expect(operation('/pictures/{key}', 'get').security).toEqual([]);
    expect(Object.keys(operation('/pictures/{key}', 'get').responses)).toEqual(['200']);
  });

  it("gives a call's description when it has one", () => {
    expect(document.paths['/users/{userId}/name']?.post).toMatchObject({ summary: 'Renames', description: "Only from the app's own pages." });
    expect(document.paths['/names']?.get).not.toHaveProperty('description');
  });

  it('refuses a call described twice', () => {
    expect(() => openApiDocument({ ...description, operations: [...OPERATIONS, OPERATIONS[0] as ApiOperation] })).toThrow('GET /names is described twice');
  });
});

describe('openApiCoverage', () => {
  it('tells a route the app serves but its document leaves out', async () => {
    const app = createServiceApp({
      logger: createLogger('test', 'silent'),
      openapi: { ...description, operations: OPERATIONS.slice(1) },
      routes: (routes) => {
        routes.get('/names', () => undefined);
        routes.post('/users/:userId/name', () => undefined);
        routes.get('/pictures/*key', () => undefined);
      },
    });
    const { problems, served, documented } = await openApiCoverage(app);
    expect(problems).toBe('');
    expect(served).toEqual(['GET /names', 'GET /pictures/{key}', 'POST /users/{userId}/name']);
    expect(documented).toEqual(['GET /pictures/{key}', 'POST /users/{userId}/name']);
  });
});
