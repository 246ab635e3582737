import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { couriersEndpoints, type CourierPosition } from '@forkly/contracts';
import { callEndpoint } from '../../../lib/endpoint-client';
import { courierPanelKeys } from './courier-panel-keys';

/** POST /courier/position: where the online courier is now. */
export function reportPosition(position: CourierPosition) {
  return callEndpoint(couriersEndpoints.reportPosition, { body: position });
}

/** The browser reports at most this often (the server allows a few more a minute). */
export const POSITION_INTERVAL_MS = 15_000;

/**
 * While `active`, watches the browser's position and reports it at most every 15 s. The server
 * routes pickups from the reported position, so the first report asks for the route again: until
 * then it started at the fixed point.
 */
export function usePositionReporting(active: boolean): void {
  const queryClient = useQueryClient();
  const lastSent = useRef(0);

  useEffect(() => {
    if (!active || typeof navigator === 'undefined' || !navigator.geolocation) return;
    let reported = false;
    const watch = navigator.geolocation.watchPosition(
      ({ coords }) => {
        const now = Date.now();
        if (now - lastSent.current < POSITION_INTERVAL_MS) return;
        lastSent.current = now;
        // A missed report is replaced by the next one; dispatch treats a stale position as it is.
        reportPosition({ latitude: coords.latitude, longitude: coords.longitude })
          .then(() => {
            if (reported) return;
            reported = true;
            return queryClient.invalidateQueries({ queryKey: courierPanelKeys.routes() });
          })
          .catch(() => undefined);
      },
      () => undefined,
      { enableHighAccuracy: true, maximumAge: POSITION_INTERVAL_MS },
    );
    return () => navigator.geolocation.clearWatch(watch);
  }, [active, queryClient]);
}
