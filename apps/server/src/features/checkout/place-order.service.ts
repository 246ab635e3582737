import { ERROR_CATALOGUE, type Order, type makeOrderRequestSchema } from '@forkly/contracts';
import type { z } from 'zod';
import type { Order as OrderRow } from '../../db/schema/index';
import { AppError } from '../../lib/app-error';
import type { AccessClaims } from '../../lib/jwt';
import type { AppDeps } from '../../plugins/deps';
import { redeemCoupon } from '../coupons/coupons.service';
import { presentOrder } from '../orders/index';
import { idempotent } from '../../idempotency/idempotent';
import { insertPlacedOrder, readOrderBasis, writePlacedOrder } from './checkout.repo';
import { dueInKitchenAt } from './delivery-slots.service';
import { basketIds, quoteOrder } from './quote.service';

type MakeOrder = z.output<typeof makeOrderRequestSchema>;

/**
 * POST /order/make-order: the basket becomes a PENDING order at the server's prices. Everything
 * the restaurant needs is checked here (visible, not paused, open, in range, minimum order, its
 * own visible items); the coupon use is counted in the same transaction that stores the order.
 *
 * Fast on PostgreSQL (decision 021): two round trips. Every read is one statement, which also takes
 * the order's ids, so the answer is built here rather than read back; the order, its lines, its
 * history and its idempotency record are the other. Only a coupon needs a transaction.
 */
export async function makeOrder(deps: AppDeps, options: { caller: AccessClaims; order: MakeOrder; idempotencyKey?: string }): Promise<Order> {
  const { caller: who, order: input } = options;
  const call = { key: options.idempotencyKey, userId: who.userId, scope: 'make-order', request: input, replayFirst: false } as const;
  return idempotent<Order>(deps.db, call, async (_remember, recordOf) => {
    const now = new Date();
    // Routing and address lookup are slow: they run before any write (DESIGN.md section 6b).
    const reserved = await readOrderBasis(deps.db, {
      userId: who.userId,
      restaurantId: input.restaurantId,
      lineCount: input.lines.length,
      menuIds: basketIds(input.lines, 'menuId'),
      extraIds: basketIds(input.lines, 'extraId'),
    });
    const quote = await quoteOrder(deps, { caller: who, basket: input, reads: Promise.resolve(reserved), now });
    if (quote.couponRefusal) throw new AppError(quote.couponRefusal);
    // The chosen time names its field, so the checkout shows the refusal beside the slot picker.
    if (quote.orderRefusal === 'slotNotAvailable')
      throw new AppError('slotNotAvailable', { fields: { scheduledFor: ERROR_CATALOGUE.slotNotAvailable.message } });
    if (quote.orderRefusal) throw new AppError(quote.orderRefusal);
    // The account was removed while its token still ran.
    if (!reserved.customer) throw new AppError('unauthenticated');
    const { prices, restaurant, coupon } = quote;
    const address = input.deliveryAddress;
    const slot = input.scheduledFor === undefined ? null : new Date(input.scheduledFor);
    const order: OrderRow = {
      id: reserved.orderId,
      orderNumber: reserved.orderNumber,
      userId: who.userId,
      restaurantId: restaurant.id,
      courierId: null,
      status: 'PENDING',
      street: address.street,
      houseNumber: address.houseNumber,
      apartmentNr: address.apartmentNr ?? '',
      zip: address.zip,
      city: address.city,
      floor: address.floor ?? 0,
      latitude: quote.location.latitude,
      longitude: quote.location.longitude,
      note: input.note ?? '',
      promocode: coupon ? coupon.code : null,
      couponId: coupon?.id ?? null,
      subtotalCents: prices.subtotalCents,
      discountCents: prices.discountCents,
      deliveryFeeCents: prices.deliveryFeeCents,
      tipCents: prices.tipCents,
      totalCents: prices.totalCents,
      paymentProvider: null,
      paymentSessionId: null,
      paidAt: null,
      refundedAt: null,
      routeDistanceMeters: quote.routeMeters,
      acceptedAt: null,
      readyAt: null,
      readyPushedAt: null,
      scheduledFor: slot,
      kitchenDueAt: slot && dueInKitchenAt(restaurant, slot),
      promisedAt: null,
      estimatedDropoffAt: null,
      estimateCause: null,
      deliveredAt: null,
      tripId: null,
      tripStop: null,
      kitchenReadyAt: null,
      preparedAt: null,
      escalation: null,
      cancelReason: null,
      restaurantCalledAt: null,
      restaurantCalledBy: null,
      createdAt: now,
      updatedAt: now,
    };
    const lines = quote.lines.map((line, i) => ({ ...line, id: reserved.lineIds[i]!, orderId: order.id, createdAt: now }));
    const history = { orderId: order.id, fromStatus: null, toStatus: 'PENDING' as const, actorId: who.userId, reason: null, createdAt: now };
    // The quote found the restaurant taking orders (visible, not removed).
    const answer = presentOrder(
      {
        ...order,
        restaurant: { ...restaurant, removedAt: null },
        user: reserved.customer,
        courier: null,
        lines,
        history: [history],
        trip: null,
        estimates: [],
      },
      now,
    );
    const placed = { order, lines, history, idempotency: recordOf(answer) };
    if (!coupon) {
      await writePlacedOrder(deps.db, placed);
      return answer;
    }
    return deps.db.transaction(async (tx) => {
      await insertPlacedOrder(tx, placed);
      await redeemCoupon(tx, { couponId: coupon.id, orderId: order.id, userId: who.userId, now });
      return answer;
    });
  });
}
