// Waits for something the services learn from events, after the call that publishes them:
// asks again, a little later each time, while the answer says "not yet", and gives up
// loudly after `timeoutMs`.
const FIRST_PAUSE_MS = 20;
const LONGEST_PAUSE_MS = 500;

export async function untilSettled<T>(ask: () => Promise<T>, notYet: (answer: T) => boolean, what: string, timeoutMs = 60_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  let pauseMs = FIRST_PAUSE_MS;
  for (;;) {
    const answer = await ask();
    if (!notYet(answer)) return answer;
    if (Date.now() >= deadline) throw new Error(`gave up waiting for ${what} after ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, pauseMs));
    pauseMs = Math.min(pauseMs * 2, LONGEST_PAUSE_MS);
  }
}
