import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { UserListItem } from '@forkly/contracts';
import { DataTable, type Column, type ListParams, type TableQuery } from '../../../components/data-table';
import { paths } from '../../../config/paths';
import { useDateTimeFormat } from '../../../lib/date-format';
import { fullName, type UserFilterKey } from '../lib/user-filters';
import { AccountStatusBadge } from './account-status-badge';
import { EmailText } from './email-text';

interface UsersTableProps {
  query: TableQuery<UserListItem>;
  list: ListParams<UserFilterKey>;
  toolbar?: React.ReactNode;
}

const linkClass =
  'font-semibold text-brand-700 underline-offset-4 hover:underline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700';

/** The customers: NAME, USERNAME, EMAIL, CONTACT, STATUS and when they joined; each row opens the person. */
export function UsersTable({ query, list, toolbar }: UsersTableProps) {
  const { t } = useTranslation('userAdmin');
  const formatDate = useDateTimeFormat();
  const columns: Column<UserListItem>[] = [
    {
      id: 'name',
      header: t('columns.name'),
      sortKey: 'NAME',
      cell: (user) => (
        <Link to={paths.dashboard.user(user.id)} className={linkClass}>
          {fullName(user)}
        </Link>
      ),
    },
    { id: 'username', header: t('columns.username'), sortKey: 'USERNAME', cell: (user) => <span className="break-words">{user.username}</span> },
    { id: 'email', header: t('columns.email'), sortKey: 'EMAIL', cell: (user) => <EmailText email={user.email} /> },
    { id: 'contact', header: t('columns.contact'), cell: (user) => user.contact || '—' },
    { id: 'status', header: t('columns.status'), sortKey: 'ENABLED', cell: (user) => <AccountStatusBadge enabled={user.enabled} /> },
    { id: 'orders', header: t('columns.orders'), cell: (user) => <span className="tabular-nums">{user.orderCount}</span>, className: 'sm:text-right' },
    { id: 'created', header: t('columns.created'), sortKey: 'DATE', cell: (user) => <time dateTime={user.createdAt}>{formatDate(user.createdAt)}</time> },
  ];
  return (
    <DataTable
      caption={t('list.title')}
      columns={columns}
      rowKey={(user) => user.id}
      query={query}
      list={list}
      toolbar={toolbar}
      empty={<p>{t(Object.keys(list.filters).length ? 'list.emptyFiltered' : 'list.empty')}</p>}
    />
  );
}
