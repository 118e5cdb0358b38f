// What the cluster runner does when one of its parts dies, as docker-compose's
// `restart: on-failure` and Kubernetes' CrashLoopBackOff do: start it again after a
// back-off that doubles with each death in a row, and give up (stopping everything)
// only when the part keeps dying.

export interface RestartPolicy {
  /** The wait before the first restart; each death in a row doubles it. */
  firstDelayMs: number;
  maxDelayMs: number;
  /** A part that ran this long was healthy: its next death starts the back-off afresh. */
  stableAfterMs: number;
  /** This many deaths within `windowMs` and the part is given up. */
  maxDeaths: number;
  windowMs: number;
}

export const RESTART_POLICY: RestartPolicy = Object.freeze({
  firstDelayMs: 1_000,
  maxDelayMs: 30_000,
  stableAfterMs: 60_000,
  maxDeaths: 5,
  windowMs: 120_000,
});

/** What the supervisor remembers of a part's deaths. */
export interface DeathRecord {
  /** When each death within the window happened (ms since the epoch), oldest first. */
  recentDeaths: readonly number[];
  /** Deaths in a row since the part last ran for `stableAfterMs`. */
  inARow: number;
}

export const NO_DEATHS: DeathRecord = Object.freeze({ recentDeaths: [], inARow: 0 });

export type RestartDecision =
  | { kind: 'restart'; attempt: number; delayMs: number }
  | { kind: 'give-up'; deaths: number; windowMs: number };

/** The decision for a death at `diedAt` of a part that had run `ranForMs`, and what to remember. */
export function onDeath(
  record: DeathRecord,
  death: { diedAt: number; ranForMs: number },
  policy: RestartPolicy = RESTART_POLICY,
): { decision: RestartDecision; record: DeathRecord } {
  const recentDeaths = [...record.recentDeaths.filter((at) => death.diedAt - at < policy.windowMs), death.diedAt];
  const inARow = death.ranForMs >= policy.stableAfterMs ? 1 : record.inARow + 1;
  const next = { recentDeaths, inARow };
  if (recentDeaths.length >= policy.maxDeaths) {
    return { decision: { kind: 'give-up', deaths: recentDeaths.length, windowMs: policy.windowMs }, record: next };
  }
  const delayMs = Math.min(policy.firstDelayMs * 2 ** (inARow - 1), policy.maxDelayMs);
  return { decision: { kind: 'restart', attempt: inARow, delayMs }, record: next };
}
