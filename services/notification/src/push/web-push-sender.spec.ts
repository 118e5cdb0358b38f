import { createECDH, randomBytes } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import webPush from 'web-push';
import { BROWSER_PUSH_HOSTS } from '../domain/push-host';
import type { PushEndpointPolicy } from '../domain/push-endpoint';
import type { HostResolver } from './checked-address';
import { createWebPushSender, topicOf, type PushTarget } from './web-push-sender';

describe('topicOf', () => {
  it('fits a tag into a Topic header: at most 32 base64url characters, the same for the same tag', () => {
    const topic = topicOf('chat-7d1c1a5e-0000-4000-8000-000000000001');
    expect(topic).toMatch(/^[\w-]{1,32}$/);
    expect(topicOf('chat-7d1c1a5e-0000-4000-8000-000000000001')).toBe(topic);
    expect(topicOf('chat-7d1c1a5e-0000-4000-8000-000000000002')).not.toBe(topic);
  });
});

describe('the web push sender', () => {
  const { publicKey, privateKey } = webPush.generateVAPIDKeys();
  const vapid = { publicKey, privateKey, subject: 'mailto:push@example.com' };
  const message = { title: 'Friend request', body: 'Ada sent you a friend request', url: '/social', tag: 'alert-1' };
  const options = { ttlSeconds: 60, urgency: 'normal' } as const;
  const development: PushEndpointPolicy = { knownHostsOnly: false, allowedHosts: BROWSER_PUSH_HOSTS, allowLoopback: false };

  /** A listener on loopback that counts the connections made to it and answers 201 to any request. */
  let listener: Server;
  let port: number;
  let connections = 0;
  const hosts: string[] = [];
  /** Every name asked, and each answered 127.0.0.1: what a DNS record pointing at this machine does. */
  const asked: string[] = [];
  const toLoopback: HostResolver = async (hostname) => {
    asked.push(hostname);
    return [{ address: '127.0.0.1', family: 4 }];
  };

  const target = (endpoint: string): PushTarget => {
    const device = createECDH('prime256v1');
    device.generateKeys();
    return { endpoint, keys: { p256dh: device.getPublicKey('base64url'), auth: randomBytes(16).toString('base64url') } };
  };

  beforeAll(async () => {
    listener = createServer((request, response) => {
      hosts.push(request.headers.host ?? '');
      response.writeHead(201).end();
    });
    listener.on('connection', () => (connections += 1));
    await new Promise<void>((resolve) => listener.listen(0, '127.0.0.1', resolve));
    port = (listener.address() as AddressInfo).port;
  });
  afterAll(() => new Promise<void>((resolve) => listener.close(() => resolve())));
  beforeEach(() => {
    connections = 0;
    hosts.length = 0;
    asked.length = 0;
  });

  it('refuses, without connecting, a name that resolves to this machine', async () => {
    const send = createWebPushSender({ vapid, endpointPolicy: development, resolveHost: toLoopback });
    expect(await send(target(`https://push.example.com:${port}/push/1`), message, options)).toEqual({ refused: 'The push endpoint resolves to an internal address' });
    expect(asked).toEqual(['push.example.com']);
    expect(connections).toBe(0);
  });

  it('refuses, without resolving or connecting, an endpoint the rule refuses (stored before it)', async () => {
    const send = createWebPushSender({ vapid, endpointPolicy: development, resolveHost: toLoopback });
    expect(await send(target(`https://127.0.0.1:${port}/push/1`), message, options)).toEqual({ refused: 'The push endpoint must name a host, not an IP address' });
    expect(await send(target(`https://localhost.:${port}/push/1`), message, options)).toEqual({ refused: 'The push endpoint names an internal host' });
    expect(await send(target(`http://127.0.0.1:${port}/push/1`), message, options)).toEqual({ refused: 'The push endpoint must be an https URL' });
    expect(asked).toEqual([]);
    expect(connections).toBe(0);
  });

  it('connects to the address the name was checked for, resolving the name once', async () => {
    const send = createWebPushSender({ vapid, endpointPolicy: { ...development, allowLoopback: true }, resolveHost: toLoopback });
    // This machine has no DNS: the connection reaches the listener only through the checked
    // address. Plain http goes to loopback addresses only, so this is https: the listener
    // sees the connection, and the TLS handshake with a plain http server fails.
    await expect(send(target(`https://push.example.com:${port}/push/1`), message, options)).rejects.toThrow();
    expect(asked).toEqual(['push.example.com']);
    expect(connections).toBe(1);
  });

  it('sends to a loopback address with the loopback setting, and answers the status', async () => {
    const send = createWebPushSender({ vapid, endpointPolicy: { ...development, allowLoopback: true }, resolveHost: toLoopback });
    expect(await send(target(`http://127.0.0.1:${port}/push/1`), message, options)).toEqual({ status: 201 });
    expect(hosts).toEqual([`127.0.0.1:${port}`]);
    expect(asked).toEqual([]);
  });
});
