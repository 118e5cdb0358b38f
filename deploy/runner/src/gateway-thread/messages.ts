// What the embedded runner's two threads say to each other: the services' thread hands
// the gateway's thread its pushes and room moves, and asks it who is online.
import type { GatewayOptions } from '@outings/gateway';
import type { UserEventName } from '@outings/runtime';

/** The gateway's options as a thread can receive them: everything but the logger, which the gateway's thread makes. */
export type GatewayThreadOptions = Omit<GatewayOptions, 'logger'> & { port: number; host: string };

export type ToGatewayThread =
  | { type: 'to-user'; userId: string; event: UserEventName; args: unknown[] }
  | { type: 'to-chat'; chatId: string; event: UserEventName; args: unknown[] }
  | { type: 'join-chat'; userId: string; chatId: string }
  | { type: 'leave-chat'; userId: string; chatId: string }
  | { type: 'is-online'; question: number; userId: string }
  | { type: 'close' };

export type FromGatewayThread =
  | { type: 'listening' }
  | { type: 'start-failed'; message: string }
  | { type: 'online'; question: number; online: boolean }
  | { type: 'closed' };
