import type { PriceListRequest } from '@forkly/contracts';
import type { BasketLine } from '../../../stores/basket-store';

/** Basket lines as the API takes them: ids and quantities only, never prices (DESIGN.md section 6). */
export function requestLines(lines: BasketLine[]): PriceListRequest['lines'] {
  return lines.flatMap((line): PriceListRequest['lines'] => {
    if (line.menu) return [{ menuId: line.menu.id, quantity: line.quantity, ...(line.options?.length ? { options: line.options.map((o) => o.id) } : {}) }];
    if (line.extra) return [{ extraId: line.extra.id, quantity: line.quantity }];
    return [];
  });
}
