import { scrubText } from './scrub-text';

const HASH = '$argon2id$v=19$m=19456,t=2,p=1$c2FsdHNhbHRzYWx0$aGFzaGhhc2hoYXNoaGFzaGhhc2hoYXNo';

describe('scrubText', () => {
  it('leaves ordinary text alone, as the same string', () => {
    const text = 'request answered';
    expect(scrubText(text)).toBe(text);
  });

  it('masks e-mail addresses down to their first letter and domain', () => {
    expect(scrubText('no account for ana.lopez+tag@example.com or b@mail.co.uk')).toBe('no account for a***@example.com or b***@mail.co.uk');
  });

  it('masks argon2 hashes, including the commas of their parameters', () => {
    expect(scrubText(`hash ${HASH} stored`)).toBe('hash [argon2 hash] stored');
  });

  it("drops drizzle's parameter list, keeping the query", () => {
    const message = `Failed query: insert into "auth"."credentials" ("user_id", "username") values ($1, $2)\nparams: 0b6e,ana@example.com,${HASH}`;
    expect(scrubText(message)).toBe('Failed query: insert into "auth"."credentials" ("user_id", "username") values ($1, $2)\nparams: [redacted]');
  });

  it('masks secrets in link queries, not the user id beside them', () => {
    expect(scrubText('GET /auth/verify-email?userId=7f0c&token=Zk3vQ9xL2mN8pR4t and ?secret=abc#x')).toBe(
      'GET /auth/verify-email?userId=7f0c&token=[redacted] and ?secret=[redacted]#x',
    );
  });

  it('masks the credentials of connection URLs', () => {
    expect(scrubText('cannot reach amqp://guest:s3cret@127.0.0.1:5672')).toBe('cannot reach amqp://[redacted]@127.0.0.1:5672');
  });

  it('masks what PostgreSQL repeats of a value in its messages', () => {
    expect(scrubText('Key (username)=(ana@example.com) already exists.')).toBe('Key (username)=(a***@example.com) already exists.');
  });
});
