import { accountSchemas, demoPictureKey, demoSlugOf } from '@outings/contracts';
import { isListedLocation } from '@outings/reference-data';
import { SAMPLE_LOGIN, demoAccounts, listedLocation } from './demo-accounts';

describe('demo accounts', () => {
  it('starts with the Sample Login account', () => {
    expect(demoAccounts()[0]).toMatchObject({ username: 'sample@outings.app', password: 'Sample-login1', first_name: 'Sam' });
    expect(SAMPLE_LOGIN).toEqual({ username: 'sample@outings.app', password: 'Sample-login1' });
  });

  it('holds only accounts a sign-up would accept, with distinct usernames and avatars', () => {
    const accounts = demoAccounts();
    expect(accounts.length).toBeGreaterThanOrEqual(7);
    for (const { slug: _slug, password, ...account } of accounts) {
      const user = { ...account, password: password ?? 'any-password1', profile_picture: { zoom: 1, crop: { x: 0, y: 0 } } };
      expect(accountSchemas(isListedLocation).createAccountRequest.shape.user.parse(user)).toMatchObject({ username: account.username });
    }
    expect(new Set(accounts.map((account) => account.username)).size).toBe(accounts.length);
    expect(new Set(accounts.map((account) => account.slug)).size).toBe(accounts.length);
    // Every slug makes a picture key the other services read back.
    for (const { slug } of accounts) expect(demoSlugOf(demoPictureKey(slug))).toBe(slug);
    expect(new Set(accounts.map((account) => account.location)).size).toBeGreaterThan(3);
  });

  it('finds a city by name and country, and fails loudly for one not on the list', () => {
    expect(listedLocation('London', 'GB')).toBe('London, GB');
    expect(() => listedLocation('London', 'ZZ')).toThrow('The demo city London, ZZ is not on the city list.');
  });
});
