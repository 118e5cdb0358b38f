// One member's browser, as far as one chat goes, speaking the browser's protocol
// (frontends/kit/src/realtime/realtime-connection.ts, frontends/chat/src/sync/chats-sync.ts, sync/outbox.ts):
// a socket reopened by hand while down; the chat's room joined on every connect and the
// chat's latest page read and merged by id to catch up; an outbox of messages, each with
// its own id, emitted until acknowledged (at once, on every reconnect, and regularly while
// connected); a screen that replaces by id and orders stored messages by `sent`
// (the chat remote's rules/chat-rules.ts `mergeMessages`). Timings are shorter than the browser's.
import { randomUUID } from 'node:crypto';
import { io as connect, type Socket } from 'socket.io-client';
import type {
  ChatDetail,
  ClientToServerEvents,
  JoinRoomAck,
  MessageSentAck,
  MessageSentPayload,
  MessageView,
  ServerToClientEvents,
} from '@outings/contracts';

/** How long an acknowledgement is awaited before the message counts as unsent (the browser waits 5 s). */
const ACK_TIMEOUT_MS = 2000;
/** Unacknowledged messages are tried again this often while connected (the browser: every 4 s). */
const RESEND_EVERY_MS = 500;
/** A closed socket is opened again after this long (the browser: 1–2 s). */
const RETRY_EVERY_MS = 200;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

type ClientSocket = Socket<ServerToClientEvents, ClientToServerEvents>;

interface Pending {
  payload: MessageSentPayload;
  inFlight: boolean;
  attempt: number;
}

export interface BrowserChatClientOptions {
  /** The gateway's URL. */
  url: string;
  userId: string;
  /** The session cookie (`outings.sid=…`). */
  cookie: string;
  chatId: string;
  /**
   * When the missed messages are read after a connect: once the room is joined (no gap
   * between what the read saw and what the room delivers), or at once, beside the join,
   * as chats-sync.ts `resync` does today.
   */
  catchUp?: 'after-join' | 'on-connect';
}

export class BrowserChatClient {
  /** Every `new-message` of the chat as it arrived, doubles included. */
  readonly receipts: Array<{ id: string; at: number }> = [];
  /** Each message this client sent, in the order it was written. */
  readonly sent: Array<{ id: string; text: string }> = [];
  /** The acknowledged (stored) message, by id. */
  readonly acked = new Map<string, MessageView>();
  /** Final refusals (4xx other than 429): the browser marks those failed and stops. */
  readonly refused: Array<{ id: string; status: number; error: string }> = [];
  /** Emits of `message-sent`, resends included. */
  emits = 0;
  connects = 0;
  /** Connection attempts that failed (nothing listening, say). */
  connectErrors = 0;
  /** Connects whose room was joined and whose catch-up read was merged. */
  caughtUp = 0;
  /** The screen: stored messages by id, in the order first seen. */
  private readonly shown = new Map<string, MessageView>();
  private readonly pending = new Map<string, Pending>();
  private generation = 0;
  private stopped = false;
  private readonly socket: ClientSocket;
  private readonly resendTimer: ReturnType<typeof setInterval>;
  private readonly options: Required<BrowserChatClientOptions>;

  constructor(options: BrowserChatClientOptions) {
    this.options = { catchUp: 'after-join', ...options };
    this.socket = connect(options.url, {
      path: '/socket.io',
      reconnection: false,
      extraHeaders: { cookie: options.cookie },
      timeout: 2000,
      transports: ['websocket'],
    });
    this.socket.on('connect', () => this.onConnect());
    this.socket.on('connect_error', () => {
      this.connectErrors += 1;
      this.retrySoon();
    });
    this.socket.on('disconnect', () => this.retrySoon());
    this.socket.on('new-message', ({ chat, message }) => {
      if (chat !== options.chatId) return;
      this.receipts.push({ id: message.id, at: Date.now() });
      this.show([message]);
    });
    this.resendTimer = setInterval(() => this.flush(), RESEND_EVERY_MS);
  }

  get connected(): boolean {
    return this.socket.connected;
  }

