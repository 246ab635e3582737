import { queryOptions, useQuery } from '@tanstack/react-query';
import { couriersEndpoints } from '@forkly/contracts';
import { callEndpoint } from '../../../lib/endpoint-client';
import { courierAdminKeys } from './courier-admin-keys';

/** GET /courier/{id}: the courier's profile and the orders it holds now. */
export function getCourier(id: number, signal?: AbortSignal) {
  return callEndpoint(couriersEndpoints.getCourierDetail, { params: { id } }, { signal });
}

export const courierQueryOptions = (id: number) => queryOptions({ queryKey: courierAdminKeys.detail(id), queryFn: ({ signal }) => getCourier(id, signal) });

export function useCourier(id: number) {
  return useQuery(courierQueryOptions(id));
}
