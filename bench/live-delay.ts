import { randomUUID } from 'node:crypto';
import { loginSession } from './app-server';
import { demoBasket } from './place-order';

type Session = { token: string; csrf: string };

function headers(session: Session, json = true): Record<string, string> {
  return {
    authorization: `Bearer ${session.token}`,
    'x-xsrf-token': session.csrf,
    cookie: `XSRF-TOKEN=${session.csrf}`,
    ...(json ? { 'content-type': 'application/json' } : {}),
  };
}

async function call<T>(base: string, method: string, path: string, session: Session, body?: unknown): Promise<T> {
  const res = await fetch(`${base}/api${path}`, {
    method,
    headers: { ...headers(session, body !== undefined), ...(path.includes('make-order') ? { 'idempotency-key': randomUUID() } : {}) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  if (!res.ok) throw new Error(`${method} ${path}: ${res.status} ${await res.text()}`);
  return (await res.json()) as T;
}

/** The customer's event stream, read line by line; resolves waiters when their order event arrives. */
async function openStream(base: string, session: Session) {
  const { ticket } = await call<{ ticket: string }>(base, 'POST', '/events/ticket', session);
  const controller = new AbortController();
  const res = await fetch(`${base}/api/events?ticket=${encodeURIComponent(ticket)}`, { signal: controller.signal });
  if (!res.ok || !res.body) throw new Error(`event stream refused: ${res.status}`);
  const waiters: { orderId: number; status: string; resolve: (at: number) => void }[] = [];
  const reader = res.body.pipeThrough(new TextDecoderStream()).getReader();
  void (async () => {
    let buffer = '';
    for (;;) {
      const { value, done } = await reader.read().catch(() => ({ value: undefined, done: true }));
      if (done) return;
      buffer += value;
      let end: number;
      while ((end = buffer.indexOf('\n\n')) >= 0) {
        const block = buffer.slice(0, end);
        buffer = buffer.slice(end + 2);
        const data = /^data: (.*)$/m.exec(block)?.[1];
        if (!/^event: order$/m.test(block) || !data) continue;
        const event = JSON.parse(data) as { orderId: number; status: string };
        const at = performance.now();
        for (const w of waiters.filter((w) => w.orderId === event.orderId && w.status === event.status)) {
          waiters.splice(waiters.indexOf(w), 1);
          w.resolve(at);
        }
      }
    }
  })();
  return {
    waitFor: (orderId: number, status: string) => new Promise<number>((resolve) => waiters.push({ orderId, status, resolve })),
    close: () => controller.abort(),
  };
}

/** Places and pays an order as the demo customer, through the demo payment page's form. */
async function paidOrder(base: string, customer: Session, basket: unknown): Promise<number> {
  const order = await call<{ id: number }>(base, 'POST', '/order/make-order', customer, basket);
  const { redirectUrl } = await call<{ redirectUrl: string }>(base, 'POST', `/checkout?orderId=${order.id}`, customer);
  const pageUrl = new URL(redirectUrl, base);
  const html = await (await fetch(pageUrl)).text();
  const token = /name="token" value="([^"]+)"/.exec(html)?.[1];
  if (!token) throw new Error('the demo payment page has no form token');
  const paid = await fetch(`${pageUrl.toString().replace(/\/$/, '')}/pay`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ token }).toString(),
    redirect: 'manual',
  });
  if (paid.status >= 400) throw new Error(`demo payment failed: ${paid.status}`);
  return order.id;
}

/**
 * The live delay (issue 4): from the moment a courier's tap leaves the browser (PUT
 * /courier/order/{id}) to the moment the customer's event stream shows the new status, through
 * the database's NOTIFY, the event hub and SSE. Each round measures pickup and delivery.
 */
export async function liveDelay(base: string, rounds: number): Promise<number[]> {
  const customer = await loginSession(base, 'customer', 'Customer#2025demo');
  const kitchen = await loginSession(base, 'restaurant', 'Restaurant#2025demo');
  const courier = await loginSession(base, 'courier', 'Courier#2025demo');
  const { restaurantId } = await call<{ restaurantId: number }>(base, 'GET', '/active-user', kitchen);
  const basket = await demoBasket(base, customer, restaurantId);
  await call(base, 'PUT', '/courier/update?availability=true', courier);
  const stream = await openStream(base, customer);
  const samples: number[] = [];
  try {
    for (let round = 0; round < rounds; round++) {
      const orderId = await paidOrder(base, customer, basket);
      // Dispatch runs in the same transaction, so the order is the courier's when this returns.
      await call(base, 'PUT', `/restaurant/order/${orderId}?status=AWAITING_PICKUP`, kitchen);
      for (const status of ['READY_FOR_DELIVERY', 'DELIVERED']) {
        const seen = stream.waitFor(orderId, status);
        const tapped = performance.now();
        await call(base, 'PUT', `/courier/order/${orderId}?status=${status}`, courier);
        samples.push((await seen) - tapped);
      }
    }
  } finally {
    stream.close();
    await call(base, 'PUT', '/courier/update?availability=false', courier).catch(() => undefined);
  }
  return samples;
}
