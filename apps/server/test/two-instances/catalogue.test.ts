import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_PASSWORD } from '../factories';
import { createOpenRestaurant, NEAR_ADDRESS } from '../order-factories';
import { startCluster, until, type Cluster, type Instance } from './cluster';

/** The catalogue cache on PostgreSQL, with two instances (issue 11, decision 020). */
let cluster: Cluster;
beforeAll(async () => {
  cluster = await startCluster([4620, 4621]);
});
afterAll(() => cluster?.close());

type MenuItem = { id: number; price: number };
const menuOf = async (via: Instance, restaurantId: number) => (await (await via.call(`/restaurant/menu/${restaurantId}`)).json()) as MenuItem[];

describe('two instances, one database: the catalogue cache', () => {
  it("a dish hidden on B disappears from A's menu within 1 s", async () => {
    const { a, b, db } = cluster;
    const shop = await createOpenRestaurant(db);
    const owner = await loginExisting(b, shop.account.username);
    // A has the menu in its cache, twice read.
    expect((await menuOf(a, shop.restaurant.id)).map((m) => m.id)).toContain(shop.pizza.id);
    expect((await menuOf(a, shop.restaurant.id)).map((m) => m.id)).toContain(shop.pizza.id);

    const hidden = Date.now();
    expect((await b.call(`/menu/${shop.pizza.id}/disable-visibility`, { method: 'POST', token: owner })).status).toBe(200);
    // B, which made the change, never serves the old menu again.
    expect((await menuOf(b, shop.restaurant.id)).map((m) => m.id)).not.toContain(shop.pizza.id);
    await until(async () => !(await menuOf(a, shop.restaurant.id)).some((m) => m.id === shop.pizza.id), 1000);
    expect(Date.now() - hidden).toBeLessThan(1000);
  });

  it('a price changed on B is never served stale to make-order on A, though A has the menu cached', async () => {
    const { a, b, db } = cluster;
    const shop = await createOpenRestaurant(db);
    const owner = await loginExisting(b, shop.account.username);
    const customer = await cluster.loginAs('USER');
    expect((await menuOf(a, shop.restaurant.id)).find((m) => m.id === shop.pasta.id)?.price).toBe(12.9);

    const changed = await b.call(`/menu/${shop.pasta.id}?name=Pasta%20Carbonara&price=14.5`, { method: 'PUT', token: owner });
    expect(changed.status).toBe(200);
    const basket = { restaurantId: shop.restaurant.id, lines: [{ menuId: shop.pasta.id, quantity: 1 }], deliveryAddress: NEAR_ADDRESS };
    const [onA, onB] = await Promise.all([a, b].map((via) => via.call('/order/make-order', { method: 'POST', token: customer.token, body: basket })));
    for (const res of [onA!, onB!]) {
      expect(res.status).toBe(201);
      expect(((await res.json()) as { subtotal: number }).subtotal).toBe(14.5);
    }
  });
});

/** Logs in an account the factories made (a restaurant's), with the default password. */
async function loginExisting(via: Instance, username: string): Promise<string> {
  const res = await via.call('/system/auth/login', { method: 'POST', ip: '10.9.0.1', body: { loginId: username, password: DEFAULT_PASSWORD } });
  if (res.status !== 200) throw new Error(`login failed: ${res.status}`);
  return ((await res.json()) as { access_token: string }).access_token;
}
