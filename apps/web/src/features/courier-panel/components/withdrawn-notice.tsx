import { Info } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import type { WithdrawnOrder } from '../api/use-withdrawn-orders';

/** Why orders left the panel (given to another courier, cancelled), until the courier dismisses it. */
export function WithdrawnNotice({ withdrawn, onDismiss }: { withdrawn: WithdrawnOrder[]; onDismiss: (orderId: number) => void }) {
  const { t } = useTranslation('courier');
  return (
    // The live region is always there, so a notice that appears in it is read out.
    <div role="status" className="empty:hidden">
      {withdrawn.length > 0 && (
        <ul className="mb-4 space-y-2">
          {withdrawn.map(({ orderId, orderNumber, reason }) => (
            <li key={orderId} className="flex flex-wrap items-center gap-3 rounded-2xl bg-amber-50 p-3 ring-1 ring-amber-300">
              <Info className="h-5 w-5 shrink-0 text-amber-800" aria-hidden="true" />
              <p className="min-w-0 flex-1 font-semibold text-ink">
                {orderNumber ? t(`withdrawn.${reason}`, { number: orderNumber }) : t(`withdrawn.${reason}Unnamed`)}
              </p>
              <Button variant="secondary" onClick={() => onDismiss(orderId)}>
                {t('withdrawn.dismiss')}
              </Button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
