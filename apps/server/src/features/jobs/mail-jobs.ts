import { eq } from 'drizzle-orm';
import type { Database, Tx } from '../../db/client';
import { mailOutbox } from '../../db/schema/index';
import type { Mail } from '../../lib/mailer';
import type { AppDeps } from '../../plugins/deps';
import { enqueueJob } from './job-queue';

export const MAIL_JOB = 'mail.send';
/** Eight tries over about two hours (30 s doubling): an SMTP server down for an afternoon loses nothing. */
export const MAIL_MAX_ATTEMPTS = 8;
export const MAIL_BACKOFF_MS = 30_000;

/**
 * Keeps the mail in the outbox and queues its sending, in `db`'s transaction when it is one
 * (decision 019): the mail leaves only after the change commits, never for a rolled-back one, and
 * no request waits for the SMTP server. GET /outbox shows it at once.
 */
export async function queueMail(db: Database | Tx, mail: Mail): Promise<void> {
  await db.transaction(async (tx) => {
    const [row] = await tx
      .insert(mailOutbox)
      .values({ to: mail.to, subject: mail.subject, text: mail.text, html: mail.html, kind: mail.kind })
      .returning({ id: mailOutbox.id });
    await enqueueJob(tx, { kind: MAIL_JOB, payload: { outboxId: row!.id }, maxAttempts: MAIL_MAX_ATTEMPTS });
  });
}

/** The queue's handler: sends one outbox mail through the configured mailer, once. */
export async function sendQueuedMail(deps: AppDeps, payload: Record<string, unknown>): Promise<void> {
  const outboxId = Number(payload.outboxId);
  const row = await deps.db.query.mailOutbox.findFirst({ where: eq(mailOutbox.id, outboxId) });
  // Gone with its account (account removal deletes a person's mail), or sent already: nothing to do.
  if (!row || row.sentAt) return;
  await deps.mailer.send({ to: row.to, subject: row.subject, text: row.text, html: row.html ?? undefined, kind: row.kind });
  await deps.db.update(mailOutbox).set({ sentAt: new Date() }).where(eq(mailOutbox.id, outboxId));
}
