import { randomUUID } from 'node:crypto';
import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import { DURATION_SECONDS, type LoadResult } from './http-load';

const CONNECTIONS = 20;
/** Issue 11's lunch peak: 50 clients, each request a new order. */
const ORDER_CONNECTIONS = 50;
/**
 * Both order servers get the same load for this long before they are measured, the figures of
 * which are dropped. Measured from its start, the app spent its first seconds warming (the route
 * worker loading the map on the first order, the JIT, new PostgreSQL backends): at the same load,
 * 50 clients, 5 s measured after 2 s of warm-up gave 311-338 orders/s at 1.46 ms of server CPU
 * per order, after 8 s 898/s at 0.72 ms (decision 021). The bare reference has nothing to warm and
 * ran second, on a database already warm.
 */
const WARM_UP_SECONDS = 8;

interface Session {
  token: string;
  csrf: string;
}

/** A basket a demo customer would send: two dishes from a restaurant, to their own address. */
export async function demoBasket(base: string, session: Session, restaurantId: number) {
  const auth = { authorization: `Bearer ${session.token}` };
  const me = (await (await fetch(`${base}/api/active-user`, { headers: auth })).json()) as { credentials?: { address?: Record<string, unknown> } };
  const address = me.credentials?.address;
  if (!address) throw new Error('the demo customer has no saved address');
  const menu = (await (await fetch(`${base}/api/restaurant/menu/${restaurantId}`)).json()) as { id: number; optionGroups: { required: boolean }[] }[];
  // Dishes that ask for no choice (decision 045): the bare reference server writes plain lines.
  const menus = menu.filter((dish) => !dish.optionGroups.some((group) => group.required));
  if (menus.length < 2) throw new Error(`restaurant ${restaurantId} has fewer than two menu items`);
  return {
    restaurantId,
    lines: [
      { menuId: menus[0]!.id, quantity: 2 },
      { menuId: menus[1]!.id, quantity: 1 },
    ],
    deliveryAddress: {
      street: address.street,
      houseNumber: address.houseNumber,
      zip: address.zip,
      city: address.city,
    },
  };
}

function headers(session: Session) {
  return {
    authorization: `Bearer ${session.token}`,
    'content-type': 'application/json',
    'x-xsrf-token': session.csrf,
    cookie: `XSRF-TOKEN=${session.csrf}`,
  };
}

async function post(
  name: string,
  url: string,
  session: Session,
  body: unknown,
  eachWithNewKey: boolean,
  connections = CONNECTIONS,
  duration = DURATION_SECONDS,
): Promise<LoadResult> {
  const result = await autocannon({
    url,
    connections,
    duration,
    requests: [
      {
        method: 'POST',
        headers: headers(session),
        body: JSON.stringify(body),
        // Every order is a new one: a repeated Idempotency-Key would only replay the first answer.
        ...(eachWithNewKey ? { setupRequest: (request) => ({ ...request, headers: { ...request.headers, 'idempotency-key': randomUUID() } }) } : {}),
      },
    ],
  });
  return { name, requestsPerSecond: Math.round(result.requests.average), p99Ms: result.latency.p99, errors: result.errors, non2xx: result.non2xx };
}

/** POST /order/price-list as the demo customer (DESIGN.md section 6a). */
export async function priceListLoad(base: string, session: Session): Promise<LoadResult> {
  const basket = await demoBasket(base, session, 1);
  const check = await fetch(`${base}/api/order/price-list`, { method: 'POST', headers: headers(session), body: JSON.stringify(basket) });
  if (!check.ok) throw new Error(`price list refused: ${check.status} ${await check.text()}`);
  return post('POST /api/order/price-list', `${base}/api/order/price-list`, session, basket, false);
}

/**
 * make-order beside a bare node:http + pg server doing its writes (an order, two lines and the
 * idempotency key in one transaction) on the same database, both with 50 clients, each request a
 * new order with its own Idempotency-Key (issue 11). Each is warmed up with the same load first.
 */
export async function makeOrderLoad(base: string, session: Session, databaseUrl: string): Promise<{ makeOrder: LoadResult; reference: LoadResult }> {
  const basket = await demoBasket(base, session, 1);
  const me = (await (await fetch(`${base}/api/active-user`, { headers: { authorization: `Bearer ${session.token}` } })).json()) as { currentUserId: number };
  const body = { ...basket, note: 'bench' };
  const warmUp = (url: string) => post('warm-up', url, session, body, true, ORDER_CONNECTIONS, WARM_UP_SECONDS);
  await warmUp(`${base}/api/order/make-order`);
  const makeOrder = await post(
    `POST /api/order/make-order (new order each, ${ORDER_CONNECTIONS} clients)`,
    `${base}/api/order/make-order`,
    session,
    body,
    true,
    ORDER_CONNECTIONS,
  );
  const script = fileURLToPath(new URL('./order-reference-server.mjs', import.meta.url));
  const menus = basket.lines.map((line) => String(line.menuId));
  const child = spawn(process.execPath, [script, databaseUrl, String(me.currentUserId), String(basket.restaurantId), ...menus], {
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  try {
    const [line] = (await once(createInterface({ input: child.stdout! }), 'line')) as [string];
    await warmUp(`http://127.0.0.1:${Number(line)}/`);
    const reference = await post(
      `node:http + pg, same writes (${ORDER_CONNECTIONS} clients)`,
      `http://127.0.0.1:${Number(line)}/`,
      session,
      body,
      true,
      ORDER_CONNECTIONS,
    );
    return { makeOrder, reference };
  } finally {
    child.kill();
  }
}
