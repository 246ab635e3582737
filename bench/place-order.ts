import { randomUUID } from 'node:crypto';
import autocannon from 'autocannon';
import { DURATION_SECONDS, type LoadResult } from './http-load';

const CONNECTIONS = 20;

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
  const menus = (await (await fetch(`${base}/api/restaurant/menu/${restaurantId}`)).json()) as { id: number }[];
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

async function post(name: string, url: string, session: Session, body: unknown, eachWithNewKey: boolean): Promise<LoadResult> {
  const result = await autocannon({
    url,
    connections: CONNECTIONS,
    duration: DURATION_SECONDS,
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

/** POST /order/price-list and POST /order/make-order as the demo customer (DESIGN.md section 6a). */
export async function placeOrderLoad(base: string, session: Session): Promise<LoadResult[]> {
  const basket = await demoBasket(base, session, 1);
  const check = await fetch(`${base}/api/order/price-list`, { method: 'POST', headers: headers(session), body: JSON.stringify(basket) });
  if (!check.ok) throw new Error(`price list refused: ${check.status} ${await check.text()}`);
  return [
    await post('POST /api/order/price-list', `${base}/api/order/price-list`, session, basket, false),
    await post('POST /api/order/make-order (new order each)', `${base}/api/order/make-order`, session, { ...basket, note: 'bench' }, true),
  ];
}
