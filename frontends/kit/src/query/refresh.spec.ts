import type { QueryKey } from '@tanstack/react-query';
import { queryKeys } from './keys';
import { queryClient } from './query-client';
import { refreshChanged, refreshEverything } from './refresh';

const HELD: QueryKey[] = [queryKeys.session(), queryKeys.alerts(), queryKeys.chatList(), queryKeys.chat('c-1'), queryKeys.outings(), queryKeys.outing('o-1'), queryKeys.userCard('u-2')];
const stale = () => HELD.filter((key) => queryClient.getQueryState(key)?.isInvalidated).map((key) => key.join(' '));

beforeEach(() => HELD.forEach((key) => queryClient.setQueryData(key, {})));

describe('reading again', () => {
  it('makes stale only what a push names', () => {
    refreshChanged({ topics: ['alerts', 'outings'], ids: ['o-1'] });
    expect(stale()).toEqual(['alerts', 'outings', 'outing o-1']);
  });

  it("makes everything stale after a reconnect but the chats' messages, which the chats sync reads once their room let the socket in", () => {
    refreshEverything();
    expect(stale()).toEqual(['session', 'alerts', 'chat-list', 'outings', 'outing o-1', 'user-card u-2']);
  });
});
