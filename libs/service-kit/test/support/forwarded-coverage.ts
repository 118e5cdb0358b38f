// Whether a service's OpenAPI description holds every call the gateway forwards to it
// (the public call table's `forwarded` entries it owns) at the same method and path, as
// `forwardedOperations` puts them there: the gateway passes the path on untouched, and the
// coverage spec (openapi-coverage.ts) then fails when the service does not answer one of
// them at that path. (Access may differ: the gateway may ask more of a caller than the
// service does, as for the media's capability URLs.)
import { PUBLIC_CALLS, type ServiceName } from '@outings/contracts';
import { samePathShape, type ApiDescription } from '../../src/openapi';

/** One line per forwarded call the description lacks; empty when none. */
export function forwardedCallProblems(service: ServiceName, api: ApiDescription): string[] {
  return PUBLIC_CALLS.filter((call) => call.owner === service && call.handling === 'forwarded').flatMap((call) => {
    const described = api.operations.find((operation) => operation.method === call.method && samePathShape(operation.path, call.path));
    return described ? [] : [`${call.name} (${call.method.toUpperCase()} ${call.path}) is not described`];
  });
}
