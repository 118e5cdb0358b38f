// A gateway wired to fake services, with silent logs.
import { mkdtempSync, mkdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createLogger } from '@outings/service-kit';
import { TEST_INTERNAL_AUTH_SECRET } from '@outings/service-kit/testing';
import { createGateway, type Gateway, type GatewayOptions } from '../../src/gateway';
import { remoteUrlsFromEnv } from '../../src/config';
import type { ServiceUrls } from '../../src/config';

export const PUBLIC_URL = 'http://outings.test';
export const silentLogger = createLogger('gateway-test', 'silent');

export function testGateway(services: ServiceUrls, overrides: Partial<GatewayOptions> = {}): Gateway {
  return createGateway({
    logger: silentLogger,
    publicUrl: PUBLIC_URL,
    sessionSecret: 'a-test-secret-that-is-long-enough-for-hmac',
    internalAuthSecret: TEST_INTERNAL_AUTH_SECRET,
    services,
    frontendsDir: path.join(tmpdir(), 'outings-no-frontends-here'),
    remotes: remoteUrlsFromEnv({}),
    ...overrides,
  });
}

/** A built-looking `frontends/` folder: a shell with hashed and unhashed files, and the outing remote. */
export function fakeFrontendsDir(): string {
  const root = mkdtempSync(path.join(tmpdir(), 'outings-frontends-'));
  const shell = path.join(root, 'shell', 'dist');
  const outing = path.join(root, 'outing', 'dist');
  mkdirSync(shell, { recursive: true });
  mkdirSync(outing, { recursive: true });
  writeFileSync(path.join(shell, 'index.html'), '<!doctype html><title>Outings shell</title>');
  writeFileSync(path.join(shell, 'main.3f2a1b9c0d.js'), 'console.log("shell")');
  writeFileSync(path.join(shell, 'service-worker.js'), 'self.addEventListener("push", () => {})');
  writeFileSync(path.join(shell, 'manifest.webmanifest'), '{}');
  writeFileSync(path.join(outing, 'remoteEntry.js'), 'var outing = {}');
  writeFileSync(path.join(outing, '412.9be0c1d2e3.js'), 'chunk');
  // A file where an API path is: the API must still answer.
  mkdirSync(path.join(shell, 'auth'));
  writeFileSync(path.join(shell, 'auth', 'check'), 'a file, not the session check');
  return root;
}
