import { EventEmitter } from 'node:events';
import { quitRedis } from './quit-redis';

type Client = Parameters<typeof quitRedis>[0];

function fakeClient(status: string) {
  const client = Object.assign(new EventEmitter(), {
    status,
    calls: [] as string[],
    quit: async () => void client.calls.push(`quit while ${client.status}`),
    disconnect: () => void client.calls.push(`disconnect while ${client.status}`),
  });
  return client;
}

describe('quitRedis', () => {
  it('lets a connecting client become ready before it quits, so its queue drains in order', async () => {
    const client = fakeClient('connecting');
    const quitting = quitRedis(client as unknown as Client);
    client.status = 'ready';
    client.emit('ready');
    await quitting;
    expect(client.calls).toEqual(['quit while ready']);
  });

  it('quits a ready client at once', async () => {
    const client = fakeClient('ready');
    await quitRedis(client as unknown as Client);
    expect(client.calls).toEqual(['quit while ready']);
  });

  it('drops a client that does not connect in time', async () => {
    const client = fakeClient('connecting');
    await quitRedis(client as unknown as Client, 10);
    expect(client.calls).toEqual(['disconnect while connecting']);
  });
});
