import { useMemo } from 'react';
import { useListParams } from '../../../components/data-table';
import { useCouriers } from '../api/get-couriers';
import { CourierFilters } from '../components/courier-filters';
import { CouriersTable } from '../components/couriers-table';
import { COURIER_FILTER_KEYS, COURIER_LIST_DEFAULTS } from '../lib/courier-filters';

/** /dashboard/couriers: every courier, filtered, sorted and paged in the URL. */
export function Component() {
  const list = useListParams(COURIER_FILTER_KEYS, COURIER_LIST_DEFAULTS);
  // An id typed by hand that is not a positive whole number is left out rather than sent for a 400.
  const apiQuery = useMemo(() => {
    const { courierId, ...rest } = list.apiQuery;
    return courierId !== undefined && /^[1-9]\d{0,9}$/.test(String(courierId)) ? list.apiQuery : rest;
  }, [list.apiQuery]);
  const couriers = useCouriers(apiQuery);
  return <CouriersTable query={couriers} list={list} toolbar={<CourierFilters list={list} />} />;
}
