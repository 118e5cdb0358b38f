import { IDENTITY_HEADER } from '../headers';
import type { ApiIdentity } from './api-description';

/** A service's callers are known by the header the gateway sets (and strips from browsers). */
export const GATEWAY_IDENTITY: ApiIdentity = {
  name: 'gatewayIdentity',
  in: 'header',
  key: IDENTITY_HEADER,
  description: 'The signed-in user the gateway vouches for. Only the gateway sets it: it strips every `x-outings-*` header a browser sends.',
};
