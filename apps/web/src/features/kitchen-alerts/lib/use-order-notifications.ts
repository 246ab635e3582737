import { useEffect, useRef } from 'react';
import type { WaitingOrder } from '@forkly/contracts';
import type { AlertDevices, NotifyPermission } from './alert-devices';

interface NotificationText {
  title: (order: WaitingOrder) => string;
  body: (order: WaitingOrder) => string;
}

/**
 * One browser notification per waiting order, the first time this page sees it with permission
 * granted; the ring repeats, the notification does not. Its tag is the order, so a second tablet
 * or a reload replaces it rather than stacking another.
 */
export function useOrderNotifications(
  devices: AlertDevices,
  permission: NotifyPermission,
  orders: WaitingOrder[],
  text: NotificationText,
  onOpen: (order: WaitingOrder) => void,
): void {
  const notified = useRef(new Set<number>());
  useEffect(() => {
    if (permission !== 'granted') return;
    for (const order of orders) {
      if (notified.current.has(order.id)) continue;
      notified.current.add(order.id);
      devices.notify({ title: text.title(order), body: text.body(order), tag: `forkly-order-${order.id}`, onClick: () => onOpen(order) });
    }
  }, [devices, permission, orders, text, onOpen]);
}
