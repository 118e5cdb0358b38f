import { defaultVapidSubject } from './vapid-subject';

describe('defaultVapidSubject', () => {
  it('is the app’s origin when it is served over https', () => {
    expect(defaultVapidSubject('https://outings.example.com/')).toBe('https://outings.example.com');
  });

  it('is a mailbox at its host otherwise (push services accept only mailto: or https:)', () => {
    expect(defaultVapidSubject('http://localhost:8080')).toBe('mailto:push@localhost');
  });
});
