// What a socket event carries is checked as an HTTP body is (service-kit's jsonBody): its
// nesting first (socket.io parses up to 1 MB of it, and the checks below walk it), then
// for text no service may store (NUL, lone surrogates, `__proto__` keys: the unsafe-text
// checks every JSON body passes), then against the event's zod schema. A lone surrogate
// would otherwise reach `encodeURIComponent` in the chat service's path and throw.
import * as z from 'zod';
import { messageSentPayloadSchema } from '@outings/contracts';
import { DEFAULT_MAX_DEPTH, TOO_DEEP_MESSAGE, describeUnsafeText, findUnsafeText } from '@outings/service-kit';

/** Longest id (chat, message) the services know (contracts' idSchema). */
const ID_MAX = 64;

export const joinRoomInputSchema = z.string('The chat is not valid').min(1, 'The chat is not valid').max(ID_MAX, 'The chat is not valid');

interface Parser<T> {
  safeParse(value: unknown): { success: true; data: T } | { success: false; error: { issues: readonly { message: string }[] } };
}

export type SocketInput<T> = { ok: true; data: T } | { ok: false; error: string };

/** Whether arrays and objects nest deeper than `max` in `value`; walked without recursion. */
export function nestsDeeperThan(value: unknown, max: number): boolean {
  const pending: Array<{ value: unknown; depth: number }> = [{ value, depth: 0 }];
  for (let next = pending.pop(); next; next = pending.pop()) {
    if (next.value === null || typeof next.value !== 'object') continue;
    if (next.depth >= max) return true;
    for (const child of Object.values(next.value)) pending.push({ value: child, depth: next.depth + 1 });
  }
  return false;
}

/** The event's input, or the 400's text. */
export function readSocketInput<T>(schema: Parser<T>, value: unknown): SocketInput<T> {
  if (nestsDeeperThan(value, DEFAULT_MAX_DEPTH)) return { ok: false, error: TOO_DEEP_MESSAGE };
  const unsafe = findUnsafeText(value);
  if (unsafe) return { ok: false, error: describeUnsafeText(unsafe) };
  const parsed = schema.safeParse(value);
  if (!parsed.success) return { ok: false, error: parsed.error.issues[0]?.message ?? 'The input is not valid' };
  return { ok: true, data: parsed.data };
}

export const readJoinRoom = (value: unknown) => readSocketInput(joinRoomInputSchema, value);
export const readMessageSent = (value: unknown) => readSocketInput(messageSentPayloadSchema, value);
