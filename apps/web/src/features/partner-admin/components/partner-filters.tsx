import { useTranslation } from 'react-i18next';
import { PARTNER_REQUEST_STATES, PARTNER_TYPES } from '@forkly/contracts';
import { DateFilter, SelectFilter, type ListParams } from '../../../components/data-table';
import { Button } from '../../../components/ui/button';
import { NameFilter } from '../../platform-records';
import type { PartnerFilterKey } from '../lib/partner-list';

/** Type, status, review, who reviewed and signed off (by name), when it was asked and decided; all kept in the URL. */
export function PartnerFilters({ list }: { list: ListParams<PartnerFilterKey> }) {
  const { t } = useTranslation('partnerAdmin');
  return (
    <>
      <SelectFilter
        label={t('filters.type')}
        value={list.filters.type}
        onChange={(value) => list.setFilter('type', value)}
        allLabel={t('filters.allTypes')}
        options={PARTNER_TYPES.map((type) => ({ value: type, label: t(`types.${type}`) }))}
      />
      <SelectFilter
        label={t('filters.state')}
        value={list.filters.state}
        onChange={(value) => list.setFilter('state', value)}
        allLabel={t('filters.allStates')}
        options={PARTNER_REQUEST_STATES.map((state) => ({ value: state, label: t(`status.${state}`) }))}
      />
      <SelectFilter
        label={t('filters.review')}
        value={list.filters.unreviewed}
        onChange={(value) => list.setFilter('unreviewed', value)}
        allLabel={t('filters.anyReview')}
        options={[
          { value: 'true', label: t('filters.unreviewed') },
          { value: 'false', label: t('filters.reviewed') },
        ]}
      />
      <NameFilter label={t('filters.reviewer')} kind="staff" value={list.filters.reviewer} onChange={(value) => list.setFilter('reviewer', value)} />
      <NameFilter label={t('filters.signer')} kind="staff" value={list.filters.signer} onChange={(value) => list.setFilter('signer', value)} />
      <DateFilter label={t('filters.reqFrom')} value={list.filters.reqFrom} onChange={(value) => list.setFilter('reqFrom', value)} />
      <DateFilter label={t('filters.reqTo')} value={list.filters.reqTo} onChange={(value) => list.setFilter('reqTo', value)} />
      <DateFilter label={t('filters.resFrom')} value={list.filters.resFrom} onChange={(value) => list.setFilter('resFrom', value)} />
      <DateFilter label={t('filters.resTo')} value={list.filters.resTo} onChange={(value) => list.setFilter('resTo', value)} />
      {Object.keys(list.filters).length > 0 && (
        <Button variant="ghost" onClick={list.clearFilters} className="self-end">
          {t('filters.clear')}
        </Button>
      )}
    </>
  );
}
