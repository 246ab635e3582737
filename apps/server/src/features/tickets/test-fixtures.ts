import type { Role } from '@forkly/contracts';
import { orders, ticketResponses } from '../../db/schema/index';
import { createRestaurant, createUser, DEFAULT_PASSWORD } from '../../../test/factories';
import type { TestContext } from '../../../test/helper';

/** Test helpers shared by the two ticket test files (not loaded by the app). */
export function ticketFixtures(ctx: () => TestContext) {
  const login = async (username: string) => {
    const res = await ctx().request({ method: 'POST', url: '/api/system/auth/login', payload: { loginId: username, password: DEFAULT_PASSWORD } });
    if (res.statusCode !== 200) throw new Error(`login failed: ${res.body}`);
    return res.json<{ access_token: string }>().access_token;
  };

  /** A restaurant (or a branch of `parentRestaurantId`) logged in as its account. */
  const loginRestaurant = async (parentRestaurantId?: number) => {
    const { restaurant, account } = await createRestaurant(ctx().db, parentRestaurantId ? { parentRestaurantId } : {});
    return { token: await login(account.username), userId: account.id, restaurantId: restaurant.id };
  };

  const order = async (values: { userId: number; restaurantId: number; courierId?: number }) => {
    const [row] = await ctx()
      .db.insert(orders)
      .values({
        ...values,
        status: 'DELIVERED',
        street: 'Königstraße',
        houseNumber: '1',
        zip: '47051',
        city: 'Duisburg',
        subtotalCents: 1500,
        deliveryFeeCents: 200,
        totalCents: 1700,
      })
      .returning({ id: orders.id, orderNumber: orders.orderNumber });
    return row!;
  };

  const body = (overrides: Record<string, unknown> = {}) => ({
    issuetype: 'order_issues',
    subject: 'Cold soup',
    description: 'Both soups arrived cold.',
    ...overrides,
  });

  const raise = async (token: string, overrides: Record<string, unknown> = {}) => {
    const res = await ctx().request({ method: 'POST', url: '/api/ticket', token, payload: body(overrides) });
    if (res.statusCode !== 201) throw new Error(`POST /ticket failed: ${res.body}`);
    return res.json<{ id: number; status: string }>();
  };

  const staff = async (role: Extract<Role, 'SERVICE' | 'ADMIN'> = 'SERVICE') => ctx().loginAs(role, { firstName: 'Sam', lastName: 'Support' });

  const addResponse = (ticketId: number, authorId: number, response = 'A note') => ctx().db.insert(ticketResponses).values({ ticketId, authorId, response });

  return { login, loginRestaurant, order, body, raise, staff, addResponse, createUser: (role: Role) => createUser(ctx().db, { role }) };
}
