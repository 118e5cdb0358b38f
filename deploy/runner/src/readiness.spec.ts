import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { waitUntilReady } from './readiness';

function serve(status: () => number): Promise<{ url: string; server: Server }> {
  const server = createServer((_req, res) => {
    res.statusCode = status();
    res.end();
  });
  return new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve({ url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, server })));
}

describe('waitUntilReady', () => {
  it('waits until /readyz answers 200', async () => {
    let probes = 0;
    const { url, server } = await serve(() => (++probes < 3 ? 503 : 200));
    try {
      await waitUntilReady(url, { intervalMs: 5 });
      expect(probes).toBe(3);
    } finally {
      server.close();
    }
  });

  it('gives up when the process is gone or the time is over', async () => {
    const { url, server } = await serve(() => 503);
    try {
      await expect(waitUntilReady(url, { intervalMs: 5, isGone: () => true })).rejects.toThrow(/stopped before it was ready/);
      await expect(waitUntilReady(url, { intervalMs: 5, timeoutMs: 30 })).rejects.toThrow(/not ready within/);
    } finally {
      server.close();
    }
  });
});
