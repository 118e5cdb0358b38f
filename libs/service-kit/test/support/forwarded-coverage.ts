// Whether a service's OpenAPI description answers every call the gateway forwards to it
// (the public call table's `forwarded` entries it owns) at the same method and path: the
// gateway passes the path on untouched, so a service that moved or renamed it would leave
// the call unanswered. (Access may differ: the gateway may ask more of a caller than the
// service does, as for the media's capability URLs.)
import { PUBLIC_CALLS, type ServiceName } from '@outings/contracts';
import { toOpenApiPath, type ApiDescription } from '../../src/openapi';

/** The path with its parameters' names left out: `/media/*key` and `/media/*path` are one path. */
const shapeOf = (path: string) => toOpenApiPath(path).replace(/\{\w+\}/g, '{}');

/** One line per forwarded call the description lacks; empty when none. */
export function forwardedCallProblems(service: ServiceName, api: ApiDescription): string[] {
  return PUBLIC_CALLS.filter((call) => call.owner === service && call.handling === 'forwarded').flatMap((call) => {
    const described = api.operations.find((operation) => operation.method === call.method && shapeOf(operation.path) === shapeOf(call.path));
    return described ? [] : [`${call.name} (${call.method.toUpperCase()} ${call.path}) is not described`];
  });
}
