import { createAccountRequestSchema, emailAddressSchema, loginRequestSchema, usernameRequestSchema } from './account';

const refusal = (value: unknown) => {
  const parsed = emailAddressSchema.safeParse(value);
  return parsed.success ? `accepted as ${parsed.data}` : parsed.error.issues.map((issue) => issue.message).join('; ');
};

describe('the e-mail address rule (sign-up, resend, reset link)', () => {
  it.each([
    ['ann@example.com', 'ann@example.com'],
    ['  Ann.Lee@Example.COM ', 'ann.lee@example.com'],
    ["o'brien+outings@mail.example.co.uk", "o'brien+outings@mail.example.co.uk"],
    ['first_last-1@sub-domain.example', 'first_last-1@sub-domain.example'],
  ])('accepts %p as %p', (value, address) => {
    expect(emailAddressSchema.parse(value)).toBe(address);
  });

  it.each([
    ['a display name before another address', 'victim@example.com <attacker@evil.example>'],
    ['a comma list', 'a@x.example, b@y.example, c@z.example'],
    ['a comma list without spaces', 'a@x.example,b@y.example'],
    ['a semicolon list', 'a@x.example; b@y.example'],
    ['a semicolon list without spaces', 'a@x.example;b@y.example'],
    ['a quoted display name', '"Victim" <victim@example.com>'],
    ['a bare display name', 'Victim <victim@example.com>'],
    ['an address in angle brackets', '<victim@example.com>'],
    ['a trailing comment', 'victim@example.com (Victim)'],
    ['a group', 'friends: a@x.example, b@y.example;'],
    ['a quoted local part', '"a b"@example.com'],
    ['an injected header', 'a@x.example\r\nBcc: b@y.example'],
    ['two @', 'a@@example.com'],
    ['no @', 'nobody.example.com'],
    ['no domain', 'ann@'],
    ['no top-level domain', 'ann@localhost'],
    ['an IP literal', 'ann@[127.0.0.1]'],
    ['an empty string', ''],
    ['only spaces', '   '],
    ['an over-long address', `${'a'.repeat(243)}@example.com`],
  ])('refuses %s with the form text', (_case, value) => {
    expect(refusal(value)).toBe('Please enter a valid email');
  });

  it('allows 254 characters, the longest address SMTP carries', () => {
    const longest = `${'a'.repeat(64)}@${'b'.repeat(61)}.${'c'.repeat(61)}.${'d'.repeat(57)}.example`;
    expect(longest).toHaveLength(254);
    expect(emailAddressSchema.parse(longest)).toBe(longest);
  });

  it('is the rule of sign-up and of the calls that mail an address', () => {
    const attack = 'victim@example.com <attacker@evil.example>';
    expect(createAccountRequestSchema.shape.user.shape.username.safeParse(attack).success).toBe(false);
    expect(usernameRequestSchema.safeParse({ username: attack }).success).toBe(false);
  });
});

describe('the login username', () => {
  it('only needs an @, so an address that is no account fails as a wrong login, not as a 400', () => {
    for (const username of ['victim@example.com <attacker@evil.example>', 'a@x.example, b@y.example', 'ann@localhost']) {
      expect(loginRequestSchema.parse({ username, password: 'x' }).username).toBe(username.toLowerCase());
    }
  });

  it('keeps the form rule: non-empty and containing @, trimmed and lowercased', () => {
    expect(loginRequestSchema.parse({ username: ' Ann@Example.com ', password: 'x' }).username).toBe('ann@example.com');
    expect(loginRequestSchema.safeParse({ username: 'no-at-sign', password: 'x' }).success).toBe(false);
    expect(loginRequestSchema.safeParse({ username: '', password: 'x' }).success).toBe(false);
  });
});
