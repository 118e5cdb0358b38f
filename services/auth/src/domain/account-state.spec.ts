import { awaitsVerification, isVerified, judgeLogin } from './account-state';

const verified = { verifiedAt: new Date('2030-01-01T00:00:00Z') };
const unverified = { verifiedAt: null };

describe('account state', () => {
  it('counts an account verified once it has a verification time', () => {
    expect(isVerified(verified)).toBe(true);
    expect(isVerified(unverified)).toBe(false);
  });

  it('accepts a verified account with the right password', () => {
    expect(judgeLogin(verified, true)).toBe('accepted');
  });

  it('answers a wrong password the same for unknown, unverified and verified accounts', () => {
    expect(judgeLogin(undefined, false)).toBe('wrong-credentials');
    expect(judgeLogin(unverified, false)).toBe('wrong-credentials');
    expect(judgeLogin(verified, false)).toBe('wrong-credentials');
  });

  it('never accepts an unknown account, whatever the password check said', () => {
    expect(judgeLogin(undefined, true)).toBe('wrong-credentials');
  });

  it('says "unverified" only once the password is right', () => {
    expect(judgeLogin(unverified, true)).toBe('unverified');
  });

  it('sends a verification mail only to an existing unverified account', () => {
    expect(awaitsVerification(unverified)).toBe(true);
    expect(awaitsVerification(verified)).toBe(false);
    expect(awaitsVerification(undefined)).toBe(false);
  });
});
