import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { errorMessage } from '../../../lib/error-message';
import { toast } from '../../../stores/toast-store';
import { useCancelOrder } from '../api/cancel-order';

/**
 * "Cancel order" for the customer's unpaid order, or a paid one placed ahead before its cutoff
 * (decision 046; `explain` then says the money comes back, and `done` that it is on its way). Cancelling cannot be undone, so it asks
 * first, in place: the question takes the button's spot with focus on "Keep order", and Escape or
 * Keep puts the button back.
 */
export function CancelOrderButton({ orderId, className, explain, done }: { orderId: number; className?: string; explain?: string; done?: string }) {
  const { t } = useTranslation(['orders', 'errors']);
  const cancel = useCancelOrder(orderId, () => toast.success(done ?? t('orders:cancel.done')));
  const [asking, setAsking] = useState(false);
  const keepRef = useRef<HTMLButtonElement>(null);
  const openRef = useRef<HTMLButtonElement>(null);
  const wasAsking = useRef(false);
  const titleId = useId();
  const textId = useId();

  useEffect(() => {
    if (asking) keepRef.current?.focus();
    else if (wasAsking.current) openRef.current?.focus();
    wasAsking.current = asking;
  }, [asking]);

  const confirm = () =>
    cancel.mutate(undefined, {
      onSuccess: () => setAsking(false),
      onError: (error) => toast.error(errorMessage(t, error)),
    });

  if (!asking) {
    return (
      <Button ref={openRef} variant="secondary" className={className} onClick={() => setAsking(true)}>
        {t('orders:cancel.button')}
      </Button>
    );
  }
  return (
    <div
      role="alertdialog"
      aria-labelledby={titleId}
      aria-describedby={textId}
      className={`flex flex-col gap-3 rounded-xl border border-red-200 bg-red-50 p-4 ${className ?? ''}`}
      onKeyDown={(event) => {
        if (event.key === 'Escape' && !cancel.isPending) setAsking(false);
      }}
    >
      <p id={titleId} className="font-semibold text-ink">
        {t('orders:cancel.question')}
      </p>
      <p id={textId} className="text-sm text-stone-800">
        {explain ?? t('orders:cancel.explain')}
      </p>
      <div className="flex flex-wrap gap-2">
        <Button variant="danger" onClick={confirm} loading={cancel.isPending}>
          {t('orders:cancel.confirm')}
        </Button>
        <Button ref={keepRef} variant="secondary" onClick={() => setAsking(false)} disabled={cancel.isPending}>
          {t('orders:cancel.keep')}
        </Button>
      </div>
    </div>
  );
}
