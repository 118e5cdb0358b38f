import { DrizzleQueryError } from 'drizzle-orm';
import { serializeError } from './error-serializer';

const EMAIL = 'ana.lopez@example.com';
const HASH = '$argon2id$v=19$m=19456,t=2,p=1$c2FsdHNhbHRzYWx0$aGFzaGhhc2hoYXNoaGFzaGhhc2hoYXNo';

/** node-postgres' (and PGlite's) error for a unique violation, with its data-bearing fields. */
function uniqueViolation(): Error {
  return Object.assign(new Error('duplicate key value violates unique constraint "credentials_username_unique"'), {
    code: '23505',
    severity: 'ERROR',
    schema: 'auth',
    table: 'credentials',
    constraint: 'credentials_username_unique',
    detail: `Key (username)=(${EMAIL}) already exists.`,
  });
}

function failedInsert(): DrizzleQueryError {
  const query = 'insert into "auth"."credentials" ("user_id", "username", "password_hash") values ($1, $2, $3)';
  return new DrizzleQueryError(query, ['0b6e8c1a-5d0e-4c55-9b7e-6a0f3f1c2d44', EMAIL, HASH], uniqueViolation());
}

const leaks = (value: unknown) => {
  const text = JSON.stringify(value);
  return [EMAIL, '$argon2', 'Key (username)'].filter((secret) => text.includes(secret));
};

describe('serializeError', () => {
  it("keeps a failed query's SQL, type and stack, not its parameters", () => {
    const serialized = serializeError(failedInsert());
    expect(leaks(serialized)).toEqual([]);
    expect(serialized).toMatchObject({
      type: 'DrizzleQueryError',
      message: expect.stringMatching(/^Failed query: insert into "auth"\."credentials" .*\nparams: \[redacted\]$/),
      stack: expect.stringMatching(/^DrizzleQueryError: Failed query: [\s\S]*\n\s+at /),
    });
    expect(serialized).not.toHaveProperty('params');
    expect(serialized).not.toHaveProperty('query');
  });

  it('keeps what identifies a driver error (code, table, constraint), never its detail', () => {
    const serialized = serializeError(failedInsert());
    expect(typeof serialized === 'object' && serialized.cause).toEqual(
      expect.objectContaining({ type: 'Error', code: '23505', table: 'credentials', constraint: 'credentials_username_unique' }),
    );
    expect(JSON.stringify(serialized)).not.toContain('detail');
  });

  it('scrubs messages along a chain of causes and aggregated errors', () => {
    const inner = new Error(`invalid input syntax for type uuid: "${EMAIL}"`);
    const aggregate = new AggregateError([inner, new Error(`token in ?token=Zk3vQ9xL2mN8 for ${EMAIL}`)], 'all attempts failed');
    const outer = new Error('sign-up failed', { cause: aggregate });
    const serialized = serializeError(outer);
    expect(leaks(serialized)).toEqual([]);
    expect(JSON.stringify(serialized)).not.toContain('Zk3vQ9xL2mN8');
    expect(serialized).toMatchObject({
      cause: { type: 'AggregateError', errors: [{ message: 'invalid input syntax for type uuid: "a***@example.com"' }, {}] },
    });
  });

  it('drops properties that carry data, such as a raw request body', () => {
    const parseError = Object.assign(new SyntaxError('Unexpected end of JSON input'), {
      status: 400,
      type: 'entity.parse.failed',
      body: `{"username":"${EMAIL}","password":"Trail-mix7"`,
    });
    expect(serializeError(parseError)).toEqual({
      type: 'SyntaxError',
      message: 'Unexpected end of JSON input',
      stack: expect.any(String),
      status: 400,
    });
  });

  it('stops at a cause that points back at its error', () => {
    const error: Error & { cause?: unknown } = new Error('loop');
    error.cause = error;
    expect(JSON.stringify(serializeError(error))).toContain('"message":"loop"');
  });

  it('turns a thrown non-error into scrubbed text', () => {
    expect(serializeError(`rejected ${EMAIL}`)).toBe('rejected a***@example.com');
    expect(serializeError({ username: EMAIL })).toBe('[object Object]');
  });
});
