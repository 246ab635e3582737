import { CircleCheck, ListChecks } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import type { Ticket } from '@forkly/contracts';
import { paths } from '../../../config/paths';
import { useOwnOrders } from '../api/get-own-orders';
import { TicketForm } from '../components/ticket-form';

const linkClass =
  'inline-flex h-11 items-center gap-2 font-semibold text-brand-700 underline-offset-4 hover:underline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700';

/** /details/user-profile/support: the support form (SPEC.md sections 2 and 5), `?orderId=` preselects an order. */
export function Component() {
  const { t } = useTranslation('tickets');
  const [params] = useSearchParams();
  const orders = useOwnOrders(true);
  const [sent, setSent] = useState<Ticket>();
  const orderId = Number(params.get('orderId'));

  return (
    <div className="flex flex-col gap-6">
      <div className="flex flex-col gap-2 sm:flex-row sm:items-end sm:justify-between">
        <div>
          <h1 className="text-2xl font-bold tracking-tight">{t('support.title')}</h1>
          <p className="mt-1 text-stone-700">{t('support.intro')}</p>
        </div>
        <Link to={paths.details.profileTickets} className={linkClass}>
          <ListChecks aria-hidden className="size-5" />
          {t('support.myTickets')}
        </Link>
      </div>
      {sent && (
        <div role="status" className="flex flex-col gap-2 rounded-2xl bg-emerald-50 p-4 ring-1 ring-emerald-200">
          <p className="flex items-center gap-2 font-semibold text-emerald-900">
            <CircleCheck aria-hidden className="size-5" />
            {t('support.sentTitle', { id: sent.id })}
          </p>
          <p className="text-sm text-emerald-900">{t('support.sentBody')}</p>
          <Link to={`${paths.details.profileTickets}?ticket=${sent.id}`} className={linkClass}>
            {t('support.viewTicket')}
          </Link>
        </div>
      )}
      <section aria-labelledby="support-form-heading" className="rounded-3xl bg-white p-4 ring-1 ring-stone-200 sm:p-6">
        <h2 id="support-form-heading" className="mb-4 text-lg font-bold text-ink">
          {t('support.formTitle')}
        </h2>
        <TicketForm
          key={sent?.id ?? 'new'}
          orders={orders.data?.results}
          defaultOrderId={Number.isInteger(orderId) && orderId > 0 ? orderId : undefined}
          onCreated={setSent}
        />
      </section>
    </div>
  );
}
