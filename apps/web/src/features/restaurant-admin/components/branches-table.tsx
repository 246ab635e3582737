import { Settings } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { Branch } from '@forkly/contracts';
import { DataTable, TextFilter, type Column, type ListParams, type TableQuery } from '../../../components/data-table';
import { paths } from '../../../config/paths';
import { RestaurantStatusBadge } from './restaurant-settings-card';

interface BranchesTableProps {
  query: TableQuery<Branch>;
  list: ListParams<'name'>;
}

const address = (b: Branch) => (b.address ? `${b.address.street} ${b.address.houseNumber}, ${b.address.zip} ${b.address.city}` : '');

/** The branch list: name, address, contact, what customers see now, and a link to its settings. */
export function BranchesTable({ query, list }: BranchesTableProps) {
  const { t } = useTranslation('restaurantAdmin');
  const columns: Column<Branch>[] = [
    {
      id: 'name',
      header: t('branches.columns.name'),
      sortKey: 'NAME',
      cell: (b) => (
        <div className="flex flex-col max-sm:items-end">
          <span className="font-semibold text-ink">{b.name}</span>
          <span className="text-xs break-all text-stone-600">{b.username}</span>
        </div>
      ),
    },
    { id: 'address', header: t('branches.columns.address'), cell: address },
    {
      id: 'contact',
      header: t('branches.columns.contact'),
      cell: (b) => (
        <div className="flex flex-col max-sm:items-end">
          <span>{b.contact}</span>
          <span className="text-xs break-all text-stone-600">{b.email}</span>
        </div>
      ),
    },
    { id: 'status', header: t('branches.columns.status'), cell: (b) => <RestaurantStatusBadge status={b.status} /> },
    {
      id: 'action',
      header: t('branches.columns.action'),
      cell: (b) => (
        <Link
          to={paths.dashboard.branch(b.id)}
          aria-label={t('branches.settingsOf', { name: b.name })}
          className="inline-flex h-8 items-center gap-2 rounded-lg bg-white px-3 text-sm font-semibold text-ink ring-1 ring-stone-300 hover:bg-stone-100 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-stone-500"
        >
          <Settings aria-hidden className="size-4" />
          {t('branches.settings')}
        </Link>
      ),
    },
  ];
  return (
    <DataTable
      caption={t('branches.title')}
      columns={columns}
      rowKey={(b) => b.id}
      query={query}
      list={list}
      toolbar={<TextFilter label={t('branches.search')} value={list.filters.name} onChange={(value) => list.setFilter('name', value)} />}
      empty={<p>{t(list.filters.name ? 'branches.emptyFiltered' : 'branches.empty')}</p>}
    />
  );
}
