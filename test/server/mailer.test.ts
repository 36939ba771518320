import { PassThrough } from 'node:stream';
import pino from 'pino';
import { createMailer } from '../../server/common/mailer';
import { startSmtpInbox } from './helpers/smtpInbox';

const MAIL = { to: 'ann@example.com', subject: 'Reset your Pinboard password', text: 'Open https://pins.example.org/pw/ann/?t=abc within an hour.' };

test('without SMTP_URL a mail is written to the log, link and all, so a self-hoster can still follow it', async () => {
  const lines: string[] = [];
  const stream = new PassThrough();
  stream.on('data', (chunk: Buffer) => lines.push(chunk.toString()));
  const mailer = createMailer({ smtpUrl: null, mailFrom: 'Pinboard <robot@pins.test>' }, pino({ level: 'info' }, stream));

  await mailer.send(MAIL);

  const entry = JSON.parse(lines.join(''));
  expect(entry.level).toBe(30);
  expect(entry.msg).toContain('SMTP_URL is not set');
  expect(entry.msg).toContain('https://pins.example.org/pw/ann/?t=abc');
  expect(entry.mail).toEqual(MAIL);
});

test('with SMTP_URL the mail goes to that server, from MAIL_FROM', async () => {
  const inbox = await startSmtpInbox();
  try {
    await createMailer({ smtpUrl: inbox.url, mailFrom: 'Pinboard <robot@pins.test>' }, pino({ level: 'silent' })).send(MAIL);
    const mail = await inbox.next();
    expect({ from: mail.from?.text, to: (mail.to as { text: string }).text, subject: mail.subject, text: mail.text?.trim() }).toEqual({
      from: '"Pinboard" <robot@pins.test>',
      to: MAIL.to,
      subject: MAIL.subject,
      text: MAIL.text,
    });
  } finally {
    await inbox.close();
  }
});
