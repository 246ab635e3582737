import { useTranslation } from 'react-i18next';
import type { OrderRefund } from '@forkly/contracts';
import { useDateTimeFormat } from '../lib/date-format';
import { useFormatPrice } from '../lib/price-format';

interface RefundListProps {
  refunds: readonly OrderRefund[];
  /** Whose screen: the customer reads "on its way to you", staff "to the customer". */
  audience: 'customer' | 'staff';
}

/**
 * An order's partial refunds (issue 22), oldest first: how much, which lines (or "an amount"), why
 * in words, when, and whether the provider has taken it yet. Nothing when there are none.
 */
export function RefundList({ refunds, audience }: RefundListProps) {
  const { t } = useTranslation('refunds');
  const formatPrice = useFormatPrice();
  const formatDate = useDateTimeFormat();
  if (refunds.length === 0) return null;
  return (
    <section aria-labelledby="refunds-title" className="flex flex-col gap-3 rounded-2xl bg-white p-4 shadow-sm ring-1 ring-stone-200 sm:p-6">
      <h2 id="refunds-title" className="text-lg font-bold">
        {t('customer.title')}
      </h2>
      <ul className="flex flex-col divide-y divide-stone-100">
        {refunds.map((refund) => (
          <li key={refund.id} className="flex flex-col gap-1 py-2 text-sm">
            <p className="flex flex-wrap items-baseline justify-between gap-x-3">
              <span className="font-semibold tabular-nums">{t('customer.amount', { amount: formatPrice(refund.amount) })}</span>
              <time dateTime={refund.createdAt} className="text-stone-700">
                {formatDate(refund.createdAt)}
              </time>
            </p>
            <p>{refund.lines.length > 0 ? refund.lines.map((line) => `${line.quantity} × ${line.name}`).join(', ') : t('customer.amountOnly')}</p>
            <p className="text-stone-700">{t('customer.reason', { reason: t(`reasons.${refund.reason}`) })}</p>
            <p className="text-stone-700">{refund.refundedAt ? t('customer.done') : t(audience === 'customer' ? 'customer.pending' : 'staff.pending')}</p>
          </li>
        ))}
      </ul>
    </section>
  );
}
