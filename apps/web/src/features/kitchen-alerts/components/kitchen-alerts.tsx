import { useCallback, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { isRestaurantRole, type Role, type WaitingOrder } from '@forkly/contracts';
import { useFormatPrice } from '../../../lib/price-format';
import { useNow } from '../../../lib/use-now';
import { useKitchenAlerts } from '../api/get-kitchen-alerts';
import { useAlertDevices } from '../lib/alert-devices';
import { orderPath } from '../lib/kitchen-paths';
import { useOrderNotifications } from '../lib/use-order-notifications';
import { useRing } from '../lib/use-ring';
import { useSound } from '../lib/use-sound';
import { useTitleFlash } from '../lib/use-title-flash';
import { PausedBanner, WaitingBanner } from './kitchen-banner';

/**
 * Issue 21, "no order left behind": mounted once in the dashboard layout, so it survives navigation
 * and, asking the server again, reloads. While an order waits for the kitchen it shows the banner,
 * rings (once sound is enabled), flashes the tab's title and notifies once per order; all of it
 * stops as soon as the server says nothing waits. Other roles get nothing.
 */
export function KitchenAlerts({ role }: { role: Role }) {
  // The restaurant accounts' kitchens acknowledge orders (decision 036).
  const kitchen = isRestaurantRole(role);
  const alerts = useKitchenAlerts(kitchen);
  if (!kitchen || !alerts.data) return null;
  const { orders, pausedReason } = alerts.data;
  if (!orders.length && !pausedReason) return null;
  return (
    <div className="flex flex-col gap-3">
      {pausedReason && <PausedBanner reason={pausedReason} />}
      {orders.length > 0 && <WaitingAlerts orders={orders} />}
    </div>
  );
}

function WaitingAlerts({ orders: unsorted }: { orders: WaitingOrder[] }) {
  const { t } = useTranslation('kitchen');
  const formatPrice = useFormatPrice();
  const navigate = useNavigate();
  const devices = useAlertDevices();
  const sound = useSound(devices);
  const now = useNow(15_000);
  const [permission, setPermission] = useState(() => devices.notificationPermission());
  const orders = useMemo(() => [...unsorted].sort((a, b) => Date.parse(a.paidAt) - Date.parse(b.paidAt)), [unsorted]);
  const loud = orders.some((order) => order.escalation !== null);

  useRing(devices, sound.on, loud);
  useTitleFlash(t('title', { count: orders.length }));
  const text = useMemo(
    () => ({
      title: (order: WaitingOrder) => t('notification.title', { number: order.orderNumber }),
      body: (order: WaitingOrder) => t('notification.body', { count: order.itemCount, total: formatPrice(order.total) }),
    }),
    [t, formatPrice],
  );
  const open = useCallback((order: WaitingOrder) => void navigate(orderPath(order.id)), [navigate]);
  useOrderNotifications(devices, permission, orders, text, open);

  return (
    <WaitingBanner
      orders={orders}
      loud={loud}
      now={now}
      sound={sound}
      permission={permission}
      onAllowNotifications={() => void devices.requestNotifications().then(setPermission)}
    />
  );
}
