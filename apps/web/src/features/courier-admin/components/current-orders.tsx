import { ArrowRightLeft } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { CourierOrder } from '@forkly/contracts';
import { Button } from '../../../components/ui/button';
import { paths } from '../../../config/paths';
import { formatAddress } from '../../../lib/address-format';
import { deferredComponent } from '../../../lib/deferred-component';
import { OrderStatusBadge } from '../../../components/ui/order-status-badge';
import { REASSIGNABLE_STATUS } from '../lib/courier-filters';
import { courierLinkClass } from './couriers-table';

const ReassignDialog = deferredComponent(() => import('./reassign-dialog').then((m) => m.ReassignDialog));

/**
 * The orders the courier holds now: where to pick each up and where it goes. One still waiting
 * for pickup can be handed to another courier; one picked up stays (the food is in its bag).
 */
export function CurrentOrders({ courierId, orders }: { courierId: number; orders: CourierOrder[] }) {
  const { t } = useTranslation('courierAdmin');
  const [reassigning, setReassigning] = useState<CourierOrder>();
  return (
    <section aria-labelledby="current-orders-title" className="flex flex-col gap-3">
      <h2 id="current-orders-title" className="text-xl font-bold text-ink">
        {t('detail.currentTitle')}
      </h2>
      {orders.length === 0 ? (
        <p className="rounded-2xl bg-white p-5 text-stone-700 ring-1 ring-stone-200">{t('detail.currentEmpty')}</p>
      ) : (
        <ul className="grid gap-3 md:grid-cols-2">
          {orders.map((order) => (
            <li key={order.id} className="flex flex-col gap-3 rounded-2xl bg-white p-4 ring-1 ring-stone-200">
              <div className="flex items-start justify-between gap-3">
                <Link
                  to={`${paths.dashboard.orders}?order=${order.id}`}
                  className={courierLinkClass}
                  aria-label={t('detail.openOrder', { number: order.orderNumber })}
                >
                  {order.orderNumber}
                </Link>
                <OrderStatusBadge status={order.status} />
              </div>
              <dl className="grid gap-2 text-sm">
                <div>
                  <dt className="text-xs font-semibold text-stone-700 uppercase">{t('detail.pickup')}</dt>
                  <dd className="text-ink">
                    {order.restaurant.name} · {formatAddress(order.restaurant.address)}
                  </dd>
                </div>
                <div>
                  <dt className="text-xs font-semibold text-stone-700 uppercase">{t('detail.dropOff')}</dt>
                  <dd className="text-ink">
                    {`${order.customer.firstName} ${order.customer.lastName}`.trim()} · {formatAddress(order.customer.address)}
                  </dd>
                </div>
              </dl>
              {order.status === REASSIGNABLE_STATUS ? (
                <Button
                  variant="secondary"
                  size="sm"
                  className="self-start"
                  onClick={() => setReassigning(order)}
                  aria-label={t('detail.reassignOrder', { number: order.orderNumber })}
                >
                  <ArrowRightLeft aria-hidden className="size-4" />
                  {t('detail.reassign')}
                </Button>
              ) : (
                <p className="text-sm text-stone-700">{t('detail.pickedUp')}</p>
              )}
            </li>
          ))}
        </ul>
      )}
      {reassigning && <ReassignDialog order={reassigning} currentCourierId={courierId} onClose={() => setReassigning(undefined)} />}
    </section>
  );
}
