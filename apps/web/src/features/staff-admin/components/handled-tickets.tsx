import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { DEFAULT_PAGE_SIZE, TICKET_STATUS_OPTIONS, type StaffTicketCounts, type Ticket } from '@forkly/contracts';
import { DataTable, type Column } from '../../../components/data-table';
import { paths } from '../../../config/paths';
import { useDateTimeFormat } from '../../../lib/date-format';
import { personLabel, StatusBadge } from '../../tickets';
import { useHandledTickets } from '../api/get-handled-tickets';

const linkClass =
  'font-semibold text-brand-700 underline-offset-4 hover:underline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700';

/**
 * The tickets a staff member handles: how many in each status, then the tickets themselves, newest
 * first, each opening in the dashboard's ticket view. The page lives in component state, so it
 * never fights another list's page in the URL.
 */
export function HandledTickets({ serviceId, counts }: { serviceId: number; counts: StaffTicketCounts }) {
  const { t } = useTranslation(['staffAdmin', 'tickets', 'common']);
  const formatDate = useDateTimeFormat();
  const [page, setPage] = useState(1);
  const query = useHandledTickets({ serviceId, page, limit: DEFAULT_PAGE_SIZE });
  const columns: Column<Ticket>[] = [
    {
      id: 'subject',
      header: t('staffAdmin:tickets.columns.subject'),
      cell: (ticket) => (
        <Link to={`${paths.dashboard.tickets}?ticket=${ticket.id}`} className={linkClass}>
          {ticket.subject}
        </Link>
      ),
    },
    { id: 'status', header: t('staffAdmin:tickets.columns.status'), cell: (ticket) => <StatusBadge status={ticket.status} /> },
    { id: 'raisedBy', header: t('staffAdmin:tickets.columns.raisedBy'), cell: (ticket) => personLabel(t, ticket.user, ticket.restaurant?.name) },
    {
      id: 'created',
      header: t('staffAdmin:tickets.columns.created'),
      cell: (ticket) => <time dateTime={ticket.createdAt}>{formatDate(ticket.createdAt)}</time>,
    },
  ];
  return (
    <section aria-labelledby="handled-tickets-title" className="flex flex-col gap-4">
      <h2 id="handled-tickets-title" className="text-xl font-bold text-ink">
        {t('staffAdmin:tickets.title', { count: counts.total })}
      </h2>
      <dl className="grid grid-cols-2 gap-2 sm:grid-cols-5">
        {TICKET_STATUS_OPTIONS.map((status) => (
          <div key={status} className="flex flex-col gap-1 rounded-2xl bg-white p-3 ring-1 ring-stone-200">
            <dt className="text-xs font-semibold text-stone-700">{t(`tickets:status.${status}`)}</dt>
            <dd className="text-2xl font-extrabold text-ink tabular-nums">{counts.byStatus[status]}</dd>
          </div>
        ))}
      </dl>
      <DataTable
        caption={t('staffAdmin:tickets.caption')}
        columns={columns}
        rowKey={(ticket) => ticket.id}
        query={query}
        page={page}
        onPage={setPage}
        empty={<p>{t('staffAdmin:tickets.empty')}</p>}
      />
    </section>
  );
}
