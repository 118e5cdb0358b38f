// A task of its own on the main thread for a piece of work that may wait a moment: a
// screen's photos are asked for together, and their requests started in one go (from one
// commit's effects) made one long task, each fetch() about 3 ms under Lighthouse's tracing;
// one per task, a tap in between is answered at once.
export function inOwnTask(work: () => void): void {
  // scheduler.postTask where the browser has it (no timer clamping), a zero timer elsewhere.
  if ('scheduler' in globalThis) void scheduler.postTask(work);
  else setTimeout(work, 0);
}
