import nodemailer from 'nodemailer';
import type { Logger } from 'pino';

/** A plain-text mail to one person. */
export interface Mail {
  to: string;
  subject: string;
  text: string;
}

export interface Mailer {
  /** Resolves once the SMTP server has taken the mail (or, with none configured, once it is logged). */
  send(mail: Mail): Promise<void>;
}

/**
 * Mail goes out through the SMTP server `SMTP_URL` names (nodemailer, which reads the url's user, password, port and
 * TLS settings), from `MAIL_FROM`. With no SMTP server configured each mail is written to the server's log instead, so
 * a self-hoster without one can still follow the links it carries.
 */
export function createMailer(config: { smtpUrl: string | null; mailFrom: string }, logger: Logger): Mailer {
  if (!config.smtpUrl) {
    return {
      async send(mail) {
        logger.info({ mail }, `SMTP_URL is not set: this mail was not sent. To ${mail.to}: ${mail.subject}\n\n${mail.text}`);
      },
    };
  }
  const transport = nodemailer.createTransport(config.smtpUrl);
  return {
    async send(mail) {
      await transport.sendMail({ from: config.mailFrom, ...mail });
    },
  };
}
