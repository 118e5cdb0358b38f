import { mailRecipient } from './mail-recipient';

describe('mailRecipient', () => {
  it('answers one plain address', () => {
    expect(mailRecipient('sam@example.com')).toBe('sam@example.com');
    expect(mailRecipient("o'brien+outings@mail.example.co.uk")).toBe("o'brien+outings@mail.example.co.uk");
  });

  it.each([
    'victim@example.com <attacker@evil.example>',
    'a@x.example, b@y.example, c@z.example',
    'a@x.example;b@y.example',
    '"Victim" <victim@example.com>',
    'friends: a@x.example, b@y.example;',
    'a@x.example\r\nBcc: b@y.example',
    'nobody',
    '',
  ])('refuses %p', (to) => {
    expect(mailRecipient(to)).toBeNull();
  });
});
