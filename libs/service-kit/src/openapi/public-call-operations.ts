// The public call table's entries (`@outings/contracts`, PUBLIC_CALLS) as operations of an
// OpenAPI document: the gateway describes every entry this way, and each service the
// forwarded calls it owns. The gateway passes a forwarded call's path, query, body and
// answer on untouched, so the entry's summary and answers are the service's too; the
// service adds only what its own code defines (its routes' schemas, the access it asks).
import type * as core from 'zod/v4/core';
import { PUBLIC_CALLS, type ForwardedCallName, type PublicCall, type RouteAccess, type ServiceName } from '@outings/contracts';
import type { ApiOperation } from './api-description';
import { samePathShape } from './openapi-path';

/** `call` as an operation, with `body` as its body's schema (needed when the entry's is built from the reference data). */
export function publicCallOperation(call: PublicCall, body?: core.$ZodType): ApiOperation {
  const schema = body ?? call.body;
  if (schema && 'fromVocabulary' in schema) throw new Error(`${call.name}: its body needs the reference data, give the schema built with it`);
  return {
    method: call.method,
    path: call.path,
    summary: call.summary,
    access: call.access,
    ...(call.params ? { params: call.params } : {}),
    ...(call.query ? { query: call.query } : {}),
    ...(schema ? { body: schema } : {}),
    answers: call.answers,
  };
}

/** What a service's own code says of a forwarded call, more precisely than its table entry. */
export interface ForwardedCallDetails {
  /** The path as the service's router spells it: the same path, its parameters maybe named otherwise. */
  readonly path?: string;
  /** What the service itself asks of a caller, when the gateway asks more (capability URLs). */
  readonly access?: RouteAccess;
  /** The schemas the service parses some path parameters with, over the entry's. */
  readonly params?: Readonly<Record<string, core.$ZodType>>;
  /** The schema the service parses the query with. */
  readonly query?: core.$ZodType;
  /** The schema the service parses the body with; required when the entry's needs the reference data. */
  readonly body?: core.$ZodType;
}

/** Details by call name, for the forwarded calls `Service` owns. */
export type ForwardedCallsDetails<Service extends ServiceName> = { readonly [Name in ForwardedCallName<Service>]?: ForwardedCallDetails };

/** The operations of every forwarded call `service` owns, each with the service's `details`. */
export function forwardedOperations<Service extends ServiceName>(service: Service, details: ForwardedCallsDetails<Service> = {}): ApiOperation[] {
  const detailsOf: Readonly<Record<string, ForwardedCallDetails | undefined>> = details;
  return PUBLIC_CALLS.filter((call) => call.owner === service && call.handling === 'forwarded').map((call) => {
    const { path, access, params, query, body } = detailsOf[call.name] ?? {};
    if (path !== undefined && !samePathShape(path, call.path)) throw new Error(`${call.name}: ${path} is not the path the gateway forwards, ${call.path}`);
    const operation = publicCallOperation(call, body);
    return {
      ...operation,
      ...(path !== undefined ? { path } : {}),
      ...(access ? { access } : {}),
      ...(params ? { params: { ...operation.params, ...params } } : {}),
      ...(query ? { query } : {}),
    };
  });
}
