// Sending without loss and without doubles (spec §4 "Sending a message"): a message has
// the browser's own id, is shown at once as pending, and is emitted until the server
// acknowledges it — on every (re)connect and every few seconds while connected. The
// server stores an id once, and the screen replaces by id, so a resend never shows twice.
// A chat's messages go one at a time, in the order written.
// A refusal (4xx other than 429) is final: the message is marked failed, not resent.
import type { MessageSentAck, MessageSentPayload, MessageView } from '@outings/contracts';

export interface OutboxTransport {
  /** Emits with an acknowledgement; false when not connected (nothing was sent). */
  send(payload: MessageSentPayload, done: (error: Error | null, ack?: MessageSentAck) => void): boolean;
}

export interface OutboxEvents {
  stored(chatID: string, message: MessageView): void;
  failed(chatID: string, id: string, error: string): void;
}

export interface Outbox {
  /** Queues one message and tries it at once. */
  add(chatID: string, id: string, text: string): void;
  /** Tries every unacknowledged message not already in flight; after a reconnect, all of them. */
  flush(options?: { reconnected?: boolean }): void;
  pendingIDs(): string[];
  clear(): void;
}

/** How often unacknowledged messages are tried again while connected. */
export const RESEND_EVERY_MS = 4000;

const isFinalRefusal = (status: number) => status >= 400 && status < 500 && status !== 429;

export function createOutbox(transport: OutboxTransport, events: OutboxEvents, resendEveryMs = RESEND_EVERY_MS): Outbox {
  const pending = new Map<string, { payload: MessageSentPayload; inFlight: boolean; attempt: number }>();
  let timer: ReturnType<typeof setInterval> | null = null;

  function stopTimerWhenEmpty() {
    if (!pending.size && timer) {
      clearInterval(timer);
      timer = null;
    }
  }

  /** A chat's oldest unacknowledged message: the only one of that chat sent at a time. */
  const firstOf = (chatID: string) => [...pending].find(([, entry]) => entry.payload.chat === chatID)?.[0];

  function attempt(id: string) {
    const entry = pending.get(id);
    // One at a time per chat, oldest first: the server stores a sender's messages in the
    // order they were written, also when several wait for a reconnect.
    if (!entry || entry.inFlight || firstOf(entry.payload.chat) !== id) return;
    entry.inFlight = true;
    const attemptNumber = ++entry.attempt;
    const sent = transport.send(entry.payload, (error, ack) => {
      if (pending.get(id) !== entry) return;
      // A late timeout of an earlier attempt says nothing about the one in flight.
      if (error || !ack) {
        if (attemptNumber === entry.attempt) entry.inFlight = false;
        return;
      }
      entry.inFlight = false;
      if (ack.ok) {
        pending.delete(id);
        events.stored(entry.payload.chat, ack.data);
      } else if (isFinalRefusal(ack.status)) {
        pending.delete(id);
        events.failed(entry.payload.chat, id, ack.error);
      }
      stopTimerWhenEmpty();
      // Settled: the chat's next message goes now (one kept for a retry waits for the timer).
      const next = pending.has(id) ? undefined : firstOf(entry.payload.chat);
      if (next) attempt(next);
    });
    if (!sent) entry.inFlight = false;
  }

  const flush = ({ reconnected = false } = {}) => {
    // Acknowledgements asked on the lost connection will not come: ask again.
    if (reconnected) pending.forEach((entry) => (entry.inFlight = false));
    [...pending.keys()].forEach(attempt);
  };

  return {
    add(chatID, id, text) {
      pending.set(id, { payload: { chat: chatID, message: { id, message: text } }, inFlight: false, attempt: 0 });
      timer ??= setInterval(() => flush(), resendEveryMs);
      attempt(id);
    },
    flush,
    pendingIDs: () => [...pending.keys()],
    clear() {
      pending.clear();
      stopTimerWhenEmpty();
    },
  };
}
