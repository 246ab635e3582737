import type { CourierOrder } from '@forkly/contracts';
import { Phone } from 'lucide-react';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { formatAddress } from '../../../lib/address-format';
import { RouteSummary } from './route-summary';

/** What each list shows: the restaurant to pick up from, or the customer to deliver to. */
const KINDS = {
  pickup: {
    titleKey: 'pickups.title',
    hintKey: 'pickups.hint',
    confirmKey: 'pickups.confirm',
    party: (o: CourierOrder) => ({ name: o.restaurant.name, address: o.restaurant.address, contact: o.restaurant.contact }),
  },
  delivery: {
    titleKey: 'deliveries.title',
    hintKey: 'deliveries.hint',
    confirmKey: 'deliveries.confirm',
    party: (o: CourierOrder) => ({ name: `${o.customer.firstName} ${o.customer.lastName}`.trim(), address: o.customer.address, contact: o.customer.contact }),
  },
} as const;

const CALL_LINK =
  'inline-flex h-10 items-center justify-center gap-2 rounded-lg bg-white px-4 text-sm font-semibold text-ink ring-1 ring-stone-300 hover:bg-stone-100 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-stone-500';

interface OrderChooserProps {
  kind: keyof typeof KINDS;
  orders: CourierOrder[];
  pending: boolean;
  onConfirm: (orderId: number) => void;
}

/**
 * SPEC.md section 2: a list to choose one order from, its route, a Call button to the restaurant
 * (pickups) or the customer (deliveries) and the confirm button, disabled until one is chosen.
 */
export function OrderChooser({ kind, orders, pending, onConfirm }: OrderChooserProps) {
  const { t } = useTranslation('courier');
  const config = KINDS[kind];
  const [selectedId, setSelectedId] = useState<number | null>(null);
  const hintId = useId();
  const selected = orders.find((o) => o.id === selectedId) ?? null;
  const party = selected ? config.party(selected) : null;

  return (
    <div className="space-y-4">
      <fieldset aria-describedby={hintId}>
        <legend className="text-lg font-bold text-ink">{t(config.titleKey)}</legend>
        <ul className="mt-3 space-y-2">
          {orders.map((order) => {
            const { name, address } = config.party(order);
            return (
              <li key={order.id}>
                <label className="flex cursor-pointer items-start gap-3 rounded-2xl bg-white p-4 ring-1 ring-stone-200 has-[:checked]:ring-2 has-[:checked]:ring-brand-700">
                  <input
                    type="radio"
                    name={`courier-${kind}`}
                    value={order.id}
                    checked={order.id === selectedId}
                    onChange={() => setSelectedId(order.id)}
                    className="mt-1 h-4 w-4 accent-brand-700"
                  />
                  <span className="min-w-0">
                    <span className="block font-semibold text-ink">{name}</span>
                    <span className="block text-stone-700">{formatAddress(address)}</span>
                    <span className="block text-sm text-stone-600">{t('order.number', { number: order.orderNumber })}</span>
                    {kind === 'delivery' && order.note && <span className="block text-sm text-stone-600">{t('order.note', { note: order.note })}</span>}
                  </span>
                </label>
              </li>
            );
          })}
        </ul>
      </fieldset>

      {selected && party && <RouteSummary key={selected.id} order={selected} destinationName={party.name} />}

      <div className="flex flex-wrap gap-3">
        {party?.contact ? (
          <a href={`tel:${party.contact}`} className={CALL_LINK}>
            <Phone className="h-4 w-4" aria-hidden="true" />
            {t('order.call')}
          </a>
        ) : (
          <Button variant="secondary" disabled>
            <Phone className="h-4 w-4" aria-hidden="true" />
            {t('order.call')}
          </Button>
        )}
        <Button disabled={!selected} loading={pending} onClick={() => selected && onConfirm(selected.id)}>
          {t(config.confirmKey)}
        </Button>
      </div>
      <p id={hintId} className="text-sm text-stone-700">
        {t(config.hintKey)}
      </p>
    </div>
  );
}
