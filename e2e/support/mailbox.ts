// The test workers' view of the e2e mailbox (support/mailbox-server.ts): the links a user
// would click in the mails the app sent.
import { z } from 'zod';
import { MAILBOX_URL } from './e2e-environment';
import { opensPath } from './mail-links';

export type MailKind = 'verification' | 'password-reset';

/** The page each kind of mail links to (docs/architecture.md, services/notification). */
const LINK_PATHS: Readonly<Record<MailKind, string>> = {
  verification: '/auth/verify-email',
  'password-reset': '/reset-password/',
};

const mailSchema = z.object({ to: z.array(z.string()), subject: z.string(), text: z.string(), links: z.array(z.string()) });
export type ReceivedMail = z.infer<typeof mailSchema>;

export interface WaitOptions {
  /** Which mail of that kind to that address, 1 for the first. */
  nth?: number;
  timeoutMs?: number;
}

export interface Mailbox {
  /** The nth mail of a kind sent to an address, once it has arrived. */
  waitForMail(to: string, kind: MailKind, options?: WaitOptions): Promise<ReceivedMail>;
  /** The link of that mail, checked to open the app that sent it. */
  waitForLink(to: string, kind: MailKind, options?: WaitOptions): Promise<string>;
  /** Every mail of a kind sent to an address so far, without waiting. */
  mailsTo(to: string, kind: MailKind): Promise<ReceivedMail[]>;
}

export function createMailbox(appOrigin: string): Mailbox {
  const waitForMail: Mailbox['waitForMail'] = async (to, kind, { nth = 1, timeoutMs = 30_000 } = {}) => {
    const query = new URLSearchParams({ to, linkPath: LINK_PATHS[kind], nth: String(nth), timeoutMs: String(timeoutMs) });
    const response = await fetch(`${MAILBOX_URL}/mails/wait?${query}`);
    const body: unknown = await response.json();
    if (!response.ok) throw new Error(`No ${kind} mail: ${JSON.stringify(body)}`);
    return mailSchema.parse(body);
  };
  return {
    waitForMail,
    async mailsTo(to, kind) {
      const response = await fetch(`${MAILBOX_URL}/mails?${new URLSearchParams({ to, linkPath: LINK_PATHS[kind] })}`);
      const body: unknown = await response.json();
      if (!response.ok) throw new Error(`The mailbox refused the list: ${JSON.stringify(body)}`);
      return z.array(mailSchema).parse(body);
    },
    async waitForLink(to, kind, options) {
      const mail = await waitForMail(to, kind, options);
      const link = mail.links.find((candidate) => opensPath(candidate, LINK_PATHS[kind]));
      if (!link) throw new Error(`The ${kind} mail to ${to} has no ${LINK_PATHS[kind]} link:\n${mail.text}`);
      if (new URL(link).origin !== appOrigin) throw new Error(`The ${kind} link ${link} does not open ${appOrigin} (PUBLIC_URL).`);
      return link;
    },
  };
}
