import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { contractSchema } from '../../../lib/lazy-schema';
import { courierAdminKeys } from './courier-admin-keys';

const courierDetailSchema = contractSchema('courierDetailSchema');

/** GET /courier/{id}: the courier's profile and the orders it holds now. */
export function getCourier(id: number, signal?: AbortSignal) {
  return api(`/courier/${id}`, { schema: courierDetailSchema, signal });
}

export const courierQueryOptions = (id: number) => queryOptions({ queryKey: courierAdminKeys.detail(id), queryFn: ({ signal }) => getCourier(id, signal) });

export function useCourier(id: number) {
  return useQuery(courierQueryOptions(id));
}