  /** The screen's stored messages: by id, ordered by `sent` (a stable sort, as the browser's). */
  screen(): MessageView[] {
    return [...this.shown.values()].sort((a, b) => (a.sent < b.sent ? -1 : a.sent > b.sent ? 1 : 0));
  }

  pendingIds(): string[] {
    return [...this.pending.keys()];
  }

  /** Queues a message with a fresh id and tries it at once (if connected). */
  send(text: string): string {
    const id = randomUUID();
    this.sent.push({ id, text });
    this.pending.set(id, { payload: { chat: this.options.chatId, message: { id, message: text } }, inFlight: false, attempt: 0 });
    this.attempt(id);
    return id;
  }

  close(): void {
    this.stopped = true;
    clearInterval(this.resendTimer);
    this.socket.removeAllListeners();
    this.socket.disconnect();
  }

  private show(messages: readonly MessageView[]): void {
    for (const message of messages) this.shown.set(message.id, message);
  }

  private retrySoon(): void {
    if (this.stopped) return;
    setTimeout(() => {
      if (!this.stopped && !this.socket.connected) this.socket.connect();
    }, RETRY_EVERY_MS);
  }

  private onConnect(): void {
    this.connects += 1;
    const generation = ++this.generation;
    // Acknowledgements asked on the lost connection will not come: ask again.
    this.pending.forEach((entry) => (entry.inFlight = false));
    this.flush();
    void this.joinAndCatchUp(generation);
  }

  private current(generation: number): boolean {
    return !this.stopped && generation === this.generation && this.socket.connected;
  }

  /** Joins the chat's room and reads the chat's latest page, merging it by id; tried again until both worked. */
  private async joinAndCatchUp(generation: number): Promise<void> {
    while (this.current(generation)) {
      const joining = this.join();
      const joined = this.options.catchUp === 'on-connect' ? await Promise.all([joining, this.catchUp()]).then(([a, b]) => a && b) : (await joining) && (await this.catchUp());
      if (joined) {
        if (generation === this.generation) this.caughtUp += 1;
        return;
      }
      await sleep(RETRY_EVERY_MS);
    }
  }

  private join(): Promise<boolean> {
    return new Promise<boolean>((resolve) => {
      this.socket.timeout(ACK_TIMEOUT_MS).emit('join-room', this.options.chatId, (error: Error | null, ack?: JoinRoomAck) => resolve(!error && ack?.ok === true));
    });
  }

  private async catchUp(): Promise<boolean> {
    const { url, userId, chatId, cookie } = this.options;
    try {
      const res = await fetch(`${url}/user/${userId}/chat/${chatId}`, { headers: { cookie } });
      if (res.status !== 200) return false;
      const detail = (await res.json()) as ChatDetail;
      this.show(detail.chat.messages);
      return true;
    } catch {
      return false;
    }
  }

  private flush(): void {
    [...this.pending.keys()].forEach((id) => this.attempt(id));
  }

  private attempt(id: string): void {
    const entry = this.pending.get(id);
    // Not connected: the message waits (socket.io would buffer it and send it on the next connect).
    if (!entry || entry.inFlight || !this.socket.connected) return;
    entry.inFlight = true;
    const attemptNumber = ++entry.attempt;
    this.emits += 1;
    this.socket.timeout(ACK_TIMEOUT_MS).emit('message-sent', entry.payload, (error: Error | null, ack?: MessageSentAck) => {
      if (this.pending.get(id) !== entry) return;
      // A late timeout of an earlier attempt says nothing about the one in flight.
      if (error || !ack) {
        if (attemptNumber === entry.attempt) entry.inFlight = false;
        return;
      }
      entry.inFlight = false;
      if (ack.ok) {
        this.pending.delete(id);
        this.acked.set(id, ack.data);
        // The browser shows its own message from the acknowledgement.
        this.show([ack.data]);
      } else if (ack.status >= 400 && ack.status < 500 && ack.status !== 429) {
        this.pending.delete(id);
        this.refused.push({ id, status: ack.status, error: ack.error });
      }
    });
  }
}
