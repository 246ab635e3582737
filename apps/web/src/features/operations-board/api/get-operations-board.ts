import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { operationsEndpoints } from '@forkly/contracts';
import { callEndpoint } from '../../../lib/endpoint-client';
import { subscribeOrderChanges } from '../../../lib/live-events';
import { operationsKeys } from './operations-keys';

/**
 * Decision 036: the board refetches on each live order event, and on this beat as well, so couriers'
 * positions, ages and the at-risk flags (which move with the clock, not with events) stay true.
 */
export const BOARD_REFRESH_MS = 20_000;

/** GET /dispatch/operations?zoneId (ADMIN, SERVICE): the zone's open orders, couriers and demand; the first zone when none is named. */
export function getOperationsBoard(zoneId: number | undefined, signal?: AbortSignal) {
  return callEndpoint(operationsEndpoints.getOperationsBoard, { query: zoneId === undefined ? {} : { zoneId } }, { signal });
}

/** The board of one zone, kept on screen while another zone loads. */
export function useOperationsBoard(zoneId: number | undefined) {
  return useQuery({
    queryKey: operationsKeys.board(zoneId),
    queryFn: ({ signal }) => getOperationsBoard(zoneId, signal),
    placeholderData: keepPreviousData,
    refetchInterval: BOARD_REFRESH_MS,
  });
}

/**
 * Staff's stream hears every order change (a payment, an acceptance, an escalation, a pickup), and
 * each one may move an order between the board's stages; a reconnect's resync refetches everything
 * already (lib/live-events).
 */
export function useBoardLiveRefresh(): void {
  const queryClient = useQueryClient();
  useEffect(() => subscribeOrderChanges(() => void queryClient.invalidateQueries({ queryKey: operationsKeys.all() })), [queryClient]);
}
