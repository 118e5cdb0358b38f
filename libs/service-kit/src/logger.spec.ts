// The shared logger as the services use it, lines read back from its destination.
import { DrizzleQueryError } from 'drizzle-orm';
import { createLogger, type Logger } from './logger';

const EMAIL = 'ana.lopez@example.com';
const HASH = '$argon2id$v=19$m=19456,t=2,p=1$c2FsdHNhbHRzYWx0$aGFzaGhhc2hoYXNoaGFzaGhhc2hoYXNo';
const TOKEN = 'Zk3vQ9xL2mN8pR4tW7yB1cF5hJ0kD6gS';

function capturingLogger(): { logger: Logger; output: () => string } {
  const lines: string[] = [];
  return { logger: createLogger('test', 'debug', { write: (line: string) => lines.push(line) }), output: () => lines.join('') };
}

function expectNoSecrets(output: string): void {
  for (const secret of [EMAIL, '$argon2', TOKEN, 'Trail-mix7']) expect(output).not.toContain(secret);
}

describe('createLogger', () => {
  it('writes a failed insert without its parameters, keeping its SQL and constraint', () => {
    const { logger, output } = capturingLogger();
    const cause = Object.assign(new Error('duplicate key value violates unique constraint "credentials_username_unique"'), {
      code: '23505',
      constraint: 'credentials_username_unique',
      detail: `Key (username)=(${EMAIL}) already exists.`,
    });
    logger.error({ err: new DrizzleQueryError('insert into "auth"."credentials" values ($1, $2)', [EMAIL, HASH], cause) }, 'unhandled error');
    expectNoSecrets(output());
    expect(JSON.parse(output())).toMatchObject({
      msg: 'unhandled error',
      err: { type: 'DrizzleQueryError', cause: { code: '23505', constraint: 'credentials_username_unique' } },
    });
  });

  it('censors sensitive top-level fields and scrubs objects under the carrier keys', () => {
    const { logger, output } = capturingLogger();
    logger.info({ userId: 'u-1', email: EMAIL, passwordHash: HASH, token: TOKEN }, 'fields');
    logger.info({ body: { username: EMAIL, password: 'Trail-mix7', first_name: 'Ana' } }, 'a whole body');
    logger.warn(
      { event: { id: 'e-1', data: { userId: 'u-1', email: EMAIL, verifyUrl: `http://x/auth/verify-email?userId=u-1&token=${TOKEN}` } } },
      'a whole event',
    );
    logger.info({ job: { data: { to: EMAIL, url: `http://x/reset-password/u-1?token=${TOKEN}` } } }, 'a whole job');
    expectNoSecrets(output());
    const [fields, body, event] = output().trim().split('\n').map((line) => JSON.parse(line) as Record<string, unknown>);
    expect(fields).toMatchObject({ userId: 'u-1', email: '[redacted]', passwordHash: '[redacted]' });
    expect(body).toMatchObject({ body: { username: '[redacted]', first_name: 'Ana' } });
    expect(event).toMatchObject({ event: { id: 'e-1', data: { userId: 'u-1', email: '[redacted]', verifyUrl: '[redacted]' } } });
  });

  it('scrubs retry reasons built from error messages', () => {
    const { logger, output } = capturingLogger();
    logger.error({ reason: `failed 4 times, last: Failed query: insert into x values ($1)\nparams: ${EMAIL},${HASH}` }, 'event parked');
    expectNoSecrets(output());
  });

  it('scrubs the message, with or without interpolated values', () => {
    const { logger, output } = capturingLogger();
    logger.info(`mail to ${EMAIL}`);
    logger.info({ userId: 'u-1' }, 'link %s sent to %s', `http://x/?token=${TOKEN}`, EMAIL);
    expectNoSecrets(output());
    expect(output()).toContain('mail to a***@example.com');
  });

  it('keeps these rules in child loggers', () => {
    const { logger, output } = capturingLogger();
    logger.child({ component: 'jobs' }).error({ err: new Error(`no mailbox ${EMAIL}`), email: EMAIL }, 'job failed');
    expectNoSecrets(output());
  });
});
