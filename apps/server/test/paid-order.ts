import { expect } from 'vitest';
import type { TestContext } from './helper';
import { NEAR_ADDRESS } from './order-factories';

/**
 * A customer's order placed and paid the way a browser does it (make-order, checkout, the demo
 * payment page's Pay), so everything payment sets off happens: dispatch's ready time and round, the
 * kitchen's escalation jobs, the receipt. Answers the order as make-order did.
 */
export async function placePaidOrder(
  ctx: TestContext,
  input: { token: string; restaurantId: number; menuIds: number[]; scheduledFor?: string },
): Promise<{ id: number; orderNumber: string; total: number }> {
  const placed = await ctx.request({
    method: 'POST',
    url: '/api/order/make-order',
    token: input.token,
    payload: {
      restaurantId: input.restaurantId,
      lines: input.menuIds.map((menuId) => ({ menuId, quantity: 1 })),
      deliveryAddress: NEAR_ADDRESS,
      scheduledFor: input.scheduledFor,
    },
  });
  expect(placed.statusCode, placed.body).toBe(201);
  const order = placed.json<{ id: number; orderNumber: string; total: number }>();
  const checkout = await ctx.request({ method: 'POST', url: `/api/checkout?orderId=${order.id}`, token: input.token });
  const { redirectUrl } = checkout.json<{ redirectUrl: string }>();
  const page = await ctx.app.inject({ method: 'GET', url: redirectUrl });
  const token = /name="token" value="([^"]+)"/.exec(page.body)?.[1] ?? '';
  const paid = await ctx.app.inject({
    method: 'POST',
    url: `${redirectUrl}/pay`,
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: new URLSearchParams({ token }).toString(),
  });
  expect(paid.statusCode).toBe(303);
  return order;
}
