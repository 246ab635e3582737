import { useTranslation } from 'react-i18next';
import { useFormatPrice } from '../../../lib/price-format';
import { basketItemCount, basketSubtotal, useBasket } from '../../../stores/basket-store';
import { openCartSheet } from '../../../stores/cart-sheet-store';
import { loadCartSheet } from '../lib/load-cart-sheet';

/**
 * The bar at the foot of a restaurant's menu on a phone or tablet, as in the apps customers know:
 * how many dishes, "View basket" and the total, one tap from the cart sheet. It is sticky inside
 * the menu, not fixed to the window, so at the end of the menu it rests there and never covers
 * the footer or the last dish. It shows only while the basket holds this restaurant's dishes;
 * from 1280 px the basket column takes its place.
 */
export function BasketBar({ restaurantId }: { restaurantId: number }) {
  const { t } = useTranslation('basket');
  const formatPrice = useFormatPrice();
  const lines = useBasket((s) => (s.restaurant?.id === restaurantId ? s.orders : undefined));
  if (!lines?.length) return null;
  const count = basketItemCount(lines);
  return (
    <div className="sticky bottom-0 z-20 -mx-4 mt-auto bg-gradient-to-t from-stone-50 via-stone-50/95 to-transparent px-4 pt-4 pb-[max(1rem,env(safe-area-inset-bottom))] sm:-mx-6 sm:px-6 xl:hidden">
      <button
        type="button"
        onClick={openCartSheet}
        onPointerEnter={() => void loadCartSheet()}
        className="flex min-h-14 w-full items-center gap-3 rounded-full bg-brand-700 px-4 text-left font-semibold text-white shadow-lg shadow-stone-900/20 hover:bg-brand-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700"
      >
        <span className="flex h-8 min-w-8 items-center justify-center rounded-full bg-white/20 px-2 tabular-nums">
          <span aria-hidden="true">{count}</span>
          <span className="sr-only">{t('itemCount', { count })}</span>
        </span>{' '}
        {/* The spaces keep the words apart in the button's name; a flex row ignores them. */}
        <span className="flex-1">{t('viewBasket')}</span> <span className="tabular-nums">{formatPrice(basketSubtotal(lines))}</span>
      </button>
    </div>
  );
}
