// The test mailbox: the SMTP catcher of libs/mail that both run modes deliver to, plus a
// small HTTP endpoint through which the test workers (other processes) read what arrived.
// Started by the Playwright config as the first web server, before the apps, and stopped
// with them.
//
//   GET /healthz                                 ready once SMTP listens
//   GET /smtp-url                                { url } for the apps' SMTP_URL
//   GET /mails/wait?to=&linkPath=&nth=&timeoutMs= the nth mail (1-based) to `to` carrying
//                                                a link to `linkPath`, waiting for it
//   GET /mails?to=&linkPath=                     every such mail so far (to tell one from two)
//   GET /seen                                    { recipients, secrets } of every mail so
//                                                far, for the log scan after the suite
import { createServer, type ServerResponse } from 'node:http';
import type { ParsedMail } from 'mailparser';
import { z } from 'zod';
import { startTestSmtpServer } from '../../libs/mail/test/smtp-catcher';
import { MAILBOX_HTTP_PORT } from './e2e-environment';
import { linksIn, opensPath, secretsIn } from './mail-links';

const waitQuerySchema = z.object({
  to: z.email().transform((address) => address.toLowerCase()),
  linkPath: z.string().startsWith('/'),
  nth: z.coerce.number().int().min(1).default(1),
  timeoutMs: z.coerce.number().int().min(0).max(120_000).default(30_000),
});
const listQuerySchema = waitQuerySchema.pick({ to: true, linkPath: true });

export interface MailView {
  to: string[];
  subject: string;
  text: string;
  links: string[];
}

function recipientsOf(mail: ParsedMail): string[] {
  const fields = [mail.to ?? []].flat();
  return fields.flatMap((field) => field.value.map((entry) => (entry.address ?? '').toLowerCase()));
}

function viewOf(mail: ParsedMail): MailView {
  const text = mail.text ?? '';
  return { to: recipientsOf(mail), subject: mail.subject ?? '', text, links: linksIn(text) };
}

/** The addresses and link secrets the app mailed: none of them may appear in its logs. */
function seenIn(mails: readonly MailView[]): { recipients: string[]; secrets: string[] } {
  return {
    recipients: [...new Set(mails.flatMap((mail) => mail.to))],
    secrets: [...new Set(mails.flatMap((mail) => mail.links.flatMap(secretsIn)))],
  };
}

function sendJson(res: ServerResponse, status: number, body: unknown): void {
  res.writeHead(status, { 'Content-Type': 'application/json', 'Cache-Control': 'no-store' }).end(JSON.stringify(body));
}

async function main(): Promise<void> {
  const catcher = await startTestSmtpServer();

  const matching = (query: z.infer<typeof listQuerySchema>) =>
    catcher.messages
      .map(viewOf)
      .filter((mail) => mail.to.includes(query.to) && mail.links.some((link) => opensPath(link, query.linkPath)));

  const http = createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://mailbox');
    if (req.method !== 'GET') return sendJson(res, 405, { error: 'GET only' });
    if (url.pathname === '/healthz') return sendJson(res, 200, { ok: true });
    if (url.pathname === '/smtp-url') return sendJson(res, 200, { url: catcher.url });
    if (url.pathname === '/seen') return sendJson(res, 200, seenIn(catcher.messages.map(viewOf)));
    if (url.pathname === '/mails') {
      const query = listQuerySchema.safeParse(Object.fromEntries(url.searchParams));
      if (!query.success) return sendJson(res, 400, { error: z.prettifyError(query.error) });
      return sendJson(res, 200, matching(query.data));
    }
    if (url.pathname !== '/mails/wait') return sendJson(res, 404, { error: `no ${url.pathname}` });

    const query = waitQuerySchema.safeParse(Object.fromEntries(url.searchParams));
    if (!query.success) return sendJson(res, 400, { error: z.prettifyError(query.error) });
    // The predicate ignores the mail it is given: it is true once enough mails are in.
    catcher
      .waitFor(() => matching(query.data).length >= query.data.nth, query.data.timeoutMs)
      .then(
        () => sendJson(res, 200, matching(query.data)[query.data.nth - 1]),
        () => {
          const received = catcher.messages.map(viewOf).map(({ to, subject }) => ({ to, subject }));
          sendJson(res, 404, { error: `mail ${query.data.nth} to ${query.data.to} with a ${query.data.linkPath} link did not arrive`, received });
        },
      );
  });

  await new Promise<void>((resolve) => http.listen(MAILBOX_HTTP_PORT, '127.0.0.1', resolve));
  console.log(`e2e mailbox: SMTP at ${catcher.url}, mails at http://127.0.0.1:${MAILBOX_HTTP_PORT}`);

  const stop = () => {
    http.close();
    http.closeAllConnections();
    void catcher.close().then(() => process.exit(0));
  };
  process.once('SIGTERM', stop);
  process.once('SIGINT', stop);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
