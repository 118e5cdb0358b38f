// Where everything of an e2e run lives: the two ways to run the app, each on its own
// fixed loopback port, and the test mailbox every run mode sends its mail to. Read by the
// Playwright config, the launcher of the apps, the mailbox process and the test workers.
import path from 'node:path';
import { SERVICE_NAMES, servicePortVariable } from '@outings/contracts';

export const MAILBOX_HTTP_PORT = 18026;
export const MAILBOX_URL = `http://127.0.0.1:${MAILBOX_HTTP_PORT}`;

export const RUN_MODES = ['embedded', 'cluster'] as const;
export type RunMode = (typeof RUN_MODES)[number];

export const APP_PORTS: Readonly<Record<RunMode, number>> = { embedded: 18080, cluster: 18090 };

/** The app's public address: 127.0.0.1, not localhost, so the links in mails and the
 * pages share one origin (one cookie jar) with no name resolution in between. */
export const appUrl = (mode: RunMode) => `http://127.0.0.1:${APP_PORTS[mode]}`;

/** The gateway's `/metrics` (METRICS_PORT), beside the public port. */
export const METRICS_PORTS: Readonly<Record<RunMode, number>> = { embedded: 18088, cluster: 18089 };

/** In cluster mode each service is a process on a port of its own, `<SERVICE>_PORT`: from
 * 18091 on in the manifest's order, not the defaults (4001…), which a developer's
 * `npm run start:cluster` may hold. */
export const CLUSTER_SERVICE_PORTS: Readonly<Record<string, string>> = Object.freeze(
  Object.fromEntries(SERVICE_NAMES.map((name, index) => [servicePortVariable(name), String(18091 + index)])),
);

/** The cluster mode's own PostgreSQL database, dropped before each run. */
export const CLUSTER_DATABASE = 'outings_e2e';

export function isRunMode(value: string): value is RunMode {
  return (RUN_MODES as readonly string[]).includes(value);
}

/** The cluster run's exchange, queues and job prefix: apart from a developer's cluster. */
export const E2E_NAMESPACE = 'outings-e2e';

/** Each app's whole output of the current run, one file per mode, scanned for secrets
 * once the suite is done. Under the run's output folder, which Playwright empties first. */
export const APP_LOGS_DIR = path.resolve(__dirname, '..', 'test-results', 'app-logs');
export const appLogFile = (mode: RunMode) => path.join(APP_LOGS_DIR, `${mode}.log`);
