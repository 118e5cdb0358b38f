// Every route file's handlers of the calls the gateway composes (composed-calls.ts).
import { authRoutes } from './auth.routes';
import type { ComposedCallSet } from './composed-calls';
import { chatRoutes } from './chat.routes';
import { feedRoutes } from './feed.routes';
import { inviteLinkRoutes } from './invite-link.routes';
import { notificationRoutes } from './notification.routes';
import { outingRoutes } from './outing.routes';
import type { RouteContext } from './route-context';
import { userRoutes } from './user.routes';

export function composedCallSets(context: RouteContext): ComposedCallSet[] {
  return [authRoutes, userRoutes, inviteLinkRoutes, notificationRoutes, chatRoutes, outingRoutes, feedRoutes].map((routes) => routes(context));
}
