import type { MouseEvent, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { PartnerRequestSummary, StaffRef } from '@forkly/contracts';
import { DataTable, type Column, type ListParams, type TableQuery } from '../../../components/data-table';
import { Button } from '../../../components/ui/button';
import { useDateTimeFormat } from '../../../lib/date-format';
import { type PartnerFilterKey } from '../lib/partner-list';
import { formatAddress } from '../../../lib/address-format';
import { EmailLink } from './email-link';
import { PartnerStatusBadge } from './partner-status-badge';

interface PartnerRequestsTableProps {
  query: TableQuery<PartnerRequestSummary>;
  list: ListParams<PartnerFilterKey>;
  /** The Action button that was pressed comes along, so the modal can give focus back to it. */
  onOpen: (id: number, opener: HTMLElement) => void;
  toolbar?: ReactNode;
}

/**
 * SPEC.md section 2's partner request list: FULL NAME (sortable), CONTACT, ADDRESS (sortable),
 * STATUS, REVIEWED BY, SIGNED BY and an Action that opens the detail modal.
 */
export function PartnerRequestsTable({ query, list, onOpen, toolbar }: PartnerRequestsTableProps) {
  const { t } = useTranslation('partnerAdmin');
  const formatDate = useDateTimeFormat();
  const staff = (who: StaffRef | null) => who?.name ?? <span className="text-stone-600">{t('nobody')}</span>;
  const columns: Column<PartnerRequestSummary>[] = [
    {
      id: 'fullname',
      header: t('columns.fullname'),
      sortKey: 'FULL_NAME',
      cell: (row) => (
        <div className="flex flex-col max-sm:items-end">
          <span className="font-semibold text-ink">{row.fullname}</span>
          <span className="text-xs text-stone-600">{row.partnerName ? `${t(`types.${row.type}`)} · ${row.partnerName}` : t(`types.${row.type}`)}</span>
          <span className="text-xs text-stone-600">{t('askedOn', { date: formatDate(row.createdAt) })}</span>
        </div>
      ),
    },
    {
      id: 'contact',
      header: t('columns.contact'),
      cell: (row) => (
        <div className="flex flex-col max-sm:items-end">
          <EmailLink email={row.email} />
          <a href={`tel:${row.phone}`} className="text-brand-800 underline-offset-2 hover:underline">
            {row.phone}
          </a>
          <span className="text-xs text-stone-600">{t(`prefers.${row.contactMode}`)}</span>
        </div>
      ),
    },
    { id: 'address', header: t('columns.address'), sortKey: 'ADDRESS', cell: (row) => formatAddress(row.address) },
    { id: 'status', header: t('columns.status'), cell: (row) => <PartnerStatusBadge status={row.status} /> },
    { id: 'reviewedBy', header: t('columns.reviewedBy'), cell: (row) => staff(row.reviewedBy) },
    { id: 'signedBy', header: t('columns.signedBy'), cell: (row) => staff(row.signedBy) },
    {
      id: 'action',
      header: t('columns.action'),
      cell: (row) => (
        <Button
          size="sm"
          variant="secondary"
          onClick={(event: MouseEvent<HTMLButtonElement>) => onOpen(row.id, event.currentTarget)}
          // The name starts with the visible "View" (WCAG 2.5.3) and says whose request it opens.
          aria-label={t('viewNamed', { name: row.fullname })}
        >
          {t('view')}
        </Button>
      ),
    },
  ];
  return (
    <DataTable
      caption={t('title')}
      columns={columns}
      rowKey={(row) => row.id}
      query={query}
      list={list}
      toolbar={toolbar}
      empty={<p>{t(Object.keys(list.filters).length ? 'emptyFiltered' : 'empty')}</p>}
    />
  );
}
