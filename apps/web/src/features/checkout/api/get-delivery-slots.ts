import { queryOptions, useQuery } from '@tanstack/react-query';
import { checkoutEndpoints } from '@forkly/contracts';
import { callEndpoint } from '../../../lib/endpoint-client';
import { checkoutKeys } from './checkout-keys';

/** GET /restaurant/{id}/delivery-slots: the times an order may be delivered (decision 046). */
export function getDeliverySlots(restaurantId: number, signal?: AbortSignal) {
  return callEndpoint(checkoutEndpoints.getDeliverySlots, { params: { id: restaurantId } }, { signal });
}

export const deliverySlotsQueryOptions = (restaurantId: number) =>
  queryOptions({ queryKey: checkoutKeys.deliverySlots(restaurantId), queryFn: ({ signal }) => getDeliverySlots(restaurantId, signal) });

/** Slots run out as time passes: asked again every minute while the checkout is open. */
const SLOTS_REFRESH_MS = 60_000;

export function useDeliverySlots(restaurantId: number | undefined) {
  return useQuery({ ...deliverySlotsQueryOptions(restaurantId ?? 0), enabled: restaurantId !== undefined, refetchInterval: SLOTS_REFRESH_MS });
}
