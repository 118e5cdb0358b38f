// An OpenAPI 3.1 document from an `ApiDescription`: paths in OpenAPI syntax, parameters
// and bodies from the handlers' zod schemas, refusals with the spec's `{header, message}`,
// and the access each call needs as its security requirement.
import { warningBodySchema } from '@outings/contracts';
import type { ApiAnswer, ApiDescription, ApiIdentity, ApiOperation } from './api-description';
import { answerSchema, requestSchema, type JsonSchema } from './json-schema';
import { pathParameters, toOpenApiPath } from './openapi-path';

export type OpenApiDocument = Record<string, unknown> & { openapi: string; paths: Record<string, Record<string, unknown>> };

const REFUSAL_REF = { $ref: '#/components/schemas/Refusal' };

function refusal(description: string) {
  return { description, content: { 'application/json': { schema: REFUSAL_REF } } };
}

function answer({ description, json, mediaType }: ApiAnswer) {
  if (json) return { description, content: { 'application/json': { schema: answerSchema(json) } } };
  if (mediaType) return { description, content: { [mediaType]: {} } };
  return { description };
}

function parameters(operation: ApiOperation) {
  const path = pathParameters(operation.path).map(({ name, wildcard }) => {
    const schema = operation.params?.[name];
    return {
      name,
      in: 'path',
      required: true,
      ...(wildcard ? { description: 'The rest of the path: one or more segments, `/` included.' } : {}),
      schema: schema ? requestSchema(schema) : { type: 'string' },
    };
  });
  if (!operation.query) return path;
  const query = requestSchema(operation.query);
  const properties = query.properties as Record<string, JsonSchema> | undefined;
  if (query.type !== 'object' || !properties) throw new Error(`${operation.method} ${operation.path}: the query schema is not an object`);
  const required = new Set((query.required as string[] | undefined) ?? []);
  return [...path, ...Object.entries(properties).map(([name, schema]) => ({ name, in: 'query', required: required.has(name), schema }))];
}

/** The refusals every call of its kind may get: a body may be malformed, a caller absent or another user. */
function commonRefusals(operation: ApiOperation): Record<string, string> {
  const refusals: Record<string, string> = {};
  if (operation.body) refusals[400] = 'The input is not valid: the message names the field and the rule, `field: rule`.';
  if (operation.access.kind !== 'public') refusals[401] = 'The caller is not signed in.';
  if (operation.access.kind === 'self') refusals[403] = `The path's \`${operation.access.param}\` is another user than the caller.`;
  return refusals;
}

/** The call's own answers; a refusal it shares with its kind reads both texts. */
function allAnswers(operation: ApiOperation): Record<string, ApiAnswer | string> {
  const answers: Record<string, ApiAnswer | string> = commonRefusals(operation);
  for (const [status, given] of Object.entries(operation.answers)) {
    const common = answers[status];
    answers[status] = typeof common === 'string' && typeof given === 'string' ? `${common} ${given}` : given;
  }
  return answers;
}

function operationObject(operation: ApiOperation, identity: ApiIdentity) {
  const responses = Object.fromEntries(
    Object.entries(allAnswers(operation)).map(([status, given]) => [status, typeof given === 'string' ? refusal(given) : answer(given)]),
  );
  return {
    summary: operation.summary,
    ...(operation.description ? { description: operation.description } : {}),
    parameters: parameters(operation),
    ...(operation.body ? { requestBody: { required: true, content: { 'application/json': { schema: requestSchema(operation.body) } } } } : {}),
    responses,
    security: operation.access.kind === 'public' ? [] : [{ [identity.name]: [] }],
  };
}

export function openApiDocument({ title, description, identity, operations }: ApiDescription): OpenApiDocument {
  const paths: OpenApiDocument['paths'] = {};
  for (const operation of operations) {
    const path = toOpenApiPath(operation.path);
    const item = (paths[path] ??= {});
    if (item[operation.method]) throw new Error(`${operation.method.toUpperCase()} ${operation.path} is described twice`);
    item[operation.method] = operationObject(operation, identity);
  }
  return {
    openapi: '3.1.0',
    info: { title, version: '1.0.0', description },
    paths,
    components: {
      schemas: { Refusal: { ...answerSchema(warningBodySchema), description: 'A refusal: a 406 is shown to the user as a popup.' } },
      securitySchemes: { [identity.name]: { type: 'apiKey', in: identity.in, name: identity.key, description: identity.description } },
    },
  };
}
