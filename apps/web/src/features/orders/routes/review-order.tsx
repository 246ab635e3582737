import { Trash2 } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import type { Order, OrderLine } from '@forkly/contracts';
import { ErrorScreen } from '../../../components/feedback/error-screen';
import { LoadingOverlay } from '../../../components/feedback/loading-overlay';
import { ToLogin } from '../../../components/feedback/to-login';
import { Button } from '../../../components/ui/button';
import { paths } from '../../../config/paths';
import { ApiError } from '../../../lib/api-error';
import { errorMessage } from '../../../lib/error-message';
import { useSession } from '../../../lib/session';
import { toast } from '../../../stores/toast-store';
import { QuantityPicker } from '../../../components/ui/quantity-picker';
import { lineTotal, useFormatPrice } from '../../../lib/price-format';
import { useStartCheckout } from '../api/start-checkout';
import { PriceSummary } from '../../../components/price-summary';
import { goToPayment } from '../lib/payment-page';
import { useDeleteOrderItem } from '../api/delete-order-item';
import { useOrder } from '../api/get-order';
import { useUpdateOrderItem } from '../api/update-order-item';
import { CancelOrderButton } from '../components/cancel-order-button';
import { OrderStatusBadge } from '../../../components/ui/order-status-badge';
import { syncBasketLine } from '../lib/sync-basket';
import { LineOptions } from '../../../components/line-options';

const QUANTITY_DELAY_MS = 400;

/** One line: its quantity is sent once the customer stops stepping; Remove asks nothing more. */
function ReviewLine({ order, line, onlyLine }: { order: Order; line: OrderLine; onlyLine: boolean }) {
  const { t } = useTranslation(['orders', 'errors']);
  const price = useFormatPrice();
  const update = useUpdateOrderItem(order.id);
  const remove = useDeleteOrderItem(order.id);
  const [quantity, setQuantity] = useState(line.quantity);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);
  // The server's quantity wins whenever it changes (after a save or a refetch).
  const [known, setKnown] = useState(line.quantity);
  if (known !== line.quantity) {
    setKnown(line.quantity);
    setQuantity(line.quantity);
  }

  const save = (next: number) => {
    update.mutate(
      { id: line.id, quantity: next, menu: line.menuId ?? line.extraId ?? undefined },
      {
        onSuccess: (saved) => {
          syncBasketLine(order.id, line, saved.quantity);
          toast.success(t('orders:review.updated'));
        },
        onError: (error) => {
          setQuantity(line.quantity);
          toast.error(errorMessage(t, error));
        },
      },
    );
  };

  const change = (next: number) => {
    setQuantity(next);
    clearTimeout(timer.current);
    timer.current = setTimeout(() => save(next), QUANTITY_DELAY_MS);
  };

  const drop = () =>
    remove.mutate(line.id, {
      onSuccess: () => {
        syncBasketLine(order.id, line, null);
        toast.success(t('orders:review.deleted'));
      },
      onError: (error) => toast.error(errorMessage(t, error)),
    });

  return (
    <li className="flex flex-col gap-3 py-4 sm:flex-row sm:items-center sm:justify-between">
      <div className="min-w-0">
        <p className="font-semibold text-ink">
          {line.name}
          <LineOptions options={line.options} className="font-normal" />
        </p>
        <p className="text-sm text-stone-700">{t('orders:review.each', { price: price(line.price) })}</p>
      </div>
      <div className="flex items-center justify-between gap-4 sm:justify-end">
        <QuantityPicker value={quantity} onChange={change} label={t('orders:review.quantityOf', { name: line.name })} />
        <span className="w-20 text-right font-semibold tabular-nums text-ink">{price(lineTotal(quantity, line.price))}</span>
        <Button
          variant="ghost"
          size="sm"
          className="h-11 w-11 px-0"
          onClick={drop}
          loading={remove.isPending}
          disabled={onlyLine}
          aria-label={t('orders:review.remove', { name: line.name })}
          title={onlyLine ? t('orders:review.lastItem') : undefined}
        >
          {!remove.isPending && <Trash2 className="h-5 w-5" aria-hidden="true" />}
        </Button>
      </div>
    </li>
  );
}

