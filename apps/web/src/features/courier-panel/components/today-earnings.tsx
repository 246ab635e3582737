import { Coins } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useFormatPrice } from '../../../lib/price-format';
import { useTodayEarnings } from '../api/get-earnings';

/**
 * What the courier earned today (issue 25): the delivery fees and the tips of its delivered
 * orders, refunded ones excluded. Quiet while it loads or fails: the panel's work comes first.
 */
export function TodayEarnings() {
  const { t } = useTranslation('courier');
  const price = useFormatPrice();
  const earnings = useTodayEarnings();
  if (!earnings.data) return null;
  const { deliveries, deliveryFees, tips, total } = earnings.data;
  return (
    <section aria-labelledby="courier-earnings-title" className="mt-5 rounded-2xl bg-stone-50 p-4 ring-1 ring-stone-200">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h3 id="courier-earnings-title" className="flex items-center gap-2 text-base font-bold text-ink">
          <Coins className="h-5 w-5 text-brand-700" aria-hidden="true" />
          {t('earnings.title')}
        </h3>
        <p className="text-sm text-stone-700">{t('earnings.deliveries', { count: deliveries })}</p>
      </div>
      <dl className="mt-3 grid grid-cols-3 gap-2 text-center">
        <div>
          <dt className="text-xs text-stone-700">{t('earnings.fees')}</dt>
          <dd className="font-semibold text-ink tabular-nums">{price(deliveryFees)}</dd>
        </div>
        <div>
          <dt className="text-xs text-stone-700">{t('earnings.tips')}</dt>
          <dd className="font-semibold text-ink tabular-nums">{price(tips)}</dd>
        </div>
        <div>
          <dt className="text-xs text-stone-700">{t('earnings.total')}</dt>
          <dd className="text-lg font-bold text-ink tabular-nums">{price(total)}</dd>
        </div>
      </dl>
    </section>
  );
}
