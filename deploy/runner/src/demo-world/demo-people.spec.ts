import { accountSchemas } from '@outings/contracts';
import { isListedLocation } from '@outings/reference-data';
import { DEMO_PEOPLE, SAMPLE_LOGIN } from './demo-people';

describe('the demo people', () => {
  it('start with the Sample Login account', () => {
    expect(DEMO_PEOPLE[0]).toMatchObject({ username: 'sample@outings.app', password: 'Sample-login1', first_name: 'Sam' });
    expect(SAMPLE_LOGIN).toEqual({ username: 'sample@outings.app', password: 'Sample-login1' });
  });

  it('are only accounts a sign-up would accept, in listed cities, with distinct usernames and slugs', () => {
    expect(DEMO_PEOPLE.length).toBeGreaterThanOrEqual(7);
    for (const { slug: _slug, password, ...person } of DEMO_PEOPLE) {
      const user = { ...person, password: password ?? 'any-password1', profile_picture: { zoom: 1, crop: { x: 0, y: 0 } } };
      expect(accountSchemas(isListedLocation).createAccountRequest.shape.user.parse(user)).toMatchObject({ username: person.username });
    }
    expect(new Set(DEMO_PEOPLE.map((person) => person.username)).size).toBe(DEMO_PEOPLE.length);
    expect(new Set(DEMO_PEOPLE.map((person) => person.slug)).size).toBe(DEMO_PEOPLE.length);
    expect(new Set(DEMO_PEOPLE.map((person) => person.location)).size).toBeGreaterThan(3);
  });
});
