import { eq } from 'drizzle-orm';
import type { EscalationStep } from '@forkly/contracts';
import type { Tx } from '../../db/client';
import { orders, restaurants, users } from '../../db/schema/index';

/** The order an escalation step is about, locked, with its restaurant's account for the notice. */
export async function lockForEscalation(tx: Tx, orderId: number) {
  const [row] = await tx
    .select({
      id: orders.id,
      orderNumber: orders.orderNumber,
      status: orders.status,
      acceptedAt: orders.acceptedAt,
      escalation: orders.escalation,
      restaurantName: restaurants.name,
      restaurantEmail: restaurants.email,
      restaurantLocale: users.locale,
    })
    .from(orders)
    .innerJoin(restaurants, eq(restaurants.id, orders.restaurantId))
    .innerJoin(users, eq(users.id, restaurants.userId))
    .where(eq(orders.id, orderId))
    .for('update', { of: orders });
  return row;
}
export type EscalatingOrder = NonNullable<Awaited<ReturnType<typeof lockForEscalation>>>;

export async function setEscalation(tx: Tx, orderId: number, step: EscalationStep, now: Date) {
  await tx.update(orders).set({ escalation: step, updatedAt: now }).where(eq(orders.id, orderId));
}
