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

/**
 * The basket line a server refusal names by its request index (`lines.2.options`): the lines
 * `requestLines` sent, in order. Undefined when the refusal names no line's options.
 */
export function lineRefusedForOptions(lines: BasketLine[], fields: Record<string, string>): BasketLine | undefined {
  const index = Object.keys(fields)
    .map((key) => /^lines\.(\d+)\.options$/.exec(key)?.[1])
    .find((found) => found !== undefined);
  if (index === undefined) return undefined;
  return lines.filter((line) => line.menu || line.extra)[Number(index)];
}
