import { ACCOUNT_LIMITS, ACCOUNT_MESSAGES } from '../account-limits';
import { accountSchemas, emailAddressSchema, loginRequestSchema, usernameRequestSchema } from './account';

const listed = new Set(['Paris, FR']);
const { createAccountRequest, profileDataRequest } = accountSchemas((location) => listed.has(location));

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
    expect(createAccountRequest.shape.user.shape.username.safeParse(attack).success).toBe(false);
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

describe('the account and profile limits', () => {
  const account = {
    user: {
      username: 'ann@example.com',
      password: 'secret1',
      first_name: 'Ann',
      location: 'Paris, FR',
      tagline: 'Hi',
      profile_picture: { zoom: 1, crop: { x: 0, y: 0 } },
    },
    photoString: 'data:image/jpeg;base64,AAAA',
  };
  const firstProblem = (change: Record<string, unknown>) => {
    const parsed = createAccountRequest.safeParse({ ...account, user: { ...account.user, ...change } });
    return parsed.success ? null : { path: parsed.error.issues[0]?.path.join('.'), message: parsed.error.issues[0]?.message };
  };

  it('accepts each field at its limit', () => {
    expect(
      firstProblem({
        first_name: 'f'.repeat(ACCOUNT_LIMITS.firstNameMax),
        last_name: 'l'.repeat(ACCOUNT_LIMITS.lastNameMax),
        password: `1${'p'.repeat(ACCOUNT_LIMITS.passwordMax - 1)}`,
        tagline: 't'.repeat(ACCOUNT_LIMITS.taglineMax),
      }),
    ).toBeNull();
  });

  it.each([
    ['a 51-character first name', { first_name: 'f'.repeat(51) }, 'user.first_name', ACCOUNT_MESSAGES.firstNameLength],
    ['a 51-character last name', { last_name: 'l'.repeat(51) }, 'user.last_name', ACCOUNT_MESSAGES.lastNameLength],
    ['a 129-character password', { password: `1${'p'.repeat(128)}` }, 'user.password', ACCOUNT_MESSAGES.passwordLength],
    ['a 255-character address', { username: `${'a'.repeat(243)}@example.com` }, 'user.username', ACCOUNT_MESSAGES.email],
    ['a 50-character tagline', { tagline: 't'.repeat(50) }, 'user.tagline', 'Tagline must be less than 50 characters'],
    ['a location not from the list', { location: 'Paris' }, 'user.location', 'Please choose a city from the dropdown menu only'],
  ])('refuses %s with the shared text', (_case, change, path, message) => {
    expect(firstProblem(change)).toEqual({ path, message });
  });

  it('applies the same rules to a profile edit', () => {
    const edit = { profileData: { ...account.user, status: { status: 'Ready' }, first_name: 'f'.repeat(51) } };
    expect(profileDataRequest.safeParse(edit).error?.issues[0]?.message).toBe(ACCOUNT_MESSAGES.firstNameLength);
  });
});
