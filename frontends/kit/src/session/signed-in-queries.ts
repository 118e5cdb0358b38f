// What every signed-in page keeps up to date once its own calls are in: the session, the
// alerts and the chat list (the badges read these). Holding them here keeps them read
// when a push names them, whatever screen shows them, and keeps the badges' readers from
// reading them early.
import { refreshSession, sessionStore, useSessionState } from '@outings/fe-kit/core';
import { queryOptions } from '@tanstack/react-query';
import { alertsQuery } from '../alerts/alerts-query';
import { chatListQuery } from '../chats/chat-list-query';
import { queryKeys } from '../query/keys';
import { useQuery } from '../query/shared-hooks';

/**
 * The session lives in the core's store (the login page reads it, without this library);
 * its query re-reads it there when a push names the user's friends or profile.
 */
const sessionQuery = queryOptions({ queryKey: queryKeys.session(), queryFn: () => refreshSession() });

export function useSignedInQueries(): void {
  const signedIn = useSessionState((session) => session.user !== null);
  // Read at sign-in already: held as it is, not read again.
  useQuery({ ...sessionQuery, initialData: () => sessionStore.get() });
  useQuery({ ...alertsQuery, enabled: signedIn });
  useQuery({ ...chatListQuery, enabled: signedIn });
}
