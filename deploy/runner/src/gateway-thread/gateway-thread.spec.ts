// The bridge between the embedded runner's threads, with a stand-in for the gateway's
// thread that speaks the same messages (the real one runs in every embedded e2e test).
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createLogger } from '@outings/service-kit';
import { waitFor } from '@outings/test-support';
import { startGatewayThread } from './gateway-thread';
import type { GatewayThreadOptions } from './messages';

/** Listens unless its port is 1; says who got which push when asked whether 'ledger' is online; dies on a push to 'crash'. */
const STAND_IN = `
const { parentPort, workerData } = require('node:worker_threads');
const seen = [];
if (workerData.port === 1) parentPort.postMessage({ type: 'start-failed', message: 'listen EADDRINUSE 127.0.0.1:1' });
else parentPort.postMessage({ type: 'listening' });
parentPort.on('message', (message) => {
  if (message.type === 'to-user' && message.userId === 'crash') process.exit(3);
  if (message.type === 'is-online') {
    const online = message.userId === 'ledger' ? seen.join(',') === 'to-user:u1:update-user,to-chat:c1:new-message,join-chat:u1:c1,leave-chat:u1:c1' : message.userId === 'u1';
    setTimeout(() => parentPort.postMessage({ type: 'online', question: message.question, online }), message.userId === 'u1' ? 30 : 0);
    return;
  }
  if (message.type === 'close') { parentPort.postMessage({ type: 'closed' }); return; }
  seen.push([message.type, message.userId ?? message.chatId, message.event ?? message.chatId].join(':'));
});
`;

const standIn = path.join(mkdtempSync(path.join(tmpdir(), 'gateway-thread-')), 'stand-in.js');
writeFileSync(standIn, STAND_IN);
const logger = createLogger('gateway-thread-test', 'silent');
const options = (port: number) => ({ port, host: '127.0.0.1' }) as GatewayThreadOptions;

describe('the gateway thread', () => {
  it('hands the services\' pushes and room moves over, in order', async () => {
    const gateway = await startGatewayThread(options(8080), logger, () => undefined, standIn);
    gateway.realtime.toUser('u1', 'update-user', { changes: [] } as never);
    gateway.realtime.toChat('c1', 'new-message', {} as never);
    gateway.realtime.joinChat?.('u1', 'c1');
    gateway.realtime.leaveChat?.('u1', 'c1');
    await expect(gateway.realtime.isOnline?.('ledger')).resolves.toBe(true);
    await gateway.close();
  });

  it('gives each question its own answer, whichever comes first', async () => {
    const gateway = await startGatewayThread(options(8080), logger, () => undefined, standIn);
    const [slow, fast] = await Promise.all([gateway.realtime.isOnline?.('u1'), gateway.realtime.isOnline?.('u2')]);
    expect([slow, fast]).toEqual([true, false]);
    await gateway.close();
  });

  it('fails to start with the gateway\'s own reason', async () => {
    await expect(startGatewayThread(options(1), logger, () => undefined, standIn)).rejects.toThrow('EADDRINUSE');
  });

  it('reports a thread that ends unasked, and not one that was closed', async () => {
    const crashes: Error[] = [];
    const closed = await startGatewayThread(options(8080), logger, (error) => crashes.push(error), standIn);
    await closed.close();
    const crashing = await startGatewayThread(options(8080), logger, (error) => crashes.push(error), standIn);
    crashing.realtime.toUser('crash', 'update-user', { changes: [] } as never);
    await waitFor('the crash to be reported', () => crashes.length > 0);
    expect(crashes.map((error) => error.message)).toEqual(['the gateway thread ended unasked (exit code 3)']);
  });
});
