import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DEFAULT_PAGE_SIZE, type AuditEntity } from '@forkly/contracts';
import { useActiveUser } from '../../../lib/active-user';
import { useAuditLog } from '../api/get-audit-log';
import { AuditTable } from './audit-table';

interface ItemHistoryProps {
  entity: AuditEntity;
  entityId: number;
}

/**
 * One item's own history (issue 8: "each item shows its own history") on the item's page, shown
 * to ADMIN only. Its page lives in component state, not the URL, so it never fights the page's own list.
 */
export function ItemHistory(props: ItemHistoryProps) {
  const { data: user } = useActiveUser();
  // The audit record is ADMIN's (GET /audit-log); other staff see the page without it.
  return user?.currentUserRole === 'ADMIN' ? <HistoryTable {...props} /> : null;
}

function HistoryTable({ entity, entityId }: ItemHistoryProps) {
  const { t } = useTranslation('platformRecords');
  const [page, setPage] = useState(1);
  const query = useAuditLog({ entity, entityId: String(entityId), page, limit: DEFAULT_PAGE_SIZE });
  return (
    <section className="flex flex-col gap-3">
      <h2 className="text-xl font-bold text-ink">{t('audit.historyTitle')}</h2>
      <AuditTable
        caption={t('audit.historyTitle')}
        query={query}
        list={{ page, setPage, orderBy: 'DESC', toggleSort: () => {} }}
        emptyText={t('audit.historyEmpty')}
      />
    </section>
  );
}
