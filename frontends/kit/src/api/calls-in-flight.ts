// How many of the app's calls to the gateway are travelling, so that work the page can do
// without (the alerts, the chats' badge, the live connection) waits until the page's own
// calls and photos are in: on a slow phone they would share its bandwidth otherwise.
import { createStore } from '../store/external-store';

const inFlight = createStore(0);

/** Counts `call` as in flight until it settles. */
export function trackCall<T>(call: Promise<T>): Promise<T> {
  inFlight.set((count) => count + 1);
  const done = () => inFlight.set((count) => count - 1);
  call.then(done, done);
  return call;
}

export interface SettleOptions {
  /** How long no call may have been in flight. */
  quietMs: number;
  /** Resolves after this long whatever is in flight (a long upload, a slow photo). */
  maxWaitMs: number;
}

/** Resolves once no call has been in flight for `quietMs`, or after `maxWaitMs`. */
export function whenCallsSettle({ quietMs, maxWaitMs }: SettleOptions): Promise<void> {
  return new Promise((resolve) => {
    let quietTimer: ReturnType<typeof setTimeout> | undefined;
    const finish = () => {
      clearTimeout(quietTimer);
      clearTimeout(deadline);
      unsubscribe();
      resolve();
    };
    // Timers change only when the page goes quiet or busy again, not on every call: a
    // screen's photos start together, and each timer call in that burst was main-thread
    // time (and a stack trace under DevTools' tracing).
    const watch = () => {
      const quiet = inFlight.get() === 0;
      if (quiet && quietTimer === undefined) quietTimer = setTimeout(finish, quietMs);
      else if (!quiet && quietTimer !== undefined) {
        clearTimeout(quietTimer);
        quietTimer = undefined;
      }
    };
    const deadline = setTimeout(finish, maxWaitMs);
    const unsubscribe = inFlight.subscribe(watch);
    watch();
  });
}
