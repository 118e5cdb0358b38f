// A profile is created by `account.registered`, a moment after the sign-up that the user
// may already be logging in from. Its own first read waits for that event here instead
// of the gateway asking again and again: the handler's commit signals the users whose
// profile arrived, and a read waiting on one of them reads again at once.
//
// The signal is in-process. In the embedded mode one profile service handles every event
// and answers every read. With several replicas the event may land on another one: the
// wait then runs to its bound, and the read after it finds the profile committed meanwhile.

/** How long a user's own read waits for their profile: the sign-up's event is well within it. */
export const PROFILE_ARRIVAL_WAIT_MS = 2000;

export interface ProfileArrivals {
  /** The profile of `userId` committed: every read waiting on it goes on. */
  arrived(userId: string): void;
  /**
   * Resolves when `userId`'s profile arrives, or after `boundMs` at the latest. Called
   * before the read that may miss it, so an arrival between the read and the wait is not lost.
   */
  waitFor(userId: string, boundMs: number): { arrival: Promise<void>; cancel(): void };
}

export function createProfileArrivals(): ProfileArrivals {
  const waiting = new Map<string, Set<() => void>>();
  return {
    arrived(userId) {
      const wake = waiting.get(userId);
      waiting.delete(userId);
      for (const resolve of wake ?? []) resolve();
    },
    waitFor(userId, boundMs) {
      let done = () => undefined as void;
      const arrival = new Promise<void>((resolve) => {
        const timer = setTimeout(() => done(), boundMs);
        done = () => {
          clearTimeout(timer);
          waiting.get(userId)?.delete(done);
          if (waiting.get(userId)?.size === 0) waiting.delete(userId);
          resolve();
        };
        const set = waiting.get(userId) ?? new Set<() => void>();
        set.add(done);
        waiting.set(userId, set);
      });
      return { arrival, cancel: () => done() };
    },
  };
}
