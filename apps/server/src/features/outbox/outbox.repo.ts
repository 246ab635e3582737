import { count, desc } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { mailOutbox } from '../../db/schema/index';

/** One page of the outbox, newest first, and how many mails there are. */
export async function listOutbox(db: Database, page: { offset: number; limit: number }) {
  const rows = await db
    .select({ id: mailOutbox.id, to: mailOutbox.to, subject: mailOutbox.subject, text: mailOutbox.text, kind: mailOutbox.kind, createdAt: mailOutbox.createdAt })
    .from(mailOutbox)
    .orderBy(desc(mailOutbox.createdAt), desc(mailOutbox.id))
    .limit(page.limit)
    .offset(page.offset);
  const [total] = await db.select({ value: count() }).from(mailOutbox);
  return { rows, totalCount: total?.value ?? 0 };
}
