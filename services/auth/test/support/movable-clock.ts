// Moves `Date` (and only `Date`) forward, so expiry and throttle windows can be crossed
// without waiting. Timers, promises and I/O keep running for real.
export function useMovableClock(): { advance(ms: number): void } {
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
