import { useTranslation } from 'react-i18next';
import { SelectFilter, TextFilter, type ListParams } from '../../../components/data-table';
import { Button } from '../../../components/ui/button';
import { USER_FILTER_KEYS, type UserFilterKey } from '../lib/user-filters';

const TEXT_FILTERS = USER_FILTER_KEYS.filter((key) => key !== 'enabled' && key !== 'userId');

/** The customer list's filters: parts of names, e-mail and username, the status, and the id. */
export function UserFilters({ list }: { list: ListParams<UserFilterKey> }) {
  const { t } = useTranslation('userAdmin');
  return (
    <>
      {TEXT_FILTERS.map((key) => (
        <TextFilter key={key} label={t(`filters.${key}`)} value={list.filters[key]} onChange={(value) => list.setFilter(key, value)} />
      ))}
      <SelectFilter
        label={t('filters.enabled')}
        value={list.filters.enabled}
        onChange={(value) => list.setFilter('enabled', value)}
        allLabel={t('filters.allStatuses')}
        options={[
          { value: 'true', label: t('status.enabled') },
          { value: 'false', label: t('status.disabled') },
        ]}
      />
      <TextFilter type="number" label={t('filters.userId')} value={list.filters.userId} onChange={(value) => list.setFilter('userId', value)} />
      {Object.keys(list.filters).length > 0 && (
        <Button variant="ghost" onClick={list.clearFilters} className="self-end">
          {t('filters.clear')}
        </Button>
      )}
    </>
  );
}
