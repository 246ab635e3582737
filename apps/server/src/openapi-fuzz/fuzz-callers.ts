import type { Role } from '@forkly/contracts';
import { openSession } from '../features/auth/sessions.service';
import { DEFAULT_PASSWORD } from '../../test/factories';
import type { TestContext } from '../../test/helper';
import { createCoupon, createOpenRestaurant, NEAR_ADDRESS } from '../../test/order-factories';

/** Who sends a fuzzed request: a visitor, or one of DESIGN.md section 7's demo roles. */
export interface Caller {
  name: 'visitor' | Role;
  role?: Role;
  token?: string;
  userId?: number;
}

async function loginToken(ctx: TestContext, username: string): Promise<string> {
  const res = await ctx.request({ method: 'POST', url: '/api/system/auth/login', payload: { loginId: username, password: DEFAULT_PASSWORD } });
  if (res.statusCode !== 200) throw new Error(`login of ${username} failed: ${res.body}`);
  return res.json<{ access_token: string }>().access_token;
}

/**
 * Rows for the fuzzer to find (small ids): an open restaurant with dishes, a coupon, an order of
 * the customer with a support ticket, a partner request, and the demo roles logged in. Returns the callers, the visitor first.
 */
export async function seedWorld(ctx: TestContext): Promise<Caller[]> {
  const shop = await createOpenRestaurant(ctx.db);
  await createCoupon(ctx.db, { restaurantId: shop.restaurant.id });
  const callers: Caller[] = [{ name: 'visitor' }];
  for (const role of ['USER', 'COURIER', 'SERVICE', 'ADMIN'] as const) {
    const { token, userId } = await ctx.loginAs(role);
    callers.push({ name: role, role, token, userId });
  }
  callers.push({ name: 'RESTAURANT_ADMIN', role: 'RESTAURANT_ADMIN', token: await loginToken(ctx, shop.account.username), userId: shop.account.id });
  const customer = callers.find((c) => c.role === 'USER')!;
  const order = await ctx.request({
    method: 'POST',
    url: '/api/order/make-order',
    token: customer.token,
    payload: { restaurantId: shop.restaurant.id, lines: [{ menuId: shop.pasta.id, quantity: 1 }], deliveryAddress: NEAR_ADDRESS },
  });
  if (order.statusCode !== 201) throw new Error(`seed order failed: ${order.body}`);
  const ticket = await ctx.request({
    method: 'POST',
    url: '/api/ticket',
    token: customer.token,
    payload: { issuetype: 'order_issues', subject: 'Cold pasta', description: 'The pasta came cold.', orderId: order.json<{ id: number }>().id },
  });
  if (ticket.statusCode !== 201) throw new Error(`seed ticket failed: ${ticket.body}`);
  const partner = await ctx.request({
    method: 'POST',
    url: '/api/partner/restaurant/registration',
    payload: { fullname: 'Mia Partner', partnerName: 'Mia Pizza', email: 'mia.partner@example.test', phone: '+4920312345', address: NEAR_ADDRESS },
  });
  if (partner.statusCode !== 201) throw new Error(`seed partner request failed: ${partner.body}`);
  return callers;
}

/**
 * A fresh session of the caller's account, for an operation that ends the one it runs in. Opened
 * directly: the fuzzed login calls use up the attempts a login may take.
 */
export async function throwawaySession(ctx: TestContext, caller: Caller): Promise<Caller> {
  if (caller.userId === undefined || !caller.role) return caller;
  const tokens = await openSession(ctx.app.deps, { id: caller.userId, role: caller.role });
  return { ...caller, token: tokens.access_token };
}
