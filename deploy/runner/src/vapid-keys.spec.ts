import { mkdtempSync, readFileSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { VAPID_KEYS_FILE, persistentVapidKeys, vapidEnvironment } from './vapid-keys';

const newDataDir = () => path.join(mkdtempSync(path.join(tmpdir(), 'outings-runner-')), 'nested');

describe('VAPID keys', () => {
  it('makes a P-256 pair once, readable by its owner only, and keeps it', async () => {
    const dataDir = newDataDir();
    const first = await persistentVapidKeys(dataDir);
    // base64url of a 65-byte uncompressed point and of a 32-byte scalar.
    expect(Buffer.from(first.publicKey, 'base64url')).toHaveLength(65);
    expect(Buffer.from(first.privateKey, 'base64url')).toHaveLength(32);
    const file = path.join(dataDir, VAPID_KEYS_FILE);
    expect(statSync(file).mode & 0o777).toBe(0o600);
    expect(JSON.parse(readFileSync(file, 'utf8'))).toEqual(first);
    expect(await persistentVapidKeys(dataDir)).toEqual(first);
  });

  it('hands the kept pair to the notification service unless the environment sets one', async () => {
    const dataDir = newDataDir();
    const { publicKey, privateKey } = await persistentVapidKeys(dataDir);
    expect(await vapidEnvironment({}, dataDir)).toEqual({ VAPID_PUBLIC_KEY: publicKey, VAPID_PRIVATE_KEY: privateKey });
    expect(await vapidEnvironment({ VAPID_PUBLIC_KEY: 'configured', VAPID_PRIVATE_KEY: 'configured' }, dataDir)).toEqual({});
  });
});
