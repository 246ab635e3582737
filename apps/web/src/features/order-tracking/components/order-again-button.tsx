import { useQueryClient } from '@tanstack/react-query';
import { RotateCcw } from 'lucide-react';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import type { Order } from '@forkly/contracts';
import { Button, type ButtonProps } from '../../../components/ui/button';
import { paths } from '../../../config/paths';
import { errorMessage } from '../../../lib/error-message';
import { toast } from '../../../stores/toast-store';
import { loadReplaceBasketDialog } from '../../basket';
import { restaurantExtrasQueryOptions, restaurantMenusQueryOptions } from '../../restaurants';
import { basketConflict, putOrderInBasket, type BasketConflict, type CurrentMenu } from '../lib/order-again';

const ReplaceBasketDialog = lazy(loadReplaceBasketDialog);

interface OrderAgainButtonProps extends Pick<ButtonProps, 'variant' | 'size' | 'className'> {
  /** `orderable` false (the restaurant was removed or hidden): there is nothing to order again. */
  restaurant: { id: number; name: string; orderable: boolean };
  /** The order with its lines (the list has only summaries, so it is loaded on demand). */
  loadOrder: () => Promise<Order>;
  /** Names the order for screen readers when several buttons share one page. */
  orderNumber?: string;
}

interface Pending {
  order: Order;
  menu: CurrentMenu;
  conflict: NonNullable<BasketConflict>;
}

/**
 * Puts the order's lines back into the basket, as the menu offers them today, and opens the
 * restaurant's menu. Asks first when that would replace another restaurant's basket or one that is
 * already an unpaid order (see basketConflict). Not offered when the restaurant no longer takes
 * orders (issue 22).
 */
export function OrderAgainButton({ restaurant, loadOrder, orderNumber, ...buttonProps }: OrderAgainButtonProps) {
  const { t } = useTranslation(['tracking', 'errors']);
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [loading, setLoading] = useState(false);
  const [pending, setPending] = useState<Pending>();

  const finish = (order: Order, menu: CurrentMenu, replace: boolean) => {
    const { missing, changed } = putOrderInBasket(order, menu, { replace });
    setPending(undefined);
    if (changed.length > 0) toast.success(t('tracking:again.optionsChanged', { count: changed.length, names: changed.join(', ') }));
    else if (missing > 0) toast.success(t('tracking:again.addedSomeGone', { count: missing }));
    else toast.success(t('tracking:again.added'));
    void navigate(paths.details.menu(order.restaurant.id));
  };

  const start = async () => {
    setLoading(true);
    try {
      const [order, menus, extras] = await Promise.all([
        loadOrder(),
        queryClient.fetchQuery(restaurantMenusQueryOptions(restaurant.id)),
        queryClient.fetchQuery(restaurantExtrasQueryOptions(restaurant.id)),
      ]);
      const menu = { menus, extras };
      const conflict = basketConflict(order.restaurant.id);
      if (conflict) setPending({ order, menu, conflict });
      else finish(order, menu, false);
    } catch (error) {
      toast.error(errorMessage(t, error));
    } finally {
      setLoading(false);
    }
  };

  if (!restaurant.orderable) return null;
  return (
    <>
      <Button {...buttonProps} loading={loading} onClick={() => void start()}>
        <RotateCcw aria-hidden className="size-4" />
        {t('tracking:again.button')}
        {orderNumber && <span className="sr-only">{t('tracking:again.which', { number: orderNumber, restaurant: restaurant.name })}</span>}
      </Button>
      {pending && (
        <Suspense fallback={null}>
          <ReplaceBasketDialog
            currentName={pending.conflict.current.name}
            nextName={restaurant.name}
            unpaidOrder={pending.conflict.reason === 'unpaidOrder'}
            onConfirm={() => finish(pending.order, pending.menu, true)}
            onCancel={() => setPending(undefined)}
          />
        </Suspense>
      )}
    </>
  );
}
