import { Settings, Trash2 } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { Branch } from '@forkly/contracts';
import { DataTable, TextFilter, type Column, type ListParams, type TableQuery } from '../../../components/data-table';
import { paths } from '../../../config/paths';
import { formatAddress } from '../../../lib/address-format';
import { RestaurantStatusBadge } from './restaurant-settings-card';

interface BranchesTableProps {
  query: TableQuery<Branch>;
  list: ListParams<'name'>;
  /** Where a branch's link goes, and its words: its settings (the restaurant admin), or for staff its page. */
  link?: { to: (branch: Branch) => string; text: string; labelOf: (branch: Branch) => string };
  /** Offers "Remove" on each row. */
  onRemove?: (branch: Branch) => void;
  /** Lets several branches be chosen at once (staff remove them together). */
  selection?: { selected: ReadonlySet<number>; onChange: (branch: Branch, selected: boolean) => void };
  /** More actions above the table, beside the search. */
  actions?: React.ReactNode;
}

const address = (b: Branch) => formatAddress(b.address);
const actionStyle =
  'inline-flex h-8 items-center gap-2 rounded-lg bg-white px-3 text-sm font-semibold ring-1 hover:bg-stone-100 focus-visible:outline-2 focus-visible:outline-offset-2';

/** The branch list: name, address, contact, what customers see now, and a link to its settings. */
export function BranchesTable({ query, list, link, onRemove, selection, actions }: BranchesTableProps) {
  const { t } = useTranslation(['restaurantAdmin', 'restaurantDirectory']);
  const open = link ?? {
    to: (b: Branch) => paths.dashboard.branch(b.id),
    text: t('branches.settings'),
    labelOf: (b: Branch) => t('branches.settingsOf', { name: b.name }),
  };
  const columns: Column<Branch>[] = [
    ...(selection
      ? [
          {
            id: 'select',
            header: t('restaurantDirectory:branches.select'),
            cell: (b: Branch) => (
              <input
                type="checkbox"
                checked={selection.selected.has(b.id)}
                onChange={(event) => selection.onChange(b, event.target.checked)}
                aria-label={t('restaurantDirectory:branches.selectNamed', { name: b.name })}
                className="size-5 accent-brand-700 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700"
              />
            ),
          },
        ]
      : []),
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
        <div className="flex flex-wrap gap-2 max-sm:justify-end">
          <Link to={open.to(b)} aria-label={open.labelOf(b)} className={`${actionStyle} text-ink ring-stone-300 focus-visible:outline-stone-500`}>
            {!link && <Settings aria-hidden className="size-4" />}
            {open.text}
          </Link>
          {onRemove && (
            <button
              type="button"
              onClick={() => onRemove(b)}
              aria-label={t('restaurantDirectory:branches.removeNamed', { name: b.name })}
              className={`${actionStyle} text-red-800 ring-red-200 focus-visible:outline-red-700`}
            >
              <Trash2 aria-hidden className="size-4" />
              {t('restaurantDirectory:branches.remove')}
            </button>
          )}
        </div>
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
      toolbar={
        <>
          <TextFilter label={t('branches.search')} value={list.filters.name} onChange={(value) => list.setFilter('name', value)} />
          {actions}
        </>
      }
      empty={<p>{t(list.filters.name ? 'branches.emptyFiltered' : 'branches.empty')}</p>}
    />
  );
}
