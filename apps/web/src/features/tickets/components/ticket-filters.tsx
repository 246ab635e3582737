import { useTranslation } from 'react-i18next';
import { TICKET_STATUS_OPTIONS, type NameLookupKind, type TicketStatus } from '@forkly/contracts';
import { DateFilter, SelectFilter } from '../../../components/data-table';
import { Button } from '../../../components/ui/button';
import { NameFilter } from '../../platform-records';

/** SPEC.md section 3's ticket filters, as the URL keeps them. */
export const TICKET_FILTER_KEYS = ['status', 'userId', 'restaurantId', 'courierId', 'serviceId', 'from', 'to'] as const;
export type TicketFilterKey = (typeof TICKET_FILTER_KEYS)[number];

const PEOPLE: { key: TicketFilterKey; kind: NameLookupKind }[] = [
  { key: 'userId', kind: 'customer' },
  { key: 'restaurantId', kind: 'restaurant' },
  { key: 'courierId', kind: 'courier' },
  { key: 'serviceId', kind: 'staff' },
];

interface TicketFiltersProps {
  filters: Partial<Record<TicketFilterKey, string>>;
  onChange: (changes: Partial<Record<TicketFilterKey, string | undefined>>) => void;
}

/** Staff narrow the tickets by status, by the people on them (picked by name) and by when they were raised. */
export function TicketFilters({ filters, onChange }: TicketFiltersProps) {
  const { t } = useTranslation('tickets');
  const any = TICKET_FILTER_KEYS.some((key) => filters[key]);
  return (
    <div role="group" aria-label={t('filters.label')} className="flex flex-wrap items-end gap-3">
      <SelectFilter
        label={t('list.statusFilter')}
        value={filters.status}
        onChange={(value) => onChange({ status: value })}
        allLabel={t('list.allStatuses')}
        options={TICKET_STATUS_OPTIONS.map((s: TicketStatus) => ({ value: s, label: t(`status.${s}`) }))}
      />
      {PEOPLE.map(({ key, kind }) => (
        <NameFilter key={key} label={t(`filters.${key}`)} kind={kind} value={filters[key]} onChange={(value) => onChange({ [key]: value })} />
      ))}
      <DateFilter label={t('filters.from')} value={filters.from} onChange={(value) => onChange({ from: value })} />
      <DateFilter label={t('filters.to')} value={filters.to} onChange={(value) => onChange({ to: value })} />
      {any && (
        <Button variant="ghost" onClick={() => onChange(Object.fromEntries(TICKET_FILTER_KEYS.map((key) => [key, undefined])))}>
          {t('filters.clear')}
        </Button>
      )}
    </div>
  );
}
