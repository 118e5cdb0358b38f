// Message delivery across the generator's threads: who is in which room (from each
// user's joined rooms), every message sent (its emit time) and every `new-message` seen
// (its arrival), all on the epoch clock every thread shares. A message sent in a window
// is expected at every OTHER member in its room at the time; one not seen within
// LOST_AFTER_MS counts as lost, a second copy at the same member as doubled.
import { percentile } from '../percentile.mjs';

export const LOST_AFTER_MS = 3000;

export function createDeliveryTracker() {
  /** chat id → Map(user → { from, until }). */
  const rooms = new Map();
  /** user → chat ids joined. */
  const roomsOf = new Map();
  /** message id → { chat, sender, at, ok }. */
  const messages = new Map();
  /** message id → Map(user → { at, count }). */
  const receipts = new Map();

  function joined(user, chatIds, at) {
    roomsOf.set(user, chatIds);
    for (const chat of chatIds) {
      if (!rooms.has(chat)) rooms.set(chat, new Map());
      rooms.get(chat).set(user, { from: at, until: Infinity });
    }
  }

  function gone(user, at) {
    for (const chat of roomsOf.get(user) ?? []) {
      const member = rooms.get(chat)?.get(user);
      if (member && member.until === Infinity) member.until = at;
    }
  }

  function sent(message) {
    messages.set(message.id, message);
  }

  function received({ id, user, at }) {
    if (!receipts.has(id)) receipts.set(id, new Map());
    const seen = receipts.get(id);
    const entry = seen.get(user);
    if (entry) entry.count += 1;
    else seen.set(user, { at, count: 1 });
  }

  /** Figures of the messages acknowledged as stored that were sent in [from, to] (epoch ms). */
  function windowFigures(from, to) {
    const latencies = [];
    let sentCount = 0;
    let lost = 0;
    let doubled = 0;
    for (const [id, message] of messages) {
      if (!message.ok || message.at < from || message.at > to) continue;
      sentCount += 1;
      const seen = receipts.get(id) ?? new Map();
      for (const [user, member] of rooms.get(message.chat) ?? []) {
        if (user === message.sender || member.from > message.at || member.until < message.at) continue;
        const receipt = seen.get(user);
        if (!receipt || receipt.at - message.at > LOST_AFTER_MS) lost += 1;
        else latencies.push(receipt.at - message.at);
        if (receipt && receipt.count > 1) doubled += receipt.count - 1;
      }
    }
    latencies.sort((a, b) => a - b);
    return { sent: sentCount, receipts: latencies.length, p50: percentile(latencies, 50), p99: percentile(latencies, 99), max: latencies.at(-1) ?? NaN, lost, doubled };
  }

  /** Forgets the messages sent before `at` (a window judged) and their receipts. */
  function forgetBefore(at) {
    for (const [id, message] of messages) {
      if (message.at >= at) continue;
      messages.delete(id);
      receipts.delete(id);
    }
    // Receipts of messages whose sending thread never reported them (it stopped first).
    for (const [id, seen] of receipts) if (!messages.has(id) && seen.values().next().value.at < at) receipts.delete(id);
  }

  return { joined, gone, sent, received, windowFigures, forgetBefore };
}
