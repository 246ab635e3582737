import { useQuery } from '@tanstack/react-query';
import { orderStatsEndpoints } from '@forkly/contracts';
import { callEndpoint } from '../../../lib/endpoint-client';
import { courierPanelKeys } from './courier-panel-keys';

/** The browser's own midnight, so "today" is the courier's day, not the server's. */
function localMidnight(): string {
  const midnight = new Date();
  midnight.setHours(0, 0, 0, 0);
  return midnight.toISOString();
}

/** The fallback for what the courier's own delivery does not refresh (a refund, midnight). */
const REFRESH_MS = 60_000;

/** GET /courier/earnings: today's delivery fees and tips. */
export function useTodayEarnings() {
  return useQuery({
    queryKey: courierPanelKeys.earnings(),
    refetchInterval: REFRESH_MS,
    queryFn: ({ signal }) => callEndpoint(orderStatsEndpoints.getCourierEarnings, { query: { from: localMidnight() } }, { signal }),
  });
}
