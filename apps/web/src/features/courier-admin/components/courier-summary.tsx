import { MAX_ORDERS_PER_TRIP } from '@forkly/domain';
import type { CourierDetail } from '@forkly/contracts';
import { useTranslation } from 'react-i18next';
import { useDateTimeFormat } from '../../../lib/date-format';
import { courierName } from '../lib/courier-filters';
import { CourierStatusBadge, RatingValue } from './courier-badges';
import { FactList } from '../../../components/ui/fact-list';

/** Who the courier is and how it is doing: rating, status, load, contact and account state. */
export function CourierSummary({ courier, actions }: { courier: CourierDetail; actions?: React.ReactNode }) {
  const { t } = useTranslation('courierAdmin');
  const formatDate = useDateTimeFormat();
  const facts: [string, React.ReactNode][] = [
    [t('detail.rating'), <RatingValue rating={courier.averageRating} />],
    [t('detail.load'), t('online.load', { count: courier.currentOrders.length, max: MAX_ORDERS_PER_TRIP })],
    [t('detail.username'), courier.username],
    [t('detail.email'), courier.email],
    [
      t('detail.contact'),
      courier.contact ? (
        <a href={`tel:${courier.contact}`} className="font-semibold text-brand-700 underline-offset-4 hover:underline">
          {courier.contact}
        </a>
      ) : (
        '—'
      ),
    ],
    [t('detail.account'), t(courier.enabled ? 'detail.enabled' : 'detail.disabled')],
    [t('detail.joined'), <time dateTime={courier.createdAt}>{formatDate(courier.createdAt)}</time>],
  ];
  return (
    <section aria-labelledby="courier-name" className="flex flex-col gap-4 rounded-3xl bg-white p-4 ring-1 ring-stone-200 sm:p-6">
      <div className="flex flex-col gap-3 sm:flex-row sm:items-start sm:justify-between">
        <div className="flex flex-col items-start gap-2">
          <h1 id="courier-name" className="text-3xl font-extrabold tracking-tight break-words text-ink">
            {courierName(courier) || courier.username}
          </h1>
          <CourierStatusBadge status={courier.status} availability={courier.availability} />
        </div>
        {actions}
      </div>
      <FactList facts={facts} className="lg:grid-cols-3" />
    </section>
  );
}
