import { useEffect } from 'react';
import type { AlertDevices } from './alert-devices';

/** Issue 21: a ring every 10 s while an order waits, every 4 s (and louder) once one escalated. */
export const RING_EVERY_MS = 10_000;
export const LOUD_RING_EVERY_MS = 4_000;

/** Rings at once and then on its interval while `active`; stops the moment it is not. */
export function useRing(devices: AlertDevices, active: boolean, loud: boolean): void {
  useEffect(() => {
    if (!active) return;
    devices.ring(loud);
    const timer = setInterval(() => devices.ring(loud), loud ? LOUD_RING_EVERY_MS : RING_EVERY_MS);
    return () => clearInterval(timer);
  }, [devices, active, loud]);
}
