import { useEffect, useRef, useState } from 'react';
import { ShoppingBag } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Button } from '../../../components/ui/button';
import { paths } from '../../../config/paths';
import { basketItemCount, basketSubtotal, useBasket, type BasketLine } from '../../../stores/basket-store';
import { useToastStore } from '../../../stores/toast-store';
import { lineItem } from '../lib/basket-lines';
import { useGoToCheckout } from '../lib/use-go-to-checkout';
import { lineTotal, useFormatPrice } from '../../../lib/price-format';
import { DialogShell } from '../../../components/ui/dialog-shell';
import { EditOrderDialog } from './edit-order-dialog';
import { SoldOutLines } from './sold-out-lines';
import { FoodImage } from '../../../components/food-image/food-image';
import { LineOptions } from '../../../components/line-options';
import { nameWithOptions } from '@forkly/contracts';

interface CartSheetProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/**
 * The cart side sheet of SPEC.md section 2: restaurant, item count and subtotal at the top and
 * bottom, the lines (each opens Edit Order), Add Items and Go to checkout. It closes by itself
 * when the last line is removed.
 */
export function CartSheet({ open, onOpenChange }: CartSheetProps) {
  const { t } = useTranslation('basket');
  const formatPrice = useFormatPrice();
  const goToCheckout = useGoToCheckout();
  const restaurant = useBasket((s) => s.restaurant);
  const lines = useBasket((s) => s.orders);
  const [editing, setEditing] = useState<string | null>(null);
  const count = basketItemCount(lines);
  const subtotal = formatPrice(basketSubtotal(lines));

  // SPEC.md section 2: it closes on its own when the cart *becomes* empty; opened empty, it says so.
  const hadLines = useRef(lines.length > 0);
  useEffect(() => {
    if (open && hadLines.current && lines.length === 0) onOpenChange(false);
    hadLines.current = lines.length > 0;
  }, [open, lines.length, onOpenChange]);
  // An "added to basket" toast would sit on top of the sheet's checkout button.
  useEffect(() => {
    if (open) useToastStore.getState().dismiss();
  }, [open]);

  // One dialog whether empty or not: swapping dialogs while it closes would drop the focus on <body>.
  if (!restaurant || lines.length === 0) {
    return (
      <DialogShell open={open} onOpenChange={onOpenChange} variant="sheet" title={t('emptyTitle')} description={t('emptyBody')}>
        <EmptyCart onLeave={() => onOpenChange(false)} />
      </DialogShell>
    );
  }

  const checkout = () => {
    onOpenChange(false);
    goToCheckout(restaurant.id);
  };
  const summary = (
    <div className="flex items-center justify-between text-base">
      <span className="font-semibold text-ink">{t('subtotal')}</span>
      <span className="font-bold text-ink tabular-nums">{subtotal}</span>
    </div>
  );

  return (
    <DialogShell open={open} onOpenChange={onOpenChange} variant="sheet" title={restaurant.name} description={t('itemCount', { count })}>
      <div className="flex flex-col gap-3 border-b border-stone-200 px-5 py-3">
        {summary}
        <SoldOutLines />
      </div>
      <ul className="flex-1 divide-y divide-stone-200 overflow-y-auto px-2" aria-label={t('lines')}>
        {lines.map((line) => (
          <CartLine key={line.id} line={line} onEdit={() => setEditing(line.id)} />
        ))}
      </ul>
      <div className="flex flex-col gap-3 border-t border-stone-200 px-5 pt-3 pb-5">
        <Link
          to={paths.details.menu(restaurant.id)}
          onClick={() => onOpenChange(false)}
          className="self-start rounded text-sm font-semibold text-brand-800 underline-offset-4 hover:underline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700"
        >
          {t('addItems')}
        </Link>
        {summary}
        <Button size="lg" onClick={checkout}>
          {t('goToCheckout')}
        </Button>
      </div>
      {editing && <EditOrderDialog lineId={editing} onClose={() => setEditing(null)} />}
    </DialogShell>
  );
}

function EmptyCart({ onLeave }: { onLeave: () => void }) {
  const { t } = useTranslation('basket');
  return (
    <div className="flex flex-col items-center gap-4 px-5 py-10 text-center">
      <ShoppingBag className="h-12 w-12 text-stone-400" aria-hidden="true" />
      <Link
        to={paths.details.root}
        onClick={onLeave}
        className="inline-flex h-11 items-center rounded-full bg-brand-700 px-5 font-semibold text-white hover:bg-brand-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700"
      >
        {t('findRestaurants')}
      </Link>
    </div>
  );
}

function CartLine({ line, onEdit }: { line: BasketLine; onEdit: () => void }) {
  const { t } = useTranslation('basket');
  const formatPrice = useFormatPrice();
  const item = lineItem(line);
  if (!item) return null;
  return (
    <li>
      <button
        type="button"
        onClick={onEdit}
        // Every visible part of the line is in its name, in order (WCAG 2.5.3), after what a press does.
        aria-label={t('editLine', {
          name: nameWithOptions(item.name, line.options ?? []),
          quantity: line.quantity,
          price: formatPrice(item.price),
          total: formatPrice(lineTotal(line.quantity, item.price)),
        })}
        className="flex w-full items-center gap-3 rounded-lg px-3 py-3 text-left hover:bg-stone-50 focus-visible:outline-2 focus-visible:outline-offset-[-2px] focus-visible:outline-brand-700"
      >
        <FoodImage imageId={line.image?.id} seed={item.id} maxWidth={160} sizes="64px" className="h-14 w-16 shrink-0 rounded-lg" />
        <span className="min-w-0 flex-1">
          <span className="block truncate font-semibold text-ink">{item.name}</span>
          <LineOptions options={line.options} />
          <span className="block text-sm text-stone-700 tabular-nums">
            {line.quantity} × {formatPrice(item.price)}
          </span>
        </span>
        <span className="font-semibold text-ink tabular-nums">{formatPrice(lineTotal(line.quantity, item.price))}</span>
      </button>
    </li>
  );
}

export default CartSheet;
