import { queryOptions, useQuery } from '@tanstack/react-query';
import { couriersEndpoints } from '@forkly/contracts';
import { callEndpoint } from '../../../lib/endpoint-client';
import { courierAdminKeys } from './courier-admin-keys';

/** GET /couriers/availability: the online couriers, where they are and how many orders they hold. */
export function getOnlineCouriers(signal?: AbortSignal) {
  return callEndpoint(couriersEndpoints.listAvailability, {}, { signal });
}

export const onlineCouriersQueryOptions = () => queryOptions({ queryKey: courierAdminKeys.online(), queryFn: ({ signal }) => getOnlineCouriers(signal) });

/**
 * Asked once; the live stream keeps it current (decision 038): positions move in place
 * (use-courier-live-refresh.ts), a courier's presence or an order change asks again.
 */
export function useOnlineCouriers() {
  return useQuery(onlineCouriersQueryOptions());
}
