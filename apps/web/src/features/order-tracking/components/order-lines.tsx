import { useTranslation } from 'react-i18next';
import type { Order } from '@forkly/contracts';
import { useFormatPrice } from '../../../lib/price-format';
import { LineOptions } from '../../../components/line-options';

/** What was ordered and what it cost, as the receipt says. */
export function OrderLines({ order }: { order: Pick<Order, 'lines' | 'subtotal' | 'discount' | 'deliveryFee' | 'tip' | 'total' | 'promocode'> }) {
  const { t } = useTranslation('tracking');
  const price = useFormatPrice();
  return (
    <section aria-labelledby="order-lines-title" className="flex flex-col gap-3 rounded-2xl bg-white p-4 shadow-sm ring-1 ring-stone-200 sm:p-6">
      <h2 id="order-lines-title" className="text-lg font-bold">
        {t('detail.items')}
      </h2>
      <ul className="flex flex-col divide-y divide-stone-100">
        {order.lines.map((line) => (
          <li key={line.id} className="flex items-baseline justify-between gap-3 py-2">
            <span className="min-w-0">
              <span className="font-semibold tabular-nums">{line.quantity} ×</span> {line.name}
              <LineOptions options={line.options} />
            </span>
            <span className="shrink-0 tabular-nums">{price(line.lineTotal)}</span>
          </li>
        ))}
      </ul>
      <dl className="grid grid-cols-[1fr_auto] gap-x-4 gap-y-1 border-t border-stone-200 pt-3 text-sm">
        <dt className="text-stone-700">{t('detail.subtotal')}</dt>
        <dd className="text-right tabular-nums">{price(order.subtotal)}</dd>
        {order.discount > 0 && (
          <>
            <dt className="text-stone-700">{order.promocode ? t('detail.discountCode', { code: order.promocode }) : t('detail.discount')}</dt>
            <dd className="text-right tabular-nums">−{price(order.discount)}</dd>
          </>
        )}
        <dt className="text-stone-700">{t('detail.deliveryFee')}</dt>
        <dd className="text-right tabular-nums">{price(order.deliveryFee)}</dd>
        {order.tip > 0 && (
          <>
            <dt className="text-stone-700">{t('detail.tip')}</dt>
            <dd className="text-right tabular-nums">{price(order.tip)}</dd>
          </>
        )}
        <dt className="text-base font-bold">{t('detail.total')}</dt>
        <dd className="text-right text-base font-bold tabular-nums">{price(order.total)}</dd>
      </dl>
    </section>
  );
}
