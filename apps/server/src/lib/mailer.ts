import nodemailer from 'nodemailer';

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
 * Sends one mail; the job queue calls it (features/jobs/mail-jobs.ts, decision 019), after the mail
 * was kept in the outbox table in the transaction that wrote it. The offline default (DESIGN.md
 * section 1) only prints it to the log, so a developer sees links at once; with SMTP it is sent.
 */
export function createMailer(options: { provider: 'outbox' | 'smtp'; smtpUrl?: string; from: string; log: (line: string) => void }): Mailer {
  const transport = options.provider === 'smtp' && options.smtpUrl ? nodemailer.createTransport(options.smtpUrl) : undefined;
  return {
    async send(mail) {
      if (!transport) {
        options.log(`mail to ${mail.to}: ${mail.subject}\n${mail.text}`);
        return;
      }
      await transport.sendMail({ from: options.from, to: mail.to, subject: mail.subject, text: mail.text, html: mail.html });
      options.log(`mail sent to ${mail.to}: ${mail.subject}`);
    },
  };
}
