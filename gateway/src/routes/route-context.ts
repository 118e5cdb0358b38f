import type { Logger } from '@outings/service-kit';
import type { ComposeSessionView } from '../composition/user-view';
import type { ServiceClients } from '../proxy/service-client';
import type { RateLimitGuard } from '../limits/rate-limit-guard';
import type { Realtime } from '../realtime/realtime-server';
import type { UserSessions } from '../session/user-sessions';

/** What the API routes need from the gateway around them. */
export interface RouteContext {
  services: ServiceClients;
  composeSessionView: ComposeSessionView;
  realtime: Pick<Realtime, 'disconnectSession'>;
  /** For a call whose body decides whether it counts (a profile edit carrying a picture). */
  rateLimits: Pick<RateLimitGuard, 'assertWithinRate'>;
  /** The session store and its index by user (a password reset ends a user's sessions). */
  sessions: UserSessions;
  secureCookie: boolean;
  logger: Logger;
}
