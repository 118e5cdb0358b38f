import { mkdtempSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { SESSION_SECRET_FILE, persistentSessionSecret } from './session-secret';

describe('persistentSessionSecret', () => {
  it('generates a long secret once, readable by its owner only, and keeps it', async () => {
    const dataDir = path.join(mkdtempSync(path.join(tmpdir(), 'outings-runner-')), 'nested');
    const first = await persistentSessionSecret(dataDir);
    expect(first.length).toBeGreaterThanOrEqual(32);
    expect(statSync(path.join(dataDir, SESSION_SECRET_FILE)).mode & 0o777).toBe(0o600);
    expect(await persistentSessionSecret(dataDir)).toBe(first);
  });

  it('replaces a kept secret too short to be safe', async () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'outings-runner-'));
    writeFileSync(path.join(dataDir, SESSION_SECRET_FILE), 'short\n');
    const secret = await persistentSessionSecret(dataDir);
    expect(secret).not.toBe('short');
    expect(readFileSync(path.join(dataDir, SESSION_SECRET_FILE), 'utf8').trim()).toBe(secret);
  });
});
