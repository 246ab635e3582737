import { useBasket } from '../../../stores/basket-store';
import { requestLines } from '../../basket';

interface ChangedLine {
  menuId: number | null;
  extraId: number | null;
}

const matches = (line: ChangedLine) => (basketLine: { menu?: { id: number }; extra?: { id: number } }) =>
  line.menuId !== null ? basketLine.menu?.id === line.menuId : basketLine.extra?.id === line.extraId;

/**
 * SPEC.md section 4: a line update or delete also updates the local cart. The basket's remembered
 * request follows, so checkout keeps paying this order rather than placing a new one.
 */
export function syncBasketLine(orderId: number, line: ChangedLine, quantity: number | null): void {
  const basket = useBasket.getState();
  if (basket.orderId !== orderId) return;
  const local = basket.orders.find(matches(line));
  if (local) {
    if (quantity === null) basket.removeItem(local.id);
    else basket.updateItem(local.id, { quantity });
  }
  const after = useBasket.getState();
  if (after.checkoutKey) {
    try {
      const request = JSON.parse(after.checkoutKey.request) as Record<string, unknown>;
      request.lines = requestLines(after.orders);
      after.setCheckoutKey({ ...after.checkoutKey, request: JSON.stringify(request) });
    } catch {
      after.setCheckoutKey(undefined);
    }
  }
}
