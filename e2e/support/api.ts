import { expect, type Page } from '@playwright/test';
import { randomUUID } from 'node:crypto';
import { apiLogin } from './auth';
import { DEMO } from './fixtures';

/** A JSON call as a script would make it: the bearer token and the CSRF header. */
export async function api<T = unknown>(
  page: Page,
  method: 'GET' | 'PUT' | 'POST' | 'DELETE',
  path: string,
  token: string,
  data?: unknown,
  headers: Record<string, string> = {},
): Promise<T> {
  await page.request.get('/api/csrf');
  const csrf = (await page.request.storageState()).cookies.find((c) => c.name === 'XSRF-TOKEN')?.value ?? '';
  const res = await page.request.fetch(`/api${path}`, { method, data, headers: { authorization: `Bearer ${token}`, 'x-xsrf-token': csrf, ...headers } });
  expect(res.ok(), `${method} ${path}: ${await res.text()}`).toBe(true);
  return (await res.json()) as T;
}

interface MenuItem {
  id: number;
  name: string;
  optionGroups: { required: boolean; options: { id: number }[] }[];
}

/**
 * The demo customer orders two dishes of a restaurant to their saved address and is sent to the
 * payment page, as checkout does. Returns the order and the payment page's address.
 */
export async function placeOrder(page: Page, restaurantId: number) {
  const token = await apiLogin(page, DEMO.USER.username, DEMO.USER.password);
  const me = await api<{ credentials: { address: Record<string, unknown> } }>(page, 'GET', '/active-user', token);
  const menus = await api<MenuItem[]>(page, 'GET', `/restaurant/menu/${restaurantId}`, token);
  const { street, houseNumber, zip, city } = me.credentials.address;
  // The first choice of every required group (decision 045): a demo pizza needs its size.
  const dish = menus[0]!;
  const options = dish.optionGroups.filter((group) => group.required).map((group) => group.options[0]!.id);
  const order = await api<{ id: number; orderNumber: string }>(
    page,
    'POST',
    '/order/make-order',
    token,
    { restaurantId, lines: [{ menuId: dish.id, quantity: 2, options }], deliveryAddress: { street, houseNumber, zip, city }, note: 'Ring twice' },
    { 'idempotency-key': randomUUID() },
  );
  const { redirectUrl } = await api<{ redirectUrl: string }>(page, 'POST', `/checkout?orderId=${order.id}`, token);
  return { ...order, redirectUrl, token };
}

/**
 * The demo kitchen rejects every paid order it has not answered (too busy, refunded in full).
 * Customer journeys pay orders nobody in the kitchen answers, and the missed-order cancel takes
 * 8 minutes: a journey about the kitchen's banner starts from a kitchen with nothing waiting.
 */
export async function rejectWaitingOrders(page: Page, kitchenToken: string) {
  const { orders } = await api<{ orders: { id: number }[] }>(page, 'GET', '/restaurant/waiting-orders', kitchenToken);
  for (const { id } of orders) await api(page, 'PUT', `/restaurant/order/${id}?status=CANCELLED&reason=tooBusy`, kitchenToken);
}
