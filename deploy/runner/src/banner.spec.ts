import { banner, mailDestination } from './banner';

describe('banner', () => {
  it('says where the app is and where mail goes, never an SMTP password', () => {
    const text = banner('http://localhost:8080', 'smtp://user:hunter2@mail.example:2525');
    expect(text).toContain('Outings is running at http://localhost:8080');
    expect(text).toContain('Mail goes to smtp://mail.example:2525.');
    expect(text).not.toContain('hunter2');
  });

  it('says mail is printed here when no SMTP server is set', () => {
    expect(mailDestination(undefined)).toMatch(/printed here/);
  });
});
