import { ShoppingBag } from 'lucide-react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Button } from '../../../components/ui/button';
import { paths } from '../../../config/paths';
import { lineTotal, useFormatPrice } from '../../../lib/price-format';
import { basketItemCount, basketSubtotal, useBasket } from '../../../stores/basket-store';
import { openCartSheet } from '../../../stores/cart-sheet-store';
import { lineItem } from '../lib/basket-lines';
import { useGoToCheckout } from '../lib/use-go-to-checkout';
import { LineOptions } from '../../../components/line-options';

/**
 * The basket beside a restaurant's menu from 1280 px, as on the desktop sites customers know: the
 * dishes, the subtotal and the way to checkout stay in sight while the menu scrolls. Editing a
 * line stays in the cart sheet ("Edit basket"), so there is one place that changes the basket.
 */
export function BasketColumn({ restaurantId }: { restaurantId: number }) {
  const { t } = useTranslation('basket');
  const formatPrice = useFormatPrice();
  const headingId = useId();
  const restaurant = useBasket((s) => s.restaurant);
  const lines = useBasket((s) => s.orders);
  const goToCheckout = useGoToCheckout();
  const here = restaurant?.id === restaurantId && lines.length > 0;
  return (
    <aside
      aria-labelledby={headingId}
      className="sticky top-[calc(var(--header-height)+1rem)] hidden max-h-[calc(100dvh-var(--header-height)-2rem)] flex-col gap-4 overflow-y-auto rounded-2xl border border-stone-200 bg-white p-5 shadow-sm xl:flex"
    >
      <h2 id={headingId} className="text-lg font-bold text-ink">
        {t('column.title')}
      </h2>
      {here ? (
        <>
          <ul className="flex flex-col gap-3" aria-label={t('lines')}>
            {lines.map((line) => {
              const item = lineItem(line);
              if (!item) return null;
              return (
                <li key={line.id} className="flex items-baseline gap-2 text-sm">
                  <span className="font-semibold text-ink tabular-nums">{line.quantity} ×</span>
                  <span className="min-w-0 flex-1 break-words text-stone-800">
                    {item.name}
                    <LineOptions options={line.options} className="text-xs" />
                  </span>
                  <span className="font-semibold text-ink tabular-nums">{formatPrice(lineTotal(line.quantity, item.price))}</span>
                </li>
              );
            })}
          </ul>
          <div className="flex items-center justify-between border-t border-stone-200 pt-3">
            <span className="font-semibold text-ink">
              {t('subtotal')} <span className="font-normal text-stone-700">({t('itemCount', { count: basketItemCount(lines) })})</span>
            </span>
            <span className="font-bold text-ink tabular-nums">{formatPrice(basketSubtotal(lines))}</span>
          </div>
          <Button size="lg" onClick={() => goToCheckout(restaurantId)}>
            {t('goToCheckout')}
          </Button>
          <Button variant="secondary" onClick={openCartSheet}>
            {t('column.edit')}
          </Button>
        </>
      ) : (
        <div className="flex flex-col items-center gap-2 py-6 text-center">
          <ShoppingBag className="h-10 w-10 text-stone-400" aria-hidden="true" />
          {restaurant && lines.length > 0 ? (
            <>
              <p className="text-sm text-stone-700">{t('column.elsewhere', { name: restaurant.name })}</p>
              <Link
                to={paths.details.menu(restaurant.id)}
                className="rounded text-sm font-semibold text-brand-800 underline-offset-4 hover:underline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700"
              >
                {t('column.backTo', { name: restaurant.name })}
              </Link>
            </>
          ) : (
            <>
              <p className="font-semibold text-ink">{t('emptyTitle')}</p>
              <p className="text-sm text-stone-700">{t('column.emptyHint')}</p>
            </>
          )}
        </div>
      )}
    </aside>
  );
}
