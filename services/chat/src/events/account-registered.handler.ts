// Only the demo world reads sign-ups here: a demo account is recorded by its slug, and the
// demo chats are seeded once everyone they need is there (src/demo/).
import type { AccountRegistered, EventData } from '@outings/contracts';
import type { EventHandlerFn } from '@outings/runtime';
import type { DemoChats } from '../demo/demo-chats';

export const accountRegisteredHandler = (demo: DemoChats): EventHandlerFn<EventData<typeof AccountRegistered>> =>
  (account, tx) => demo.join(tx, account);
