// Calling a service directly, as the gateway does: services answer only calls the gateway
// signed (src/gateway-signature). The test harnesses (`@outings/runtime/testing`, the
// whole-app support) start services with TEST_INTERNAL_AUTH_SECRET unless told otherwise.
import type { ClientRequest } from 'node:http';
import { CLIENT_IP_HEADER, IDENTITY_HEADER } from '../../src/headers';
import { signCall, type SignedCall } from '../../src/gateway-signature';

/** The secret the test harnesses give services (and their gateways). */
export const TEST_INTERNAL_AUTH_SECRET = 'test-internal-auth-secret-of-32-or-more-chars';

/** The headers the gateway would send with `call`: identity, client address and signature. */
export function gatewayHeaders(call: SignedCall, secret = TEST_INTERNAL_AUTH_SECRET): Record<string, string> {
  return {
    ...(call.userId === undefined ? {} : { [IDENTITY_HEADER]: call.userId }),
    ...(call.clientIp === undefined ? {} : { [CLIENT_IP_HEADER]: call.clientIp }),
    ...signCall(secret, call),
  };
}

/** What `asGateway` needs of a supertest/superagent request. */
interface PluggableRequest {
  set(field: string, value: string): unknown;
  on(event: 'request', listener: (sent: { req: ClientRequest }) => void): unknown;
}

export interface AsGatewayOptions {
  clientIp?: string;
  secret?: string;
}

/**
 * A supertest plugin: `request(service.url).get(path).use(asGateway('ada'))` sends the call
 * as the gateway would for user `ada` (no user: as before login). The signature is made as
 * the request leaves, over its final method, path and query.
 */
export function asGateway(userId?: string, { clientIp, secret = TEST_INTERNAL_AUTH_SECRET }: AsGatewayOptions = {}) {
  return (request: PluggableRequest): void => {
    if (userId !== undefined) request.set(IDENTITY_HEADER, userId);
    if (clientIp !== undefined) request.set(CLIENT_IP_HEADER, clientIp);
    request.on('request', ({ req }) => {
      for (const [name, value] of Object.entries(signCall(secret, { method: req.method, path: req.path, userId, clientIp }))) req.setHeader(name, value);
    });
  };
}
