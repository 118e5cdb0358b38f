// One step's figures as printed, and whether the step held.
import { CALL_NAMES } from './mix.mjs';

/** A step holds when all of these are met over its hold. */
export const HOLD_RULES = Object.freeze({ p95Ms: 300, p99Ms: 1000, errorShare: 0.001, deliveryP99Ms: 500, lost: 0 });

const ms = (value) => (Number.isFinite(value) ? `${Math.round(value)}` : '-');
const percent = (value, digits = 2) => `${(100 * value).toFixed(digits)}%`;

export function verdict(step) {
  const { overall } = step.calls;
  const errorShare = overall.count === 0 ? 1 : (overall.errors + step.failedUsers) / overall.count;
  const misses = [
    !(overall.p95 <= HOLD_RULES.p95Ms) && `p95 ${ms(overall.p95)} ms > ${HOLD_RULES.p95Ms}`,
    !(overall.p99 <= HOLD_RULES.p99Ms) && `p99 ${ms(overall.p99)} ms > ${HOLD_RULES.p99Ms}`,
    !(errorShare <= HOLD_RULES.errorShare) && `errors ${percent(errorShare)} > ${percent(HOLD_RULES.errorShare, 1)}`,
    // No message sent means no delivery measured: that is not a held step either.
    !(step.delivery.p99 <= HOLD_RULES.deliveryP99Ms) && `delivery p99 ${ms(step.delivery.p99)} ms > ${HOLD_RULES.deliveryP99Ms}`,
    step.delivery.lost > HOLD_RULES.lost && `${step.delivery.lost} lost`,
  ].filter(Boolean);
  return { held: misses.length === 0, misses, errorShare };
}

export function printStep(step, { held, misses, errorShare }) {
  const { overall } = step.calls;
  const lines = [
    `\n== ${step.users} users, ${step.mode}: ${held ? 'HELD' : `MISSED (${misses.join('; ')})`}`,
    `   hold ${step.calls.seconds.toFixed(0)} s, load average ${step.loadAverage.map((load) => load.toFixed(2)).join(' ')}` +
      (step.failedUsers > 0 ? `, ${step.failedUsers} users failed (${step.failureSample.join('; ')})` : ''),
    `   ${step.calls.requestsPerSecond.toFixed(1)} req/s, ${step.calls.messagesPerSecond.toFixed(1)} msg/s; overall p50 ${ms(overall.p50)} p95 ${ms(overall.p95)} p99 ${ms(overall.p99)} ms; ` +
      `errors ${percent(errorShare)} (${overall.errors} of ${overall.count}), refused ${overall.refused}`,
    `   delivery p50 ${ms(step.delivery.p50)} p99 ${ms(step.delivery.p99)} max ${ms(step.delivery.max)} ms over ${step.delivery.receipts} receipts of ${step.delivery.sent} messages; lost ${step.delivery.lost}, doubled ${step.delivery.doubled}`,
    '   call            count    p50    p95    p99  errors refused',
  ];
  for (const name of [...CALL_NAMES, ...Object.keys(step.calls.calls).filter((name) => !CALL_NAMES.includes(name))]) {
    const call = step.calls.calls[name];
    if (!call) continue;
    lines.push(`   ${name.padEnd(14)}${String(call.count).padStart(7)}${ms(call.p50).padStart(7)}${ms(call.p95).padStart(7)}${ms(call.p99).padStart(7)}${String(call.errors).padStart(8)}${String(call.refused).padStart(8)}`);
  }
  if (step.calls.unanswered > 0) lines.push(`   ${step.calls.unanswered} calls of the hold still unanswered when it was read: counted with their wait so far`);
  if (Object.keys(step.calls.errorStatuses).length > 0) lines.push(`   errors by call and status: ${JSON.stringify(step.calls.errorStatuses)}`);
  lines.push(`   event-loop delay p99 (ms): ${Object.entries(step.appLoopDelays).map(([name, value]) => `${name} ${ms(value)}`).join(', ')}`);
  const parts = Object.entries(step.usage.parts).sort(([, a], [, b]) => b.cpuPercent - a.cpuPercent);
  lines.push(`   CPU % of a core / RSS MiB: ${parts.map(([name, { cpuPercent, rssMb }]) => `${name} ${cpuPercent.toFixed(0)}/${rssMb.toFixed(0)}`).join(', ')}`);
  const generator = step.usage.parts.generator?.cpuPercent ?? 0;
  lines.push(
    `   all parts ${step.usage.totalPercent.toFixed(0)}% of ${step.usage.machinePercent}%; generator ${generator.toFixed(0)}% (${percent(generator / step.usage.machinePercent, 0)} of the machine), ` +
      `its event-loop delay p99: coordinator ${ms(step.generatorLoop.coordinator)} ms, threads ${step.generatorLoop.threads.map(ms).join(', ')} ms`,
  );
  console.log(lines.join('\n'));
}

/** `capacity: 5000 users held (p95 41 ms, p99 117 ms, errors 0.00%, delivery p99 23 ms)`. */
export function summaryLine(step, { held, errorShare }) {
  const { overall } = step.calls;
  return `capacity: ${step.users} users ${held ? 'held' : 'missed'} (p95 ${ms(overall.p95)} ms, p99 ${ms(overall.p99)} ms, errors ${percent(errorShare)}, delivery p99 ${ms(step.delivery.p99)} ms)`;
}