/** A paid or cancelled order cannot be reviewed any more: say so and offer the way on. */
function NotPending({ order, restaurantId }: { order: Order; restaurantId: number }) {
  const { t } = useTranslation('orders');
  const paid = !!order.paidAt;
  return (
    <div role="status" className="flex flex-col items-start gap-3 rounded-xl border border-stone-200 bg-white p-4">
      <p className="text-stone-800">{paid ? t('review.alreadyPaid') : t('review.cancelled')}</p>
      {paid ? (
        <Link to={paths.details.paymentSuccess(order.id)} className="font-semibold text-brand-800 underline-offset-4 hover:underline">
          {t('review.showOrder')}
        </Link>
      ) : (
        <Link to={paths.details.menu(restaurantId)} className="font-semibold text-brand-800 underline-offset-4 hover:underline">
          {t('review.backToMenu')}
        </Link>
      )}
    </div>
  );
}

/** /details/menu/revieworder/{resID}/{id}: the unpaid order's lines, editable, and Pay now. */
export function Component() {
  const { t } = useTranslation(['orders', 'errors']);
  const params = useParams();
  const status = useSession((s) => s.status);
  const orderId = Number(params.id);
  const restaurantId = Number(params.resID);
  const valid = Number.isSafeInteger(orderId) && orderId > 0;
  const order = useOrder(orderId, { enabled: valid && status === 'authenticated' });
  const checkout = useStartCheckout();

  if (status === 'anonymous') return <ToLogin />;
  if (!valid || (order.error instanceof ApiError && order.error.status === 404)) {
    return (
      <section className="mx-auto flex max-w-md flex-col items-center gap-4 px-4 py-16 text-center">
        <h1 className="text-2xl font-bold text-ink">{t('orders:notFound')}</h1>
        <Link to={paths.details.root} className="font-semibold text-brand-800 underline-offset-4 hover:underline">
          {t('orders:review.backToRestaurants')}
        </Link>
      </section>
    );
  }
  if (order.isError) return <ErrorScreen onRetry={() => void order.refetch()} detail={errorMessage(t, order.error)} />;
  if (!order.data) return <LoadingOverlay fullScreen={false} />;
  const data = order.data;
  const pending = data.status === 'PENDING';

  const payNow = () =>
    checkout.mutate(
      { orderId: data.id },
      { onSuccess: ({ redirectUrl }) => goToPayment(redirectUrl), onError: (error) => toast.error(errorMessage(t, error)) },
    );

  return (
    <div className="mx-auto flex max-w-3xl flex-col gap-6 px-4 py-6 sm:px-6">
      <header className="flex flex-col gap-2">
        <h1 className="text-2xl font-bold tracking-tight text-ink sm:text-3xl">{t('orders:review.title')}</h1>
        <div className="flex flex-wrap items-center gap-x-3 gap-y-1 text-stone-700">
          <span>{t('orders:review.orderFrom', { number: data.orderNumber, restaurant: data.restaurant.name })}</span>
          <OrderStatusBadge status={data.status} />
        </div>
        {pending && <p className="text-stone-700">{t('orders:review.intro')}</p>}
      </header>
      {!pending && <NotPending order={data} restaurantId={data.restaurant.id || restaurantId} />}
      <section aria-labelledby="review-lines" className="rounded-2xl border border-stone-200 bg-white px-4">
        <h2 id="review-lines" className="sr-only">
          {t('orders:review.lines')}
        </h2>
        {pending ? (
          <ul className="divide-y divide-stone-200">
            {data.lines.map((line) => (
              <ReviewLine key={line.id} order={data} line={line} onlyLine={data.lines.length === 1} />
            ))}
          </ul>
        ) : (
          <PriceSummary
            lines={data.lines.map((l) => ({ key: String(l.id), name: l.name, quantity: l.quantity, lineTotal: l.lineTotal, options: l.options }))}
            subtotal={data.subtotal}
            discount={data.discount}
            deliveryFee={data.deliveryFee}
            tip={data.tip}
            total={data.total}
            promocode={data.promocode ?? undefined}
          />
        )}
      </section>
      {pending && (
        <section aria-label={t('orders:review.totals')} className="flex flex-col gap-4 rounded-2xl border border-stone-200 bg-white p-4">
          <PriceSummary
            withoutLines
            lines={[]}
            subtotal={data.subtotal}
            discount={data.discount}
            deliveryFee={data.deliveryFee}
            tip={data.tip}
            total={data.total}
            promocode={data.promocode ?? undefined}
            updating={order.isFetching}
          />
          <Button size="lg" onClick={payNow} loading={checkout.isPending || checkout.isSuccess}>
            {t('orders:review.payNow')}
          </Button>
          <div className="flex flex-wrap items-center justify-between gap-3">
            <Link to={paths.details.menu(data.restaurant.id)} className="text-sm font-semibold text-brand-800 underline-offset-4 hover:underline">
              {t('orders:review.backToMenu')}
            </Link>
            <CancelOrderButton orderId={data.id} />
          </div>
        </section>
      )}
    </div>
  );
}
