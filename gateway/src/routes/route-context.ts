import type { Logger } from '@outings/service-kit';
import type { ComposeSessionView } from '../composition/user-view';
import type { ServiceClients } from '../proxy/service-client';
import type { Realtime } from '../realtime/realtime-server';

/** What the API routes need from the gateway around them. */
export interface RouteContext {
  services: ServiceClients;
  composeSessionView: ComposeSessionView;
  realtime: Pick<Realtime, 'disconnectSession'>;
  secureCookie: boolean;
  logger: Logger;
}
