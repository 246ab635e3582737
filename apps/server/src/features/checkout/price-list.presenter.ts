import { ERROR_CATALOGUE, centsToEuro, type ErrorCode, type PriceList } from '@forkly/contracts';
import { presentChosenOptions } from '../orders/index';
import { estimateAround } from '../dispatch/delivery-estimate.service';
import type { Quote } from './quote.service';

const refusal = (code: ErrorCode) => ({ errorCode: code, message: ERROR_CATALOGUE[code].message });

/** POST /order/price-list's answer, in euro, with when the order would arrive if placed now. */
export function presentPriceList(quote: Quote, arrivesAt: Date | null): PriceList {
  const { prices } = quote;
  return {
    restaurantId: quote.restaurant.id,
    lines: quote.lines.map((line, i) => ({
      ...(line.menuId !== null ? { menuId: line.menuId } : { extraId: line.extraId! }),
      name: line.name,
      price: centsToEuro(line.unitPriceCents),
      quantity: line.quantity,
      lineTotal: centsToEuro(prices.lineTotalsCents[i]!),
      options: presentChosenOptions(line.options),
    })),
    subtotal: centsToEuro(prices.subtotalCents),
    discount: centsToEuro(prices.discountCents),
    deliveryFee: centsToEuro(prices.deliveryFeeCents),
    tip: centsToEuro(prices.tipCents),
    total: centsToEuro(prices.totalCents),
    ...(quote.coupon && !quote.couponRefusal && quote.coupon.percentage !== null ? { percentage: quote.coupon.percentage } : {}),
    ...(quote.couponRefusal ? { promocodeError: refusal(quote.couponRefusal) } : {}),
    minimumOrder: centsToEuro(quote.restaurant.minimumOrderCents),
    maximumOrder: centsToEuro(quote.restaurant.maximumOrderCents),
    distanceMeters: quote.routeMeters,
    ...(quote.orderRefusal ? { orderRefusal: refusal(quote.orderRefusal) } : {}),
    estimate: arrivesAt ? estimateAround(arrivesAt) : null,
  };
}
