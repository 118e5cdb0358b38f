// Starts one run mode of the app for the e2e run, as `npm start` / `npm run start:cluster`
// would, with what only a test run needs: mail to the test mailbox, pushes to the local
// push endpoint, a fresh data directory (embedded) or a freshly dropped database
// (cluster), throttling counters of its own, and debug-level logs kept in a file per mode
// for the scan after the suite.
// Run by the Playwright config as a web server: `tsx e2e/support/launch-app.ts <mode>`.
import { spawn } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { dropPostgresDatabase } from '@outings/db';
import { z } from 'zod';
import { recordOutput } from './app-output';
import {
  APP_PORTS,
  appLogFile,
  appUrl,
  CLUSTER_DATABASE,
  CLUSTER_SERVICE_PORTS,
  METRICS_PORTS,
  E2E_NAMESPACE,
  isRunMode,
  MAILBOX_URL,
  type RunMode,
} from './e2e-environment';

const REPO_ROOT = path.resolve(__dirname, '../..');
const RUNNER = path.join(REPO_ROOT, 'deploy/runner/bin/start.mjs');

async function smtpUrl(): Promise<string> {
  const response = await fetch(`${MAILBOX_URL}/smtp-url`);
  if (!response.ok) throw new Error(`The e2e mailbox answered ${response.status}; it starts before the apps.`);
  return z.object({ url: z.string().startsWith('smtp://') }).parse(await response.json()).url;
}

function clusterDatabaseUrl(): string {
  const url = new URL(process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/outings');
  url.pathname = `/${CLUSTER_DATABASE}`;
  return url.toString();
}

/** The environment of one mode, and what to remove when it stops. */
async function prepare(mode: RunMode): Promise<{ env: NodeJS.ProcessEnv; cleanUp: () => void }> {
  // Embedded: PGlite and the object store; cluster: the local object store.
  const dataDir = mkdtempSync(path.join(tmpdir(), `outings-e2e-${mode}-`));
  const cleanUp = () => rmSync(dataDir, { recursive: true, force: true });
  const common = {
    PORT: String(APP_PORTS[mode]),
    METRICS_PORT: String(METRICS_PORTS[mode]),
    PUBLIC_URL: appUrl(mode),
    DATA_DIR: dataDir,
    SMTP_URL: await smtpUrl(),
    // Every line the apps can write, so the log scan sees as much as possible.
    LOG_LEVEL: process.env.LOG_LEVEL ?? 'debug',
    // A run signs up more people than one client address may (10 an hour): the API
    // sign-ups give each its own address in X-Forwarded-For, believed from loopback only.
    TRUST_PROXY: 'loopback',
    // The browser's push subscription is the local push endpoint's (support/push-device.ts),
    // plain http on loopback: the notification service refuses it without this
    // development-only setting. Both modes hand the runner's environment to the services.
    PUSH_ALLOW_LOOPBACK: 'true',
  };
  if (mode === 'embedded') return { env: { ...process.env, ...common }, cleanUp };

  const databaseUrl = clusterDatabaseUrl();
  await dropPostgresDatabase(databaseUrl);
  return {
    env: {
      ...process.env,
      ...common,
      ...CLUSTER_SERVICE_PORTS,
      DATABASE_URL: databaseUrl,
      SESSION_SECRET: randomUUID(),
      // The broker and Redis are shared with everything else on this machine: the e2e
      // runs have their own exchange and queues (reused run after run, so none pile
      // up), and each run its own throttling counters, which live 15 minutes and must
      // not carry over from the previous run.
      EVENT_EXCHANGE: `${E2E_NAMESPACE}.events`,
      EVENT_QUEUE_PREFIX: E2E_NAMESPACE,
      JOBS_PREFIX: E2E_NAMESPACE,
      AUTH_RATE_LIMIT_PREFIX: `${E2E_NAMESPACE}:${randomUUID().slice(0, 8)}:auth`,
    },
    cleanUp,
  };
}

async function main(): Promise<void> {
  const mode = process.argv[2] ?? '';
  if (!isRunMode(mode)) throw new Error(`usage: launch-app.ts embedded|cluster (got "${mode}")`);
  const { env, cleanUp } = await prepare(mode);

  const app = spawn(process.execPath, [RUNNER, mode], { cwd: REPO_ROOT, env, stdio: ['inherit', 'pipe', 'pipe'] });
  const recorded = recordOutput(app, appLogFile(mode));
  // Playwright stops a web server by signalling its whole process group, the app
  // included: this process only waits for the app to finish, then cleans up.
  const wait = () => undefined;
  process.on('SIGTERM', wait);
  process.on('SIGINT', wait);
  app.on('exit', (code) => {
    void recorded.then(() => {
      cleanUp();
      process.exit(code ?? 1);
    });
  });
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
