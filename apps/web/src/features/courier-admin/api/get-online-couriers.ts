import { queryOptions, useQuery } from '@tanstack/react-query';
import { couriersEndpoints } from '@forkly/contracts';
import { callEndpoint } from '../../../lib/endpoint-client';
import { courierAdminKeys } from './courier-admin-keys';

/**
 * Couriers report their position every 15 s and no event carries positions to staff (the stream
 * sends them only to the customer whose order is on its way), so the online view asks again at
 * the same pace. Order events refresh it in between (use-courier-live-refresh.ts).
 */
export const ONLINE_REFRESH_MS = 15_000;

/** GET /couriers/availability: the online couriers, where they are and how many orders they hold. */
export function getOnlineCouriers(signal?: AbortSignal) {
  return callEndpoint(couriersEndpoints.listAvailability, {}, { signal });
}

export const onlineCouriersQueryOptions = () => queryOptions({ queryKey: courierAdminKeys.online(), queryFn: ({ signal }) => getOnlineCouriers(signal) });

/** `live` keeps it refreshing every 15 s (the online view); a dialog asks once when it opens. */
export function useOnlineCouriers({ live = false }: { live?: boolean } = {}) {
  return useQuery({ ...onlineCouriersQueryOptions(), refetchInterval: live ? ONLINE_REFRESH_MS : false });
}
