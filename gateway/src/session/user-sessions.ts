// Ending every session of one user but the caller's own: after a password reset, whoever
// had signed in with the old password (a stolen one, say) is signed out everywhere.
import type { Store } from 'express-session';
import type { SessionIndex } from './session-index';

export interface UserSessions {
  store: Store;
  index: SessionIndex;
}

function destroy(store: Store, sessionId: string): Promise<void> {
  return new Promise((resolve, reject) => store.destroy(sessionId, (error: unknown) => (error ? reject(error) : resolve())));
}

/**
 * Destroys the user's sessions except `keep` (the caller's, when it is that user's) and
 * answers the ids destroyed, whose sockets the caller then closes.
 */
export async function endOtherSessions({ store, index }: UserSessions, userId: string, keep: string | undefined): Promise<string[]> {
  const ended = (await index.takeAll(userId)).filter((sessionId) => sessionId !== keep);
  await Promise.all(ended.map((sessionId) => destroy(store, sessionId)));
  if (keep) await index.remember(userId, keep);
  return ended;
}
