import { ShoppingBag } from 'lucide-react';
import { lazy, Suspense, useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { loadCartSheet } from '../../features/basket';
import { useSession } from '../../lib/session';
import { useAuthStore } from '../../stores/auth-store';
import { basketItemCount, useBasket } from '../../stores/basket-store';
import { useCartSheet } from '../../stores/cart-sheet-store';

/** The cart side sheet and its dialogs load on first open: most pages never need them. */
const CartSheet = lazy(loadCartSheet);

/**
 * The header's cart button: it opens the cart side sheet (SPEC.md section 2), which says so when
 * the cart is empty. Staff do not order (the customer area is USER only), so a logged-in staff
 * member gets no cart button at all.
 */
export function CartButton({ onOpen }: { onOpen?: () => void }) {
  const { t } = useTranslation();
  const count = useBasket((s) => basketItemCount(s.orders));
  const loggedIn = useSession((s) => s.status === 'authenticated');
  const role = useAuthStore((s) => s.data.role);
  const staff = loggedIn && isStaff(role);
  const { open, mounted, setOpen } = useCartSheet();
  // The sheet belongs to the page it was opened on: a quick click on the basket column's checkout
  // while the sheet's code still loads would otherwise open it over the login page.
  const { pathname } = useLocation();
  useEffect(() => {
    useCartSheet.getState().setOpen(false);
  }, [pathname]);
  if (staff) return null;
  const label = count > 0 ? t('header.cart', { count }) : t('header.cartEmpty');
  const press = () => {
    if (onOpen) return onOpen();
    setOpen(true);
  };
  return (
    <>
      <button
        type="button"
        aria-label={label}
        title={label}
        aria-haspopup="dialog"
        onClick={press}
        // Start loading the sheet's code as soon as the pointer is on its way.
        onPointerEnter={() => void loadCartSheet()}
        className="relative inline-flex h-10 w-10 items-center justify-center rounded-full text-ink hover:bg-stone-100 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700"
      >
        <ShoppingBag className="h-5 w-5" aria-hidden="true" />
        {/* SPEC.md section 2: the red badge appears only when there is something in the cart. */}
        {count > 0 && (
          <span
            data-testid="cart-badge"
            aria-hidden="true"
            className="absolute -top-0.5 -right-0.5 flex h-5 min-w-5 items-center justify-center rounded-full bg-red-700 px-1 text-xs font-bold text-white"
          >
            {count > 99 ? '99+' : count}
          </span>
        )}
      </button>
      {mounted && (
        <Suspense fallback={null}>
          <CartSheet open={open} onOpenChange={setOpen} />
        </Suspense>
      )}
    </>
  );
}

/** The role remembered at login (auth-storage); unknown counts as a customer, who may order. */
function isStaff(role: string | undefined): boolean {
  return !!role && role !== 'USER';
}
