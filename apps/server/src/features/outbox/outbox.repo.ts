import { count, desc, ilike } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { mailOutbox } from '../../db/schema/index';
import { containsPattern } from '../../lib/sql-search';
import { paginate } from '../../lib/paging';

/** One page of the outbox, newest first, and how many mails there are; `to` narrows by recipient. */
export async function listOutbox(db: Database, filter: { to?: string }, page: { offset: number; limit: number }) {
  const where = filter.to ? ilike(mailOutbox.to, containsPattern(filter.to)) : undefined;
  return paginate(page, {
    rows: ({ offset, limit }) =>
      db
        .select({
          id: mailOutbox.id,
          to: mailOutbox.to,
          subject: mailOutbox.subject,
          text: mailOutbox.text,
          kind: mailOutbox.kind,
          createdAt: mailOutbox.createdAt,
        })
        .from(mailOutbox)
        .where(where)
        .orderBy(desc(mailOutbox.createdAt), desc(mailOutbox.id))
        .limit(limit)
        .offset(offset),
    count: db.select({ n: count() }).from(mailOutbox).where(where),
  });
}
