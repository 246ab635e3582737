import { vi } from 'vitest';
import type { AlertDevices, NotifyPermission } from '../lib/alert-devices';

/** A stand-in for the browser's audio and notifications: records rings and notifications. */
export function fakeAlertDevices(options: { permission?: NotifyPermission; grantOnRequest?: boolean } = {}) {
  let ready = false;
  let permission: NotifyPermission = options.permission ?? 'default';
  const rings: boolean[] = [];
  const notifications: { title: string; body: string; tag: string; onClick: () => void }[] = [];
  const devices: AlertDevices = {
    unlockSound: vi.fn(() => {
      ready = true;
      return Promise.resolve(true);
    }),
    soundReady: () => ready,
    ring: (loud) => void rings.push(loud),
    notificationPermission: () => permission,
    requestNotifications: vi.fn(() => {
      permission = options.grantOnRequest === false ? 'denied' : 'granted';
      return Promise.resolve(permission);
    }),
    notify: (message) => void notifications.push(message),
  };
  return { devices, rings, notifications };
}
