// Reading again what changed: what a push names, or everything after a reconnect (pushes
// may have been missed meanwhile). Only queries a screen shows are read at once; the
// others are read when next shown.
import type { UserUpdate } from '@outings/contracts';
import type { Query } from '@tanstack/react-query';
import { changedQueries } from './changed-queries';
import { queryKeys } from './keys';
import { queryClient } from './query-client';

export function refreshChanged(change: UserUpdate): void {
  for (const queryKey of changedQueries(change)) void queryClient.invalidateQueries({ queryKey });
}

const isChatMessages = (query: Query) => query.queryKey[0] === queryKeys.everyChat()[0];

/** After a reconnect: everything but the chats' messages, which the chat remote reads once their room let the socket in. */
export function refreshEverything(): void {
  void queryClient.invalidateQueries({ predicate: (query) => !isChatMessages(query) });
}
