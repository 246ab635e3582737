import { useTranslation } from 'react-i18next';
import { COURIER_STATUSES } from '@forkly/contracts';
import { SelectFilter, TextFilter, type ListParams } from '../../../components/data-table';
import { Button } from '../../../components/ui/button';
import { RATING_STEPS, type CourierFilterKey } from '../lib/courier-filters';

const TEXT_FILTERS = ['firstName', 'lastName', 'email', 'username'] as const;

/** The courier list's filters (SPEC.md section 7): names, e-mail, username, minimum rating, status and id. */
export function CourierFilters({ list }: { list: ListParams<CourierFilterKey> }) {
  const { t, i18n } = useTranslation('courierAdmin');
  const number = new Intl.NumberFormat(i18n.resolvedLanguage ?? i18n.language);
  return (
    <>
      {TEXT_FILTERS.map((key) => (
        <TextFilter key={key} label={t(`filters.${key}`)} value={list.filters[key]} onChange={(value) => list.setFilter(key, value)} />
      ))}
      <SelectFilter
        label={t('filters.averageRating')}
        value={list.filters.averageRating}
        onChange={(value) => list.setFilter('averageRating', value)}
        allLabel={t('filters.anyRating')}
        options={RATING_STEPS.map((step) => ({ value: step, label: t('filters.atLeast', { value: number.format(Number(step)) }) }))}
      />
      <SelectFilter
        label={t('filters.status')}
        value={list.filters.status}
        onChange={(value) => list.setFilter('status', value)}
        allLabel={t('filters.allStatuses')}
        options={COURIER_STATUSES.map((status) => ({ value: status, label: t(`filters.statusOption.${status}`) }))}
      />
      <TextFilter type="number" label={t('filters.courierId')} value={list.filters.courierId} onChange={(value) => list.setFilter('courierId', value)} />
      {Object.keys(list.filters).length > 0 && (
        <Button variant="ghost" onClick={list.clearFilters} className="self-end">
          {t('filters.clear')}
        </Button>
      )}
    </>
  );
}
