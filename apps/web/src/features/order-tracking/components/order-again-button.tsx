import { RotateCcw } from 'lucide-react';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import type { Order } from '@forkly/contracts';
import { Button, type ButtonProps } from '../../../components/ui/button';
import { paths } from '../../../config/paths';
import { errorMessage } from '../../../lib/error-message';
import { toast } from '../../../stores/toast-store';
import { basketBelongsElsewhere } from '../../basket/lib/basket-lines';
import { putOrderInBasket } from '../lib/order-again';

const ReplaceBasketDialog = lazy(() => import('../../basket/components/replace-basket-dialog'));

interface OrderAgainButtonProps extends Pick<ButtonProps, 'variant' | 'size' | 'className'> {
  restaurant: { id: number; name: string };
  /** The order with its lines (the list has only summaries, so it is loaded on demand). */
  loadOrder: () => Promise<Order>;
  /** Names the order for screen readers when several buttons share one page. */
  orderNumber?: string;
}

/** Puts the order's lines back into the basket and opens the restaurant's menu. */
export function OrderAgainButton({ restaurant, loadOrder, orderNumber, ...buttonProps }: OrderAgainButtonProps) {
  const { t } = useTranslation(['tracking', 'errors']);
  const navigate = useNavigate();
  const [loading, setLoading] = useState(false);
  const [pending, setPending] = useState<{ order: Order; current: { id: number; name: string } }>();

  const finish = (order: Order, replace: boolean) => {
    putOrderInBasket(order, { replace });
    setPending(undefined);
    toast.success(t('tracking:again.added'));
    void navigate(paths.details.menu(order.restaurant.id));
  };

  const start = async () => {
    setLoading(true);
    try {
      const order = await loadOrder();
      const current = basketBelongsElsewhere(order.restaurant.id);
      if (current) setPending({ order, current });
      else finish(order, false);
    } catch (error) {
      toast.error(errorMessage(t, error));
    } finally {
      setLoading(false);
    }
  };

  return (
    <>
      <Button {...buttonProps} loading={loading} onClick={() => void start()}>
        <RotateCcw aria-hidden className="size-4" />
        {t('tracking:again.button')}
        {orderNumber && <span className="sr-only">{t('tracking:again.which', { number: orderNumber, restaurant: restaurant.name })}</span>}
      </Button>
      {pending && (
        <Suspense fallback={null}>
          <ReplaceBasketDialog currentName={pending.current.name} nextName={restaurant.name} onConfirm={() => finish(pending.order, true)} onCancel={() => setPending(undefined)} />
        </Suspense>
      )}
    </>
  );
}
