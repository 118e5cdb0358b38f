// A real SMTP server for tests: it accepts every mail on a free loopback port and
// keeps it parsed, so a test can assert on what a user's mailbox would receive.
// Used by this library's tests and by the services' and e2e tests.
import type { AddressInfo } from 'node:net';
import { simpleParser } from 'mailparser';
import type { ParsedMail } from 'mailparser';
import { SMTPServer } from 'smtp-server';

export interface SmtpCatcher {
  /** smtp://127.0.0.1:<port>, ready for SMTP_URL. */
  url: string;
  /** Every mail received so far, in arrival order. */
  messages: ParsedMail[];
  /** Resolves with the first mail, already received or still to come, that matches. */
  waitFor(predicate: (mail: ParsedMail) => boolean, timeoutMs?: number): Promise<ParsedMail>;
  close(): Promise<void>;
}

interface Waiter { predicate: (mail: ParsedMail) => boolean; deliver: (mail: ParsedMail) => void }

export async function startTestSmtpServer(): Promise<SmtpCatcher> {
  const messages: ParsedMail[] = [];
  const waiters = new Set<Waiter>();

  const server = new SMTPServer({
    authOptional: true,
    // Plain SMTP on loopback: offered STARTTLS, nodemailer would upgrade and then
    // rightly refuse smtp-server's self-signed certificate.
    disabledCommands: ['STARTTLS'],
    logger: false,
    // A mailer left open by a failing test must not hold close() for 30 s.
    closeTimeout: 1000,
    onData(stream, _session, callback) {
      simpleParser(stream).then(
        (mail) => {
          messages.push(mail);
          for (const waiter of waiters) if (waiter.predicate(mail)) waiter.deliver(mail);
          callback();
        },
        (error: Error) => callback(error),
      );
    },
  });

  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      server.off('error', reject);
      resolve();
    });
  });
  const { port } = server.server.address() as AddressInfo;

  return {
    url: `smtp://127.0.0.1:${port}`,
    messages,
    waitFor(predicate, timeoutMs = 10_000) {
      const received = messages.find(predicate);
      if (received) return Promise.resolve(received);
      return new Promise<ParsedMail>((resolve, reject) => {
        const waiter: Waiter = {
          predicate,
          deliver: (mail) => {
            clearTimeout(timer);
            waiters.delete(waiter);
            resolve(mail);
          },
        };
        const timer = setTimeout(() => {
          waiters.delete(waiter);
          reject(new Error(`no matching mail within ${timeoutMs} ms (${messages.length} received)`));
        }, timeoutMs);
        waiters.add(waiter);
      });
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
