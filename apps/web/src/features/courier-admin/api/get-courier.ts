import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { contractSchema } from '../../../lib/lazy-schema';
import { couriersKey } from './get-couriers';

const courierDetailSchema = contractSchema('courierDetailSchema');

export const courierDetailKey = (id: number) => [...couriersKey, 'detail', id] as const;

/** GET /courier/{id}: the courier's profile and the orders it holds now. */
export function getCourier(id: number, signal?: AbortSignal) {
  return api(`/courier/${id}`, { schema: courierDetailSchema, signal });
}

export const courierQueryOptions = (id: number) => queryOptions({ queryKey: courierDetailKey(id), queryFn: ({ signal }) => getCourier(id, signal) });

export function useCourier(id: number) {
  return useQuery(courierQueryOptions(id));
}
