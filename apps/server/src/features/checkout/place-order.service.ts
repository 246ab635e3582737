import type { Order, makeOrderRequestSchema } from '@forkly/contracts';
import type { z } from 'zod';
import { AppError } from '../../lib/app-error';
import type { AccessClaims } from '../../lib/jwt';
import type { AppDeps } from '../../plugins/deps';
import { redeemCoupon } from '../coupons/coupons.service';
import { orderDetail } from '../orders/orders.service';
import { idempotent } from '../../idempotency/idempotent';
import { insertOrder } from './checkout.repo';
import { quoteOrder } from './quote.service';

type MakeOrder = z.output<typeof makeOrderRequestSchema>;

/**
 * POST /order/make-order: the basket becomes a PENDING order at the server's prices. Everything
 * the restaurant needs is checked here (visible, not paused, open, in range, minimum order, its
 * own visible items); the coupon use is counted in the same transaction that stores the order.
 */
export async function makeOrder(deps: AppDeps, options: { caller: AccessClaims; order: MakeOrder; idempotencyKey?: string }): Promise<Order> {
  const { caller: who, order: input } = options;
  return idempotent<Order>(deps.db, { key: options.idempotencyKey, userId: who.userId, scope: 'make-order', request: input }, async (remember) => {
    const now = new Date();
    // Routing and address lookup are slow: they run before the transaction (DESIGN.md section 6b).
    const quote = await quoteOrder(deps, { ...input, userId: who.userId }, now);
    if (quote.couponRefusal) throw new AppError(quote.couponRefusal);
    if (quote.orderRefusal) throw new AppError(quote.orderRefusal);
    const { prices, restaurant } = quote;
    const address = input.deliveryAddress;
    return deps.db.transaction(async (tx) => {
      const order = await insertOrder(
        tx,
        {
          userId: who.userId,
          restaurantId: restaurant.id,
          street: address.street,
          houseNumber: address.houseNumber,
          apartmentNr: address.apartmentNr,
          zip: address.zip,
          city: address.city,
          floor: address.floor,
          latitude: quote.location.latitude,
          longitude: quote.location.longitude,
          note: input.note,
          promocode: quote.coupon ? quote.coupon.code : null,
          couponId: quote.coupon?.id ?? null,
          subtotalCents: prices.subtotalCents,
          discountCents: prices.discountCents,
          deliveryFeeCents: prices.deliveryFeeCents,
          totalCents: prices.totalCents,
          routeDistanceMeters: quote.routeMeters,
          createdAt: now,
          updatedAt: now,
        },
        quote.lines,
      );
      if (quote.coupon) await redeemCoupon(tx, { couponId: quote.coupon.id, orderId: order.id, userId: who.userId, now });
      const placed = await orderDetail(tx, order.id);
      await remember(tx, placed);
      return placed;
    });
  });
}
