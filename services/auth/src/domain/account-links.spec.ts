import { resetPasswordLink, verifyEmailLink } from './account-links';

const userId = '0b9f3c1e-6a53-4f0e-9d43-2f1c7f0e9a11';

describe('account links', () => {
  it('points the verification link at /auth/verify-email with the user and the secret', () => {
    expect(verifyEmailLink('http://localhost:8080', userId, 'abc_-9')).toBe(
      `http://localhost:8080/auth/verify-email?userId=${userId}&token=abc_-9`,
    );
  });

  it('points the reset link at the browser page /reset-password/{userID} with the secret', () => {
    expect(resetPasswordLink('https://outings.example', userId, 'abc_-9')).toBe(
      `https://outings.example/reset-password/${userId}?token=abc_-9`,
    );
  });

  it('keeps the path the app is served under and ignores trailing slashes', () => {
    expect(resetPasswordLink('https://example.org/outings/', userId, 't')).toBe(
      `https://example.org/outings/reset-password/${userId}?token=t`,
    );
    expect(verifyEmailLink('https://example.org/', userId, 't')).toBe(
      `https://example.org/auth/verify-email?userId=${userId}&token=t`,
    );
  });

  it('escapes what it puts in the link', () => {
    expect(verifyEmailLink('http://localhost:8080', 'a&b', 'x y')).toBe(
      'http://localhost:8080/auth/verify-email?userId=a%26b&token=x+y',
    );
  });
});
