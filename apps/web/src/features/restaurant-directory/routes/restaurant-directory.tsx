import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useListParams } from '../../../components/data-table';
import { useStaffRestaurants } from '../api/get-staff-restaurants';
import { DirectoryFilters } from '../components/directory-filters';
import { RestaurantsTable } from '../components/restaurants-table';
import { DIRECTORY_FILTERS, toApiQuery } from '../lib/directory-filters';

/** /dashboard/restaurants (ADMIN, SERVICE): every restaurant and branch, paged, filtered and sorted. */
export function Component() {
  const { t } = useTranslation('restaurantDirectory');
  const list = useListParams(DIRECTORY_FILTERS, { sortBy: 'DATE', orderBy: 'DESC' });
  const apiQuery = useMemo(() => toApiQuery(list.apiQuery), [list.apiQuery]);
  const restaurants = useStaffRestaurants(apiQuery);
  return (
    <div className="flex flex-col gap-6">
      <div>
        <h1 className="text-3xl font-extrabold tracking-tight text-ink">{t('title')}</h1>
        <p className="mt-1 text-stone-700">{t('intro')}</p>
      </div>
      <RestaurantsTable query={restaurants} list={list} toolbar={<DirectoryFilters list={list} />} />
    </div>
  );
}
