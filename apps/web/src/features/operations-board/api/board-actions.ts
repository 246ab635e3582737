import { useMutation, useQueryClient } from '@tanstack/react-query';
import { dispatchEndpoints, operationsEndpoints, orderStatusEndpoints, type PauseRestaurant, type RejectionReason } from '@forkly/contracts';
import { callEndpoint } from '../../../lib/endpoint-client';
import { auditKeys, orderKeys } from '../../../lib/query-keys';
import { operationsKeys } from './operations-keys';

/** After any action the board, the order lists and the audit log are read again. */
function useRefreshAfter() {
  const queryClient = useQueryClient();
  return (orderId?: number) =>
    Promise.all(
      [operationsKeys.all(), orderKeys.lists(), auditKeys.all(), ...(orderId === undefined ? [] : [orderKeys.detail(orderId)])].map((queryKey) =>
        queryClient.invalidateQueries({ queryKey }),
      ),
    );
}

/** POST /order/{id}/restaurant-call: staff called the order's restaurant; the board shows who, and when. */
export function useNoteRestaurantCall() {
  const refresh = useRefreshAfter();
  return useMutation({
    mutationFn: (orderId: number) => callEndpoint(operationsEndpoints.noteRestaurantCall, { params: { id: orderId } }),
    onSuccess: (_call, orderId) => refresh(orderId),
  });
}

/** PUT /restaurant/{id}/pause: the restaurant takes no orders until the pause is lifted; its dashboard shows the reason. */
export function usePauseRestaurant() {
  const refresh = useRefreshAfter();
  return useMutation({
    mutationFn: ({ restaurantId, body }: { restaurantId: number; body: PauseRestaurant }) =>
      callEndpoint(operationsEndpoints.pauseRestaurant, { params: { id: restaurantId }, body }),
    onSuccess: () => refresh(),
  });
}

/** PUT /order/{id}/courier?courierId=: the order (and its whole trip) goes to a free courier. */
export function useReassignBoardOrder() {
  const refresh = useRefreshAfter();
  return useMutation({
    mutationFn: ({ orderId, courierId }: { orderId: number; courierId: number }) =>
      callEndpoint(dispatchEndpoints.reassignCourier, { params: { id: orderId }, query: { courierId } }),
    onSuccess: (_order, { orderId }) => refresh(orderId),
  });
}

/**
 * PUT /restaurant/order/{id}?status=CANCELLED&reason=: staff cancel at any stage before delivery;
 * the server refunds in full and tells the customer the reason.
 */
export function useCancelBoardOrder() {
  const refresh = useRefreshAfter();
  return useMutation({
    mutationFn: ({ orderId, reason }: { orderId: number; reason: RejectionReason }) =>
      callEndpoint(orderStatusEndpoints.changeStatusAsRestaurant, { params: { id: orderId }, query: { status: 'CANCELLED', reason } }),
    onSuccess: (_order, { orderId }) => refresh(orderId),
  });
}
