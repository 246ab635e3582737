import { X } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { SelectFilter, TextFilter, type ListParams } from '../../../components/data-table';
import type { DirectoryFilterKey } from '../lib/directory-filters';

/** Name, e-mail, login, visible, parent restaurant, and the removed restaurants kept for the books. */
export function DirectoryFilters({ list }: { list: ListParams<DirectoryFilterKey> }) {
  const { t } = useTranslation('restaurantDirectory');
  const { filters, setFilter } = list;
  const anySet = Object.values(filters).some(Boolean);
  return (
    <>
      <TextFilter label={t('filters.name')} value={filters.name} onChange={(value) => setFilter('name', value)} />
      <TextFilter label={t('filters.email')} value={filters.email} onChange={(value) => setFilter('email', value)} />
      <TextFilter label={t('filters.username')} value={filters.username} onChange={(value) => setFilter('username', value)} />
      <SelectFilter
        label={t('filters.visible')}
        value={filters.visible}
        onChange={(value) => setFilter('visible', value)}
        allLabel={t('filters.visibleAll')}
        options={[
          { value: 'true', label: t('visible') },
          { value: 'false', label: t('hidden') },
        ]}
      />
      <TextFilter label={t('filters.parent')} type="number" value={filters.parentRestaurantId} onChange={(value) => setFilter('parentRestaurantId', value)} />
      <SelectFilter
        label={t('filters.removed')}
        value={filters.removed}
        onChange={(value) => setFilter('removed', value)}
        allLabel={t('filters.active')}
        options={[{ value: 'true', label: t('filters.removedOnly') }]}
      />
      {anySet && (
        <button
          type="button"
          onClick={list.clearFilters}
          className="inline-flex h-10 items-center gap-1 rounded-lg px-3 text-sm font-semibold text-brand-800 hover:bg-stone-100 focus-visible:outline-2 focus-visible:outline-brand-700"
        >
          <X aria-hidden className="size-4" />
          {t('filters.clear')}
        </button>
      )}
    </>
  );
}
