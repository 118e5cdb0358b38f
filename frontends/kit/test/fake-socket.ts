// A stand-in for socket.io-client's socket in the kit's specs (`jest.mock('socket.io-client')`).
type Done = (error: Error | null, ack?: unknown) => void;

/** The socket.io client's part the connection uses; events are fired by the test. */
export class FakeSocket {
  connected = false;
  handlers = new Map<string, ((...args: unknown[]) => void)[]>();
  emitted: { event: string; args: unknown[]; done: Done }[] = [];
  on(event: string, handler: (...args: unknown[]) => void) {
    this.handlers.set(event, [...(this.handlers.get(event) ?? []), handler]);
    return this;
  }
  /** Acknowledgements given at once, by event (a server that lets the socket into every room). */
  answers = new Map<string, unknown>();
  timeout() {
    return {
      emit: (event: string, ...args: unknown[]) => {
        const done = args.pop() as Done;
        this.emitted.push({ event, args, done });
        if (this.answers.has(event)) done(null, this.answers.get(event));
      },
    };
  }
  /** Acknowledges the event's emits so far and from now on with `ack`. */
  answer(event: string, ack: unknown) {
    this.answers.set(event, ack);
    this.sent(event).forEach((emit) => emit.done(null, ack));
  }
  /** How often the connection asked to connect again. */
  reconnects = 0;
  connect() {
    this.reconnects++;
  }
  disconnect() {
    this.connected = false;
  }
  removeAllListeners() {
    this.handlers.clear();
  }
  fire(event: string, ...args: unknown[]) {
    if (event === 'connect') this.connected = true;
    if (event === 'disconnect' || event === 'connect_error') this.connected = false;
    this.handlers.get(event)?.forEach((handler) => handler(...args));
  }
  sent(event: string) {
    return this.emitted.filter((emit) => emit.event === event);
  }
}

