// A failed sign-up insert must not log its query parameters (the argon2id hash and the
// address would be among them). Here a real insert fails in PGlite (a CHECK constraint the spec
// adds refuses the row), the service answers 500, and its log is read back.
import { sql } from 'drizzle-orm';
import request from 'supertest';
import { asGateway } from '@outings/service-kit/testing';
import type { RunningService } from '@outings/runtime';
import { embeddedTestServices, type TestServices } from '@outings/runtime/testing';
import { createLogger } from '@outings/service-kit';
import { authService } from '../../src/service';
import { signUpBody } from '../support/sign-up-input';

const REFUSED = 'refused.signup@example.com';
const PASSWORD = 'Secret-pass1';

describe('the log of a sign-up whose insert fails', () => {
  const lines: string[] = [];
  let services: TestServices;
  let auth: RunningService;

  beforeAll(async () => {
    services = await embeddedTestServices();
    auth = await services.start(authService, { logger: createLogger('auth', 'debug', { write: (line: string) => lines.push(line) }) });
    await services.infrastructure.database.db.execute(sql.raw(`alter table auth.credentials add constraint refuse_one check (username <> '${REFUSED}')`));
  });

  afterAll(async () => {
    await services?.dispose();
  });

  it('names the failure and its constraint, never the address, the hash or the password', async () => {
    const res = await request(auth.url).post('/accounts').use(asGateway(undefined, { clientIp: '10.1.2.3' })).send(signUpBody(REFUSED));
    expect(res.status).toBe(500);

    const output = lines.join('');
    const failure = lines.map((line) => JSON.parse(line) as Record<string, unknown>).find((entry) => entry.msg === 'unhandled error');
    // The error itself carries it all (params, and PostgreSQL's "Failing row contains (…)"):
    // the log line must keep only what says what failed.
    expect(failure).toMatchObject({
      level: 50,
      err: {
        type: 'DrizzleQueryError',
        message: expect.stringMatching(/^Failed query: insert into "auth"\."credentials"[\s\S]*\nparams: \[redacted\]$/),
        cause: { code: '23514', constraint: 'refuse_one', table: 'credentials' },
      },
    });
    expect(output).not.toContain(REFUSED);
    expect(output).not.toContain('$argon2');
    expect(output).not.toContain(PASSWORD);
    expect(output).not.toContain('Failing row');
  });
});
