// Quitting a Redis client that is still connecting flushes its queue with 'Connection is
// closed', which fails the socket.io adapter's subscribe: a promise the adapter never
// catches. Let a connecting client finish (briefly) so the queue drains in order first.
import { once } from 'node:events';
import type { Redis } from 'ioredis';

const CONNECTING = new Set(['wait', 'connecting', 'connect']);

export async function quitRedis(client: Redis, settleMs = 2_000): Promise<void> {
  if (CONNECTING.has(client.status)) {
    await Promise.race([once(client, 'ready'), new Promise((resolve) => setTimeout(resolve, settleMs).unref())]).catch(() => undefined);
  }
  if (client.status === 'ready') await client.quit();
  else client.disconnect();
}
