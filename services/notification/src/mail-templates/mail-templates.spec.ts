import { escapeHtml, renderActionMail } from './action-mail';
import { passwordResetMail } from './password-reset.template';
import { verificationMail } from './verification.template';

const url = 'https://outings.example/auth/verify-email?userID=u1&token=Ab-_9xYz';

/** The hrefs of the HTML, entities decoded as a mail client would. */
function hrefs(html: string): string[] {
  return [...html.matchAll(/href="([^"]*)"/g)].map(([, href = '']) =>
    href.replace(/&#(\d+);/g, (_, code: string) => String.fromCharCode(Number(code))),
  );
}

describe('verificationMail', () => {
  const mail = verificationMail({ firstName: 'Sam', verifyUrl: url });

  it('has the subject the user expects', () => {
    expect(mail.subject).toBe('Verify your Outings account');
  });

  it('carries the link intact as a button and as text', () => {
    expect(mail.text.split('\n')).toContain(url);
    expect(hrefs(mail.html)).toEqual([url, url]);
    expect(mail.html).toContain('Verify my account');
  });

  it('greets by first name and says how long the link lives', () => {
    expect(mail.text.startsWith('Hi Sam,')).toBe(true);
    expect(mail.text).toContain('24 hours');
  });
});

describe('passwordResetMail', () => {
  const resetUrl = 'https://outings.example/reset-password/u1?token=Zz9';
  const mail = passwordResetMail({ firstName: 'Sam', resetUrl });

  it('has the subject, the link and the one-hour expiry', () => {
    expect(mail.subject).toBe('Reset your Outings password');
    expect(mail.text.split('\n')).toContain(resetUrl);
    expect(hrefs(mail.html)).toEqual([resetUrl, resetUrl]);
    expect(mail.text).toContain('expires in 1 hour');
    expect(mail.html).toContain('expires in 1 hour');
  });
});

describe('renderActionMail', () => {
  const content = { subject: 'S', intro: ['Intro'], actionLabel: 'Go', url, outro: ['Outro'] };

  it('escapes what users typed', () => {
    const mail = renderActionMail({ ...content, firstName: '<img src=x onerror=alert(1)>' });
    expect(mail.html).not.toContain('<img');
    expect(mail.html).toContain(escapeHtml('<img src=x onerror=alert(1)>'));
  });

  it('greets without a name when there is none', () => {
    expect(renderActionMail({ ...content, firstName: '  ' }).text.startsWith('Hi,')).toBe(true);
  });

  it('keeps the order greeting, intro, link, outro in the text', () => {
    const { text } = renderActionMail({ ...content, firstName: 'Ann' });
    expect(text).toBe(`Hi Ann,\n\nIntro\n\n${url}\n\nOutro\n\n— The Outings team`);
  });
});
