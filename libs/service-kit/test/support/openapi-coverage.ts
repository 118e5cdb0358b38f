// Whether an app's OpenAPI document is valid OpenAPI 3.1 and describes exactly the routes
// the app serves, read from its router (route-table.ts), so a route added without its
// description fails the app's spec.
import type { Express } from 'express';
import request from 'supertest';
import { compileErrors, validate } from '@readme/openapi-parser';
import { toOpenApiPath, type OpenApiDocument } from '../../src/openapi';
import { listRoutes, type RouteEntry } from './route-table';

/** Routes every process answers that are not calls of its API. */
export const NOT_API_CALLS: readonly string[] = ['GET /healthz', 'GET /readyz', 'GET /metrics', 'GET /openapi.json'];

export interface OpenApiCoverage {
  /** The validator's report; empty when the document is valid. */
  problems: string;
  /** `METHOD /path/{param}` of every route the app serves, sorted. */
  served: string[];
  /** The same of every operation the document describes, sorted. */
  documented: string[];
}

/** `alsoServed`: routes the app answers outside its router (the gateway's forwarded calls). */
export async function openApiCoverage(app: Express, alsoServed: readonly RouteEntry[] = []): Promise<OpenApiCoverage> {
  const answer = await request(app).get('/openapi.json').expect(200).expect('content-type', /application\/json/);
  const document = answer.body as OpenApiDocument;
  // The validator dereferences what it is given: it gets a copy.
  const result = await validate(structuredClone(document) as unknown as Parameters<typeof validate>[0]);
  const served = [...listRoutes(app), ...alsoServed]
    .map(({ method, path }) => `${method} ${path}`)
    .filter((route) => !NOT_API_CALLS.includes(route))
    .map((route) => toOpenApiPath(route));
  const documented = Object.entries(document.paths).flatMap(([path, item]) => Object.keys(item).map((method) => `${method.toUpperCase()} ${path}`));
  return { problems: result.valid ? '' : compileErrors(result), served: served.sort(), documented: documented.sort() };
}
