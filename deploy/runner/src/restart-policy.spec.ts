import { NO_DEATHS, RESTART_POLICY, onDeath, type DeathRecord, type RestartDecision } from './restart-policy';

const SECOND = 1_000;

/** The decisions for a part that dies at each of `diedAt`, having run `ranForMs` each time. */
function decisionsFor(deaths: readonly { diedAt: number; ranForMs: number }[]): RestartDecision[] {
  let record: DeathRecord = NO_DEATHS;
  return deaths.map((death) => {
    const outcome = onDeath(record, death);
    record = outcome.record;
    return outcome.decision;
  });
}

describe('onDeath', () => {
  it('restarts after 1 s, then doubles the wait for each death in a row', () => {
    const decisions = decisionsFor([0, 5, 10, 20].map((s) => ({ diedAt: s * SECOND, ranForMs: 2 * SECOND })));
    expect(decisions).toEqual([
      { kind: 'restart', attempt: 1, delayMs: 1 * SECOND },
      { kind: 'restart', attempt: 2, delayMs: 2 * SECOND },
      { kind: 'restart', attempt: 3, delayMs: 4 * SECOND },
      { kind: 'restart', attempt: 4, delayMs: 8 * SECOND },
    ]);
  });

  it('never waits longer than the cap', () => {
    // Deaths far enough apart never to give up, each after too short a run to reset the back-off.
    const deaths = Array.from({ length: 10 }, (_, index) => ({ diedAt: index * 40 * SECOND, ranForMs: 30 * SECOND }));
    const delays = decisionsFor(deaths).map((decision) => (decision.kind === 'restart' ? decision.delayMs : decision.kind));
    expect(delays).toEqual([1, 2, 4, 8, 16, 30, 30, 30, 30, 30].map((s) => s * SECOND));
  });

  it('starts the back-off afresh once the part had stayed up a while', () => {
    const decisions = decisionsFor([
      { diedAt: 0, ranForMs: SECOND },
      { diedAt: 10 * SECOND, ranForMs: SECOND },
      { diedAt: 100 * SECOND, ranForMs: RESTART_POLICY.stableAfterMs },
    ]);
    expect(decisions.map((decision) => decision.kind === 'restart' && decision.delayMs)).toEqual([SECOND, 2 * SECOND, SECOND]);
  });

  it('gives up on the fifth death within two minutes', () => {
    const decisions = decisionsFor([0, 10, 30, 60, 119].map((s) => ({ diedAt: s * SECOND, ranForMs: SECOND })));
    expect(decisions.map((decision) => decision.kind)).toEqual(['restart', 'restart', 'restart', 'restart', 'give-up']);
    expect(decisions[4]).toEqual({ kind: 'give-up', deaths: 5, windowMs: 120 * SECOND });
  });

  it('forgets deaths older than the window', () => {
    const decisions = decisionsFor([0, 10, 30, 60, 121].map((s) => ({ diedAt: s * SECOND, ranForMs: SECOND })));
    expect(decisions.map((decision) => decision.kind)).toEqual(['restart', 'restart', 'restart', 'restart', 'restart']);
  });
});
