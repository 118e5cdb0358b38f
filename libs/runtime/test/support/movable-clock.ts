// Moves `Date` (and only `Date`) forward, so expiry and throttle windows can be crossed
// without waiting. Timers, promises and I/O keep running for real. `Date` stands still
// between moves: jest's fake clock is the test file's, not one infrastructure's, so it
// is a function of its own rather than an option of a harness.
export interface MovableClock {
  advance(ms: number): void;
}

export function useMovableClock(): MovableClock {
  jest.useFakeTimers({
    now: Date.now(),
    doNotFake: [
      'hrtime',
      'nextTick',
      'performance',
      'queueMicrotask',
      'setImmediate',
      'clearImmediate',
      'setInterval',
      'clearInterval',
      'setTimeout',
      'clearTimeout',
    ],
  });
  return {
    advance(ms) {
      jest.setSystemTime(Date.now() + ms);
    },
  };
}
