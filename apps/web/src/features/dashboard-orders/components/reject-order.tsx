import { clsx } from 'clsx';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { REJECTION_REASONS, type Order, type RejectionReason } from '@forkly/contracts';
import { Button } from '../../../components/ui/button';
import { DialogShell } from '../../../components/ui/dialog-shell';
import { useChangeOrderStatus } from '../api/change-order-status';

interface RejectOrderProps {
  order: Order;
  disabled?: boolean;
  /** The order is cancelled: the page moves the focus to what replaced the button. */
  onRejected: () => void;
}

/**
 * The kitchen's "Reject order" (issue 21): a dialog asks why (too busy, an item unavailable,
 * closing, another reason), since the customer is told; confirming cancels and refunds the order.
 * Nothing is preselected, so a hurried tap never sends a reason nobody chose.
 */
export function RejectOrder({ order, disabled, onRejected }: RejectOrderProps) {
  const { t } = useTranslation('kitchen');
  const [open, setOpen] = useState(false);
  const [reason, setReason] = useState<RejectionReason>();
  const name = useId();
  const reject = useChangeOrderStatus({ successMessage: (done) => t('reject.done', { number: done.orderNumber }), onChanged: onRejected });
  const close = (next: boolean) => {
    if (reject.isPending) return;
    setOpen(next);
    if (!next) setReason(undefined);
  };
  return (
    <>
      <Button variant="danger" className="min-h-11" disabled={disabled} onClick={() => setOpen(true)}>
        {t('reject.open')}
      </Button>
      <DialogShell open={open} onOpenChange={close} title={t('reject.title', { number: order.orderNumber })} description={t('reject.description')}>
        <form
          className="flex flex-col gap-4 overflow-y-auto px-5 py-4"
          onSubmit={(event) => {
            event.preventDefault();
            if (!reason) return;
            reject.mutate({ orderId: order.id, status: 'CANCELLED', path: 'restaurant', reason });
          }}
        >
          <fieldset className="flex flex-col gap-2">
            <legend className="mb-2 text-sm font-semibold text-ink">{t('reject.legend')}</legend>
            {REJECTION_REASONS.map((value) => (
              <label
                key={value}
                className={clsx(
                  'flex min-h-11 cursor-pointer items-center gap-3 rounded-xl px-3 text-sm font-semibold ring-1 has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-brand-700',
                  value === reason ? 'bg-red-50 text-red-900 ring-red-600' : 'bg-white text-ink ring-stone-300 hover:ring-stone-500',
                )}
              >
                <input type="radio" name={name} value={value} checked={value === reason} onChange={() => setReason(value)} className="size-4 accent-red-700" />
                {t(`reject.reasons.${value}`)}
              </label>
            ))}
          </fieldset>
          <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
            <Button variant="secondary" className="min-h-11" onClick={() => close(false)} disabled={reject.isPending}>
              {t('reject.keep')}
            </Button>
            <Button type="submit" variant="danger" className="min-h-11" disabled={!reason} loading={reject.isPending}>
              {t('reject.confirm')}
            </Button>
          </div>
        </form>
      </DialogShell>
    </>
  );
}
