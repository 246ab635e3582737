import { CalendarClock } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useSlotFormat } from '../../../lib/date-format';
import { useFormatPrice } from '../../../lib/price-format';
import { useDashboardOrders } from '../api/get-dashboard-orders';

/** Up to this many upcoming orders in the group; a restaurant rarely has more two days ahead. */
const GROUP_LIMIT = 50;

/**
 * The "Scheduled" group above the orders (issue 25, decision 046): paid orders placed ahead that
 * are not due in the kitchen yet, soonest slot first. Each enters the kitchen's queue (and rings)
 * when it is due; until then it waits here. Hidden when there are none.
 */
export function ScheduledOrders({ onOpen }: { onOpen: (orderId: number) => void }) {
  const { t } = useTranslation('dashboardOrders');
  const format = useSlotFormat();
  const price = useFormatPrice();
  const { data } = useDashboardOrders({ scheduled: 'upcoming', page: 1, limit: GROUP_LIMIT });
  const orders = (data?.results ?? []).filter((o) => o.scheduledFor).sort((a, b) => a.scheduledFor!.localeCompare(b.scheduledFor!));
  if (orders.length === 0) return null;
  return (
    <section aria-labelledby="scheduled-orders" className="flex flex-col gap-3 rounded-2xl border border-brand-200 bg-brand-50 p-4">
      <h2 id="scheduled-orders" className="flex items-center gap-2 text-lg font-bold text-ink">
        <CalendarClock aria-hidden className="size-5 text-brand-700" />
        {t('scheduled.title', { count: orders.length })}
      </h2>
      <p className="text-sm text-stone-700">{t('scheduled.hint')}</p>
      <ul className="flex flex-col gap-2">
        {orders.map((order) => (
          <li key={order.id}>
            <button
              type="button"
              onClick={() => onOpen(order.id)}
              className="flex min-h-11 w-full flex-wrap items-center justify-between gap-x-4 gap-y-1 rounded-xl bg-white px-3 py-2 text-left ring-1 ring-stone-200 hover:ring-brand-700 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700"
            >
              <span className="font-semibold text-ink">{t('scheduled.slot', { when: format.short(order.scheduledFor!) })}</span>
              <span className="text-sm text-stone-700">
                {order.orderNumber} · <span className="tabular-nums">{price(order.total)}</span>
              </span>
            </button>
          </li>
        ))}
      </ul>
    </section>
  );
}
