// A bench's sessions, counters and socket.io keys live under a prefix of its own run: this
// removes them, so nothing of a run stays in the shared Redis.
import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);

export async function deleteRedisKeys(pattern) {
  const { Redis } = require('ioredis');
  const redis = new Redis(process.env.REDIS_URL ?? 'redis://127.0.0.1:6379', { lazyConnect: true, maxRetriesPerRequest: 1 });
  try {
    await redis.connect();
    let cursor = '0';
    do {
      const [next, keys] = await redis.scan(cursor, 'MATCH', pattern, 'COUNT', 500);
      if (keys.length > 0) await redis.del(...keys);
      cursor = next;
    } while (cursor !== '0');
  } finally {
    redis.disconnect();
  }
}
