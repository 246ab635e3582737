import type { OutboxMail, Paged } from '@forkly/contracts';
import type { AppDeps } from '../../plugins/deps';
import { listOutbox } from './outbox.repo';
import { presentOutboxMail } from './outbox.presenter';

/** GET /outbox: what the offline mail provider kept, for ADMIN to read (DESIGN.md section 1). */
export async function pageOutbox(deps: AppDeps, query: { page: number; limit: number }): Promise<Paged<OutboxMail>> {
  const { rows, totalCount } = await listOutbox(deps.db, { offset: (query.page - 1) * query.limit, limit: query.limit });
  return { results: rows.map(presentOutboxMail), totalPages: Math.ceil(totalCount / query.limit), totalCount };
}
