import nodemailer from 'nodemailer';
import type { Database } from '../db/client';
import { mailOutbox } from '../db/schema/index';

export interface Mail {
  to: string;
  subject: string;
  text: string;
  html?: string;
  /** What the mail is for (invitation, verification, password-reset, order-confirmation...). */
  kind: string;
}

export interface Mailer {
  send(mail: Mail): Promise<void>;
}

/**
 * The offline default (DESIGN.md section 1): every mail is kept in the outbox table, readable by
 * ADMIN, and printed to the log so a developer sees links at once. With SMTP it is also sent.
 */
export function createMailer(options: {
  db: Database;
  provider: 'outbox' | 'smtp';
  smtpUrl?: string;
  from: string;
  log: (line: string) => void;
}): Mailer {
  const transport = options.provider === 'smtp' && options.smtpUrl ? nodemailer.createTransport(options.smtpUrl) : undefined;
  return {
    async send(mail) {
      const [row] = await options.db
        .insert(mailOutbox)
        .values({ to: mail.to, subject: mail.subject, text: mail.text, html: mail.html, kind: mail.kind })
        .returning({ id: mailOutbox.id });
      if (!transport) {
        options.log(`mail to ${mail.to}: ${mail.subject}\n${mail.text}`);
        return;
      }
      await transport.sendMail({ from: options.from, to: mail.to, subject: mail.subject, text: mail.text, html: mail.html });
      if (row) options.log(`mail ${row.id} sent to ${mail.to}: ${mail.subject}`);
    },
  };
}
