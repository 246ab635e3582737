import { eq } from 'drizzle-orm';
import { expect } from 'vitest';
import { orders } from '../src/db/schema/index';
import type { TestContext } from './helper';
import { NEAR_ADDRESS, type createOpenRestaurant } from './order-factories';

export type Shop = Awaited<ReturnType<typeof createOpenRestaurant>>;

/**
 * A paid order of 2 × Pasta Carbonara (12.90 €), 1 × Pizza Margherita (8.50 €) and 1 × Cola
 * (2.50 €), placed and paid on the demo page as a browser does it. Answers the order's detail.
 */
export async function paidOrderOfThreeLines(ctx: TestContext, shop: Shop, customer: { token: string }, input: { promocode?: string; pay?: boolean } = {}) {
  const placed = await ctx.request({
    method: 'POST',
    url: '/api/order/make-order',
    token: customer.token,
    payload: {
      restaurantId: shop.restaurant.id,
      lines: [
        { menuId: shop.pasta.id, quantity: 2 },
        { menuId: shop.pizza.id, quantity: 1 },
        { extraId: shop.cola.id, quantity: 1 },
      ],
      deliveryAddress: NEAR_ADDRESS,
      ...(input.promocode ? { promocode: input.promocode } : {}),
    },
  });
  expect(placed.statusCode, placed.body).toBe(201);
  const { id } = placed.json<{ id: number }>();
  if (input.pay !== false) {
    const { redirectUrl } = (await ctx.request({ method: 'POST', url: `/api/checkout?orderId=${id}`, token: customer.token })).json<{ redirectUrl: string }>();
    const page = await ctx.app.inject({ method: 'GET', url: redirectUrl });
    const token = /name="token" value="([^"]+)"/.exec(page.body)?.[1] ?? '';
    const paid = await ctx.app.inject({
      method: 'POST',
      url: `${redirectUrl}/pay`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams({ token }).toString(),
    });
    expect(paid.statusCode).toBe(303);
  }
  const detail = await ctx.request({ method: 'GET', url: `/api/order/${id}`, token: customer.token });
  return detail.json<OrderDetail>();
}

export interface OrderDetail {
  id: number;
  orderNumber: string;
  status: string;
  total: number;
  discount: number;
  refundable: number;
  lines: { id: number; name: string; quantity: number; price: number }[];
  refunds: {
    id: number;
    amount: number;
    reason: string;
    lines: { lineId: number; name: string; quantity: number; amount: number }[];
    refundedAt: string | null;
  }[];
}

/** The courier delivered it (the courier's path is tested elsewhere; here only the state matters). */
export async function markDelivered(ctx: TestContext, orderId: number) {
  await ctx.db.update(orders).set({ status: 'DELIVERED', deliveredAt: new Date() }).where(eq(orders.id, orderId));
}

export const lineNamed = (order: OrderDetail, name: string) => order.lines.find((line) => line.name === name)!;
