import type { RejectionReason } from '@forkly/contracts';
import type { Tx } from '../client';
import { type OrderStatus, orderLines, orderStatusHistory, orders } from '../schema/orders';
import { ratings } from '../schema/ratings';
import { DEMO_ACCOUNTS, REGULAR_CUSTOMER } from './accounts';
import type { AddressBook } from './addresses';
import type { SeededCatalogue } from './restaurants';

const MINUTE = 60_000;
const DAY = 86_400_000;
/** Two weeks of a regular's orders at these kitchens (the demo pair first), a few a day. */
const KITCHENS: { username: string; perDay: number; missedOn: number[]; rejectedOn: [day: number, reason: RejectionReason][] }[] = [
  { username: 'restaurant', perDay: 3, missedOn: [3, 10], rejectedOn: [[6, 'tooBusy']] },
  { username: 'branch', perDay: 2, missedOn: [], rejectedOn: [[2, 'itemUnavailable']] },
  { username: 'burger-hafen', perDay: 2, missedOn: [1, 4, 8, 12], rejectedOn: [] },
  { username: 'sakura-sushi', perDay: 1, missedOn: [], rejectedOn: [[9, 'closing']] },
];

/** A small deterministic generator, so every fresh demo shows the same figures. */
function numbers(seed: number) {
  let state = seed;
  return (min: number, max: number) => {
    state = (state * 1_103_515_245 + 12_345) % 2_147_483_648;
    return min + (state % (max - min + 1));
  };
}

type Step = [from: OrderStatus | null, to: OrderStatus, actor: number | null, at: Date, reason: string | null];

/**
 * The kitchens' last two weeks (issue 21): orders from a regular customer, accepted after half a
 * minute to five, ready around the time the kitchen gave, a few missed or rejected, some rated. Not
 * the demo customer's, so their own order list stays short.
 */
export async function insertKitchenHistory(tx: Tx, users: Map<string, number>, cat: SeededCatalogue, now: Date, addresses: AddressBook): Promise<number> {
  const customerId = users.get(REGULAR_CUSTOMER)!;
  const demo = DEMO_ACCOUNTS.find((p) => p.role === 'USER')!;
  const home = addresses.get(demo.username) ?? demo.address!;
  const courierId = users.get('courier')!;
  let count = 0;
  for (const [k, kitchen] of KITCHENS.entries()) {
    const r = cat.restaurants.get(kitchen.username)!;
    const menu = cat.menus.get(r.id)!;
    const kitchenUser = users.get(kitchen.username)!;
    const random = numbers(k + 1);
    for (let day = 13; day >= 1; day--) {
      for (let i = 0; i < kitchen.perDay; i++) {
        const placed = new Date(now.getTime() - day * DAY - (i * 97 + random(0, 60)) * MINUTE);
        const at = (minutes: number) => new Date(placed.getTime() + minutes * MINUTE);
        const missed = i === 0 && kitchen.missedOn.includes(day);
        const rejection = i === 0 ? kitchen.rejectedOn.find(([d]) => d === day)?.[1] : undefined;
        const item = menu[random(0, menu.length - 1)]!;
        const quantity = random(1, 3);
        const subtotal = item.priceCents * quantity;
        const acceptAfter = random(30, 300) / 60;
        const prep = r.seed.preparationMinutes;
        const readyAt = at(acceptAfter + prep);
        const preparedAt = at(acceptAfter + prep + random(-3, 8));
        const delivered = !missed && !rejection;
        const [order] = await tx
          .insert(orders)
          .values({
            userId: customerId,
            restaurantId: r.id,
            courierId: delivered ? courierId : null,
            status: delivered ? 'DELIVERED' : 'CANCELLED',
            ...home,
            city: 'Duisburg',
            subtotalCents: subtotal,
            deliveryFeeCents: 199,
            totalCents: subtotal + 199,
            paymentProvider: 'demo',
            paymentSessionId: `demo_history_${k}_${day}_${i}`,
            paidAt: at(1),
            acceptedAt: delivered ? at(1 + acceptAfter) : rejection ? at(2) : null,
            readyAt: delivered ? readyAt : null,
            kitchenReadyAt: delivered ? readyAt : null,
            preparedAt: delivered ? preparedAt : null,
            promisedAt: delivered ? at(1 + prep + 25) : null,
            estimatedDropoffAt: delivered ? at(prep + 25 + random(-2, 6)) : null,
            deliveredAt: delivered ? at(prep + 25 + random(-2, 6)) : null,
            cancelReason: missed ? 'missed' : (rejection ?? null),
            refundedAt: delivered ? null : at(missed ? 9 : 3),
            createdAt: placed,
            updatedAt: at(delivered ? prep + 30 : 9),
          })
          .returning({ id: orders.id });
        const orderId = order!.id;
        await tx.insert(orderLines).values({ orderId, menuId: item.id, name: item.name, unitPriceCents: item.priceCents, quantity, createdAt: placed });
        const steps: Step[] = [
          [null, 'PENDING', customerId, placed, null],
          ['PENDING', 'CONFIRMED', null, at(1), 'payment received'],
          ...((delivered
            ? [
                ['CONFIRMED', 'AWAITING_PICKUP', kitchenUser, preparedAt, null],
                ['AWAITING_PICKUP', 'READY_FOR_DELIVERY', courierId, at(prep + 8), null],
                ['READY_FOR_DELIVERY', 'DELIVERED', courierId, at(prep + 26), null],
              ]
            : missed
              ? [['CONFIRMED', 'CANCELLED', null, at(9), 'not acknowledged by the kitchen in time, refund due']]
              : [['CONFIRMED', 'CANCELLED', kitchenUser, at(3), 'cancelled by the restaurant']]) as Step[]),
        ];
        await tx
          .insert(orderStatusHistory)
          .values(steps.map(([fromStatus, toStatus, actorId, createdAt, reason]) => ({ orderId, fromStatus, toStatus, actorId, reason, createdAt })));
        if (delivered && random(0, 9) < 4) {
          await tx
            .insert(ratings)
            .values({ orderId, userId: customerId, restaurantId: r.id, courierId, restaurantStars: random(3, 5), createdAt: at(prep + 90) });
        }
        count += 1;
      }
    }
  }
  return count;
}
