import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { StaffMember } from '@forkly/contracts';
import { DataTable, type Column, type ListParams, type TableQuery } from '../../../components/data-table';
import { paths } from '../../../config/paths';
import { useDateTimeFormat } from '../../../lib/date-format';
import { staffName, type StaffFilterKey } from '../lib/staff-filters';
import { EnabledBadge, RoleBadge } from './staff-badges';

interface StaffTableProps {
  query: TableQuery<StaffMember>;
  list: ListParams<StaffFilterKey>;
  toolbar?: React.ReactNode;
}

const linkClass =
  'font-semibold text-brand-700 underline-offset-4 hover:underline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700';

/** The staff: NAME, USERNAME, EMAIL, ROLE, STATUS and when they joined; each name opens the member. */
export function StaffTable({ query, list, toolbar }: StaffTableProps) {
  const { t } = useTranslation('staffAdmin');
  const formatDate = useDateTimeFormat();
  const columns: Column<StaffMember>[] = [
    {
      id: 'name',
      header: t('columns.name'),
      sortKey: 'NAME',
      cell: (member) => (
        <Link to={paths.dashboard.service(member.id)} className={linkClass}>
          {staffName(member)}
        </Link>
      ),
    },
    { id: 'username', header: t('columns.username'), sortKey: 'USERNAME', cell: (member) => <span className="break-all">{member.username}</span> },
    { id: 'email', header: t('columns.email'), sortKey: 'EMAIL', cell: (member) => <span className="break-all">{member.email}</span> },
    { id: 'role', header: t('columns.role'), cell: (member) => <RoleBadge role={member.role} /> },
    { id: 'status', header: t('columns.status'), cell: (member) => <EnabledBadge enabled={member.enabled} /> },
    { id: 'created', header: t('columns.created'), sortKey: 'DATE', cell: (member) => <time dateTime={member.createdAt}>{formatDate(member.createdAt)}</time> },
  ];
  return (
    <DataTable
      caption={t('list.title')}
      columns={columns}
      rowKey={(member) => member.id}
      query={query}
      list={list}
      toolbar={toolbar}
      empty={<p>{t(Object.keys(list.filters).length ? 'list.emptyFiltered' : 'list.empty')}</p>}
    />
  );
}
