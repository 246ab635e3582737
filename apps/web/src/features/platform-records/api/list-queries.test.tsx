// @vitest-environment jsdom
import { http } from 'msw';
import { describe, expect, it } from 'vitest';
import { pagedAuditSchema, pagedOutboxSchema } from '@forkly/contracts/schemas';
import { apiPath, contractJson, recordRequests as recordSent, server } from '../../../../test/msw';
import { getAuditLog } from './get-audit-log';
import { getOutbox } from './get-outbox';

/** Records the URL of each request; answers an empty page. */
function recordRequests() {
  const empty = { results: [], totalPages: 0, totalCount: 0 };
  server.use(
    http.get(apiPath('/audit-log'), () => contractJson(pagedAuditSchema, empty)),
    http.get(apiPath('/outbox'), () => contractJson(pagedOutboxSchema, empty)),
  );
  const sent = recordSent();
  return { map: <T,>(pick: (url: URL) => T) => sent.map((request) => pick(request.url)) };
}

describe('the audit log and outbox requests', () => {
  // The server refuses query parameters it does not take (400); both lists are newest first only.
  it('leave out the list sort keys and keep the filters', async () => {
    const urls = recordRequests();
    await getAuditLog({ page: 2, limit: 10, orderBy: 'DESC', sortBy: 'DATE', action: 'user.disable' });
    await getOutbox({ page: 1, limit: 10, orderBy: 'ASC', to: 'mia' });
    expect(urls.map((url) => Object.fromEntries(url.searchParams))).toEqual([
      { page: '2', limit: '10', action: 'user.disable' },
      { page: '1', limit: '10', to: 'mia' },
    ]);
  });
});
