import type { CourierOrder } from '@forkly/contracts';
import { useTranslation } from 'react-i18next';
import { formatAddress } from '../../../lib/address-format';

/**
 * Issue 22: every order the courier holds, each with where it comes from, where it goes and how
 * far it is, beside SPEC.md's step above (which shows only the orders of the step at hand): on the
 * road with two, the first picked up stays in sight until both are delivered.
 */
export function HeldOrders({ orders }: { orders: CourierOrder[] }) {
  const { t } = useTranslation('courier');
  if (orders.length < 2) return null;
  return (
    <section aria-labelledby="held-orders-title" className="mt-6 border-t border-stone-200 pt-5">
      <h3 id="held-orders-title" className="text-lg font-bold text-ink">
        {t('held.title', { count: orders.length })}
      </h3>
      <ul className="mt-3 space-y-2">
        {orders.map((order) => {
          const customer = `${order.customer.firstName} ${order.customer.lastName}`.trim();
          return (
            <li key={order.id} className="rounded-2xl bg-stone-50 p-4 ring-1 ring-stone-200">
              <p className="font-semibold text-ink">
                {t(order.status === 'READY_FOR_DELIVERY' ? 'held.onTheWay' : 'held.toPickUp', { number: order.orderNumber })}
              </p>
              <p className="mt-1 break-words text-sm text-stone-700">
                {t('held.from', { name: order.restaurant.name, address: formatAddress(order.restaurant.address) })}
              </p>
              <p className="break-words text-sm text-stone-700">{t('held.to', { name: customer, address: formatAddress(order.customer.address) })}</p>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
