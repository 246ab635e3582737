import { useTranslation } from 'react-i18next';
import { STAFF_ROLES } from '@forkly/contracts';
import { SelectFilter, TextFilter, type ListParams } from '../../../components/data-table';
import { Button } from '../../../components/ui/button';
import type { StaffFilterKey } from '../lib/staff-filters';

const TEXT_FILTERS = ['name', 'email', 'username'] as const;

/** The services list's filters: parts of the name, e-mail and username, the role and the status. */
export function StaffFilters({ list }: { list: ListParams<StaffFilterKey> }) {
  const { t } = useTranslation('staffAdmin');
  return (
    <>
      {TEXT_FILTERS.map((key) => (
        <TextFilter key={key} label={t(`filters.${key}`)} value={list.filters[key]} onChange={(value) => list.setFilter(key, value)} />
      ))}
      <SelectFilter
        label={t('filters.role')}
        value={list.filters.role}
        onChange={(value) => list.setFilter('role', value)}
        allLabel={t('filters.allRoles')}
        options={STAFF_ROLES.map((role) => ({ value: role, label: t(`role.${role}`) }))}
      />
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
      {Object.keys(list.filters).length > 0 && (
        <Button variant="ghost" onClick={list.clearFilters} className="self-end">
          {t('filters.clear')}
        </Button>
      )}
    </>
  );
}
