import { useEffect, useRef, useState } from 'react';
import type { CourierPosition } from '@forkly/contracts';
import { api } from '../../../lib/api-client';
import { contractSchema } from '../../../lib/lazy-schema';

const courierPresenceSchema = contractSchema('courierPresenceSchema');

/** POST /courier/position: where the online courier is now. */
export function reportPosition(position: CourierPosition) {
  return api('/courier/position', { method: 'POST', body: position, schema: courierPresenceSchema });
}

/** The browser reports at most this often (the server allows a few more a minute). */
export const POSITION_INTERVAL_MS = 15_000;

/**
 * While `active`, watches the browser's position and reports it at most every 15 s. Answers the
 * latest position (for routes), or null before the first fix or when the browser has none.
 */
export function usePositionReporting(active: boolean): CourierPosition | null {
  const [position, setPosition] = useState<CourierPosition | null>(null);
  const lastSent = useRef(0);

  useEffect(() => {
    if (!active || typeof navigator === 'undefined' || !navigator.geolocation) return;
    const watch = navigator.geolocation.watchPosition(
      ({ coords }) => {
        const next = { latitude: coords.latitude, longitude: coords.longitude };
        setPosition(next);
        const now = Date.now();
        if (now - lastSent.current < POSITION_INTERVAL_MS) return;
        lastSent.current = now;
        // A missed report is replaced by the next one; dispatch treats a stale position as it is.
        reportPosition(next).catch(() => undefined);
      },
      () => undefined,
      { enableHighAccuracy: true, maximumAge: POSITION_INTERVAL_MS },
    );
    return () => navigator.geolocation.clearWatch(watch);
  }, [active]);

  return active ? position : null;
}
