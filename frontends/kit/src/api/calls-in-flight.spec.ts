import type * as callsInFlight from './calls-in-flight';
import { trackCall, whenCallsSettle } from './calls-in-flight';

function deferred() {
  let resolve!: () => void;
  const promise = new Promise<void>((done) => (resolve = done));
  return { promise, resolve };
}

describe('calls in flight', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('settles once no call has been in flight for the quiet time', async () => {
    const first = deferred();
    const second = deferred();
    void trackCall(first.promise);
    let settled = false;
    void whenCallsSettle({ quietMs: 300, maxWaitMs: 3000 }).then(() => (settled = true));
    await jest.advanceTimersByTimeAsync(1000);
    expect(settled).toBe(false);
    first.resolve();
    await jest.advanceTimersByTimeAsync(100);
    // A call that starts within the quiet time (the photos after the feed) restarts it.
    void trackCall(second.promise);
    await jest.advanceTimersByTimeAsync(500);
    expect(settled).toBe(false);
    second.resolve();
    await jest.advanceTimersByTimeAsync(299);
    expect(settled).toBe(false);
    await jest.advanceTimersByTimeAsync(1);
    expect(settled).toBe(true);
  });

  it('counts a failed call as settled too, and gives up waiting at the longest wait', async () => {
    const failing = Promise.reject(new Error('offline'));
    await trackCall(failing).catch(() => undefined);
    void trackCall(new Promise(() => undefined));
    let settled = false;
    void whenCallsSettle({ quietMs: 300, maxWaitMs: 3000 }).then(() => (settled = true));
    await jest.advanceTimersByTimeAsync(2999);
    expect(settled).toBe(false);
    await jest.advanceTimersByTimeAsync(1);
    expect(settled).toBe(true);
  });

  it('touches its timers only when the page goes busy or quiet, not for each call of a burst', async () => {
    // A count of its own: the test above leaves a call in flight for good.
    let calls!: typeof callsInFlight;
    jest.isolateModules(() => {
      calls = jest.requireActual<typeof callsInFlight>('./calls-in-flight');
    });
    const { trackCall, whenCallsSettle } = calls;
    let settled = false;
    void whenCallsSettle({ quietMs: 300, maxWaitMs: 3000 }).then(() => (settled = true));
    const setTimer = jest.spyOn(globalThis, 'setTimeout');
    const clearTimer = jest.spyOn(globalThis, 'clearTimeout');
    // A screen's nine photos start together, then answer one by one.
    const photos = Array.from({ length: 9 }, deferred);
    photos.forEach((photo) => void trackCall(photo.promise));
    expect(clearTimer).toHaveBeenCalledTimes(1);
    for (const photo of photos) {
      photo.resolve();
      await Promise.resolve();
    }
    await jest.advanceTimersByTimeAsync(0);
    expect(setTimer).toHaveBeenCalledTimes(1);
    await jest.advanceTimersByTimeAsync(300);
    expect(settled).toBe(true);
  });
});
