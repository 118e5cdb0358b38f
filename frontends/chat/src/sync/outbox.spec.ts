import type { MessageSentAck, MessageSentPayload, MessageView } from '@outings/contracts';
import type { LocalMessage } from '../rules/chat-rules';
import { upsertMessage } from '../rules/chat-messages-rules';
import { createOutbox, type OutboxTransport } from './outbox';

/** A socket stand-in: connected or not, and the acknowledgement callbacks it was handed. */
function fakeSocket() {
  const calls: { payload: MessageSentPayload; done: (error: Error | null, ack?: MessageSentAck) => void }[] = [];
  const socket = {
    connected: true,
    calls,
    transport: {
      send: (payload, done) => {
        if (!socket.connected) return false;
        calls.push({ payload, done });
        return true;
      },
    } as OutboxTransport,
  };
  return socket;
}

const ID = '6f1c1a52-7d0e-4d43-9d0f-2d8b7c1a0b11';
const stored = (text = 'Hi'): MessageView => ({ id: ID, message: text, user: 'me', sent: '2026-11-23T10:00:00.000Z', readBy: ['me'] });

/** The screen's list of messages, kept the way the store keeps it. */
function screenList() {
  let messages: LocalMessage[] = [{ ...stored(), state: 'pending' }];
  return {
    events: {
      stored: jest.fn((_chat: string, message: MessageView) => (messages = upsertMessage(messages, message))),
      failed: jest.fn((_chat: string, id: string, error: string) => (messages = messages.map((known) => (known.id === id ? { ...known, state: 'failed' as const, error } : known)))),
    },
    push: (message: MessageView) => (messages = upsertMessage(messages, message)),
    get: () => messages,
  };
}

afterEach(() => jest.useRealTimers());

describe('outbox', () => {
  it("sends a chat's messages one at a time, in the order written, also after a reconnect", () => {
    const socket = fakeSocket();
    socket.connected = false;
    const list = screenList();
    const outbox = createOutbox(socket.transport, list.events);
    for (const [n, text] of ['two', 'three', 'four'].entries()) outbox.add('c-1', `id-${n}`, text);
    outbox.add('c-2', 'other-chat', 'elsewhere');
    socket.connected = true;
    outbox.flush({ reconnected: true });
    expect(socket.calls.map((call) => call.payload.message.message)).toEqual(['two', 'elsewhere']);
    socket.calls[0]?.done(null, { ok: true, data: { ...stored('two'), id: 'id-0' } });
    expect(socket.calls.map((call) => call.payload.message.message)).toEqual(['two', 'elsewhere', 'three']);
    // A retryable refusal keeps the order: nothing after it goes until it is stored.
    socket.calls[2]?.done(null, { ok: false, status: 503, error: 'down' });
    expect(socket.calls).toHaveLength(3);
    outbox.flush();
    expect(socket.calls.map((call) => call.payload.message.message)).toEqual(['two', 'elsewhere', 'three', 'three']);
    outbox.clear();
  });

  it('emits at once and replaces the pending message with the acknowledged one', () => {
    const socket = fakeSocket();
    const list = screenList();
    const outbox = createOutbox(socket.transport, list.events);
    outbox.add('c-1', ID, 'Hi');
    expect(socket.calls).toHaveLength(1);
    expect(socket.calls[0]?.payload).toEqual({ chat: 'c-1', message: { id: ID, message: 'Hi' } });
    socket.calls[0]?.done(null, { ok: true, data: stored() });
    expect(list.get()).toEqual([stored()]);
    expect(outbox.pendingIDs()).toEqual([]);
  });

  it('resends once after a timeout and a reconnect, and the screen shows the message once', () => {
    const socket = fakeSocket();
    const list = screenList();
    const outbox = createOutbox(socket.transport, list.events, 60_000);
    outbox.add('c-1', ID, 'Hi');
    socket.connected = false;
    socket.calls[0]?.done(new Error('operation has timed out'));
    expect(outbox.pendingIDs()).toEqual([ID]);
    expect(list.get()[0]?.state).toBe('pending');

    socket.connected = true;
    outbox.flush({ reconnected: true });
    expect(socket.calls).toHaveLength(2);
    expect(socket.calls[1]?.payload.message.id).toBe(ID);
    // The room's push of the stored message reaches the sender too, then the acknowledgement.
    list.push(stored());
    socket.calls[1]?.done(null, { ok: true, data: stored() });
    outbox.flush({ reconnected: true });
    expect(socket.calls).toHaveLength(2);
    expect(list.get()).toEqual([stored()]);
  });

  it('keeps a message while offline and sends it on the next flush', () => {
    const socket = fakeSocket();
    socket.connected = false;
    const list = screenList();
    const outbox = createOutbox(socket.transport, list.events, 60_000);
    outbox.add('c-1', ID, 'Hi');
    expect(socket.calls).toHaveLength(0);
    socket.connected = true;
    outbox.flush({ reconnected: true });
    expect(socket.calls).toHaveLength(1);
  });

  it('tries again every few seconds while connected until acknowledged', () => {
    jest.useFakeTimers();
    const socket = fakeSocket();
    const list = screenList();
    const outbox = createOutbox(socket.transport, list.events, 4000);
    outbox.add('c-1', ID, 'Hi');
    socket.calls[0]?.done(new Error('operation has timed out'));
    jest.advanceTimersByTime(4000);
    expect(socket.calls).toHaveLength(2);
    socket.calls[1]?.done(null, { ok: true, data: stored() });
    jest.advanceTimersByTime(8000);
    expect(socket.calls).toHaveLength(2);
  });

  it('does not send again while an attempt is in flight', () => {
    const socket = fakeSocket();
    const outbox = createOutbox(socket.transport, screenList().events, 60_000);
    outbox.add('c-1', ID, 'Hi');
    outbox.flush();
    expect(socket.calls).toHaveLength(1);
  });

  it('marks a refused message failed and never resends it', () => {
    const socket = fakeSocket();
    const list = screenList();
    const outbox = createOutbox(socket.transport, list.events, 60_000);
    outbox.add('c-1', ID, 'Hi');
    socket.calls[0]?.done(null, { ok: false, status: 403, error: 'You flaked out!' });
    expect(list.get()[0]).toMatchObject({ state: 'failed', error: 'You flaked out!' });
    outbox.flush({ reconnected: true });
    expect(socket.calls).toHaveLength(1);
  });

  it('resends after a throttled (429) or failed (5xx) answer', () => {
    const socket = fakeSocket();
    const list = screenList();
    const outbox = createOutbox(socket.transport, list.events, 60_000);
    outbox.add('c-1', ID, 'Hi');
    socket.calls[0]?.done(null, { ok: false, status: 429, error: 'Slow down' });
    outbox.flush();
    socket.calls[1]?.done(null, { ok: false, status: 503, error: 'Down' });
    outbox.flush();
    expect(socket.calls).toHaveLength(3);
    expect(list.events.failed).not.toHaveBeenCalled();
  });
});
