import { request, Agent } from 'node:http';
import { listen } from './listen';

/** GET over a keep-alive connection; resolves with the whole body. */
function get(url: string, agent: Agent): Promise<string> {
  return new Promise((resolve, reject) => {
    request(url, { agent }, (res) => {
      let body = '';
      res.on('data', (chunk: Buffer) => (body += chunk.toString()));
      res.on('end', () => resolve(body));
    })
      .on('error', reject)
      .end();
  });
}

describe('listen', () => {
  it('closes as soon as an answer in flight at close time is out, not after the keep-alive time-out', async () => {
    let answerNow!: () => void;
    const running = await listen((_req, res) => {
      answerNow = () => res.end('done');
    }, 0);
    const agent = new Agent({ keepAlive: true });
    const answer = get(`${running.url}/slow`, agent);
    await new Promise((resolve) => setTimeout(resolve, 50));

    const startedAt = Date.now();
    const closed = running.close();
    answerNow();
    expect(await answer).toBe('done');
    await closed;
    expect(Date.now() - startedAt).toBeLessThan(10_000);
    agent.destroy();
  }, 20_000);
});
