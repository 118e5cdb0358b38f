// Every public call of the app, one entry each, in one file per owning service. The
// gateway's routing (forwarded and composed), its access guard and its OpenAPI document
// are made from this list; adding a public call is adding its entry to its owner's file
// (and, when composed, the gateway handler of the same name).
import { ACTIVITY_CALLS } from './activity';
import { AUTH_CALLS } from './auth';
import { CHAT_CALLS } from './chat';
import { GATEWAY_CALLS } from './gateway';
import { MEDIA_CALLS } from './media';
import { NOTIFICATION_CALLS } from './notification';
import { OUTING_CALLS } from './outing';
import { PROFILE_CALLS } from './profile';
import type { PublicCall } from './public-call';
import type { ServiceName } from '../services/service-names';
import { SOCIAL_GRAPH_CALLS } from './social-graph';

export * from './access';
export * from './answers';
export * from './public-call';

export const PUBLIC_CALLS = [
  ...GATEWAY_CALLS,
  ...AUTH_CALLS,
  ...PROFILE_CALLS,
  ...SOCIAL_GRAPH_CALLS,
  ...MEDIA_CALLS,
  ...NOTIFICATION_CALLS,
  ...ACTIVITY_CALLS,
  ...CHAT_CALLS,
  ...OUTING_CALLS,
] as const satisfies readonly PublicCall[];

/** A public call's name (its composed handler's key, the rate limit table's reference). */
export type PublicCallName = (typeof PUBLIC_CALLS)[number]['name'];
/** The names of the calls a gateway handler composes. */
export type ComposedCallName = Extract<(typeof PUBLIC_CALLS)[number], { handling: 'composed' }>['name'];
/** The names of the calls the gateway forwards to `Service`. */
export type ForwardedCallName<Service extends ServiceName> = Extract<(typeof PUBLIC_CALLS)[number], { handling: 'forwarded'; owner: Service }>['name'];

/** The entry named `name`. */
export function publicCall(name: PublicCallName): PublicCall {
  const call = PUBLIC_CALLS.find((candidate) => candidate.name === name);
  if (!call) throw new Error(`No public call named ${name}`);
  return call;
}
