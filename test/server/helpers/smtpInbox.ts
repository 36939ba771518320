import type { AddressInfo } from 'node:net';
import { simpleParser, type ParsedMail } from 'mailparser';
import { SMTPServer } from 'smtp-server';

/**
 * A real SMTP server in this process, on a free port, keeping what it receives: tests point SMTP_URL at it and read
 * the mail the server sent. Plain SMTP without STARTTLS or AUTH, as a relay on the same host would be.
 */
export async function startSmtpInbox() {
  const received: ParsedMail[] = [];
  const waiting: ((mail: ParsedMail) => void)[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onData(stream, _session, callback) {
      simpleParser(stream).then(
        (mail) => {
          callback();
          const waiter = waiting.shift();
          if (waiter) waiter(mail);
          else received.push(mail);
        },
        (err: Error) => callback(err),
      );
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;
  return {
    url: `smtp://127.0.0.1:${port}`,
    /** The next mail received (in the order they arrived), once it has. */
    next(): Promise<ParsedMail> {
      const mail = received.shift();
      return mail ? Promise.resolve(mail) : new Promise((resolve) => waiting.push(resolve));
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

export type SmtpInbox = Awaited<ReturnType<typeof startSmtpInbox>>;

/** The first link in a mail's text that goes to `path` (a page of ours), as a URL. */
export function linkIn(mail: ParsedMail, path: string): URL {
  const url = (mail.text ?? '')
    .match(/https?:\/\/\S+/g)
    ?.map((link) => new URL(link))
    .find((link) => link.pathname.startsWith(path));
  if (!url) throw new Error(`no link to ${path} in: ${mail.text}`);
  return url;
}
