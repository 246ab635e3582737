import type { OutboxMail, Paged } from '@forkly/contracts';
import { pagedResult, pageWindow } from '../../lib/paging';
import type { AppDeps } from '../../plugins/deps';
import { listOutbox } from './outbox.repo';
import { presentOutboxMail } from './outbox.presenter';

/** GET /outbox: what the offline mail provider kept, for ADMIN to read (DESIGN.md section 1). */
export async function pageOutbox(deps: AppDeps, query: { page: number; limit: number; to?: string }): Promise<Paged<OutboxMail>> {
  const { rows, totalCount } = await listOutbox(deps.db, { to: query.to }, pageWindow(query));
  return pagedResult(rows.map(presentOutboxMail), totalCount, query.limit);
}
