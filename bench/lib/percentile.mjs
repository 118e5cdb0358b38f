// The one percentile every bench reports its latencies with.

/** The value at percentile `p` (0–100) of an ascending list; NaN for an empty one. */
export const percentile = (sorted, p) => (sorted.length === 0 ? NaN : sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))]);
