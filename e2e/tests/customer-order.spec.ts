import { expect, test, type Page } from '@playwright/test';
import { apiLogin } from '../support/auth';
import { DEMO, MOBILE, expectAccessible, snap, chooseRequiredOptions } from '../support/fixtures';

interface MenuItem {
  id: number;
  name: string;
}

async function api(page: Page, method: 'GET' | 'PUT' | 'POST', path: string, token: string, data?: unknown) {
  const csrf = (await page.request.storageState()).cookies.find((c) => c.name === 'XSRF-TOKEN')?.value ?? '';
  const res = await page.request.fetch(`/api${path}`, { method, data, headers: { authorization: `Bearer ${token}`, 'x-xsrf-token': csrf } });
  expect(res.ok(), `${method} ${path}: ${await res.text()}`).toBe(true);
  return res.json();
}

test('a customer on a phone finds food by address, pays, watches the order arrive live and rates it', async ({ page }) => {
  test.setTimeout(180_000);
  await page.setViewportSize(MOBILE);

  // What the demo city knows: the customer's saved address and the demo restaurant's menu.
  const customerToken = await apiLogin(page, DEMO.USER.username, DEMO.USER.password);
  const me = await api(page, 'GET', '/active-user', customerToken);
  const { street, houseNumber } = me.credentials.address as { street: string; houseNumber: string };
  const restaurantToken = await apiLogin(page, DEMO.RESTAURANT_ADMIN.username, DEMO.RESTAURANT_ADMIN.password);
  const kitchen = await api(page, 'GET', '/active-user', restaurantToken);
  const restaurant = await api(page, 'GET', `/restaurant/${kitchen.restaurantId}`, restaurantToken);
  const menus = (await api(page, 'GET', `/restaurant/menu/${kitchen.restaurantId}`, restaurantToken)) as MenuItem[] | { results: MenuItem[] };
  const extras = (await api(page, 'GET', `/restaurant/extra/${kitchen.restaurantId}`, restaurantToken)) as MenuItem[] | { results: MenuItem[] };
  const menuList = Array.isArray(menus) ? menus : menus.results;
  const extraList = Array.isArray(extras) ? extras : extras.results;

  // Landing → type the address → pick the suggestion.
  await page.goto('/');
  await page.getByRole('combobox', { name: 'Delivery address' }).fill(`${street} ${houseNumber}`);
  await page.getByRole('option').first().click();
  await expect(page).toHaveURL(/\/details$/);
  await expectAccessible(page, 'restaurant list');
  await snap(page, 'journey-1-restaurants');

  // Restaurant list → menu.
  await page
    .getByRole('link', { name: new RegExp(restaurant.name) })
    .first()
    .click();
  await expect(page).toHaveURL(new RegExp(`/details/menu/${kitchen.restaurantId}$`));
  await expect(page.getByRole('heading', { level: 1 })).toContainText(restaurant.name);
  await expectAccessible(page, 'menu');
  await snap(page, 'journey-2-menu');

  // Two menu items and an extra, each its own basket line.
  for (const item of [menuList[0]!, menuList[1]!, extraList[0]!]) {
    await page
      .getByRole('button', { name: `Add ${item.name}` })
      .first()
      .click();
    await chooseRequiredOptions(page.getByRole('dialog'));
    await page
      .getByRole('dialog')
      .getByRole('button', { name: /^Add to basket/ })
      .click();
    await expect(page.getByRole('dialog')).toHaveCount(0);
  }
  await expect(page.getByRole('button', { name: /^Cart, 3 items$/ })).toBeVisible();

  // The cart sheet: edit the first line to two pieces.
  await page.getByRole('button', { name: /^Cart, 3 items$/ }).click();
  await expect(page.getByText('3 item(s)').first()).toBeVisible();
  await expectAccessible(page, 'cart sheet');
  await snap(page, 'journey-3-cart');
  await page.getByRole('button', { name: `Edit ${menuList[0]!.name}` }).click();
  await expect(page.getByRole('heading', { name: 'Edit Order' })).toBeVisible();
  await expect(page.getByText('Wanna change your order?')).toBeVisible();
  await page.getByRole('button', { name: 'Increase quantity' }).click();
  await snap(page, 'journey-4-edit-order');
  await page.getByRole('button', { name: /^Update Order/ }).click();
  await expect(page.getByText('4 item(s)').first()).toBeVisible();

  // Checkout asks a visitor to log in, then comes back.
  await page.getByRole('button', { name: 'Go to checkout' }).click();
  await expect(page).toHaveURL(/\/auth$/);
  await page.getByLabel('Username').fill(DEMO.USER.username);
  await page.getByLabel('Password', { exact: true }).fill(DEMO.USER.password);
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(page).toHaveURL(new RegExp(`/details/checkout/${kitchen.restaurantId}$`));
  await expect(page.getByRole('heading', { name: 'Order summary' })).toBeVisible();
  // When it would arrive, from the zone's dispatch plan (issue 24).
  await expect(page.getByText(/^Arrives around \d{1,2}:\d{2}/).first()).toBeVisible();

  // Promo code, then the server's prices.
  await page.getByLabel('Promo code').fill('PIZZA20');
  await page.getByRole('button', { name: 'Apply' }).click();
  await expect(page.getByText('PIZZA20 applied: 20% off')).toBeVisible();
  await expect(page.getByText(/Discount/).first()).toBeVisible();
  await expectAccessible(page, 'checkout');
  await snap(page, 'journey-5-checkout');

  // Pay on the demo payment page.
  await page.getByRole('button', { name: 'Place order and pay' }).click();
  await expect(page.getByRole('heading', { name: 'Demo payment: no money moves' })).toBeVisible();
  await snap(page, 'journey-6-demo-payment');
  await page.getByRole('button', { name: 'Pay' }).click();
  await expect(page).toHaveURL(/\/details\/success\?orderId=\d+/);
  await expect(page.getByRole('heading', { name: 'Thank you! Your order is paid' })).toBeVisible();
  await snap(page, 'journey-7-success');
  const orderId = Number(new URL(page.url()).searchParams.get('orderId'));

  // Follow the order while the kitchen and the courier move it on through their API paths. Each
  // step says what is true, with its time: nothing says "confirmed" before the kitchen did.
  await page.goto(`/details/user-profile/orders/${orderId}`);
  const progress = page.getByRole('region', { name: 'Progress' }).locator('[aria-live]').locator('p').first();
  await expect(progress).toHaveText(`Waiting for ${restaurant.name} to confirm`);
  await snap(page, 'journey-8-waiting-for-kitchen');
  await api(page, 'PUT', `/restaurant/order/${orderId}/accept`, restaurantToken, { readyInMinutes: 5 });
  await expect(progress).toHaveText(/^Being prepared, ready around \d{1,2}:\d{2}/);
  await expect(page.getByRole('region', { name: 'Delivery time' })).toContainText('Promised for');
  await snap(page, 'journey-8-confirmed');

  // A courier near the restaurant goes online; dispatch plans it to arrive as the food is ready.
  const courierToken = await apiLogin(page, DEMO.COURIER.username, DEMO.COURIER.password);
  await api(page, 'PUT', '/courier/update?availability=true', courierToken);
  await api(page, 'POST', '/courier/position', courierToken, { latitude: 51.4318, longitude: 6.7625 });
  await api(page, 'PUT', `/restaurant/order/${orderId}?status=AWAITING_PICKUP`, restaurantToken);
  await expect(progress).toHaveText(/^(Ready, waiting for a courier|Courier on the way to the restaurant|Courier at the restaurant)$/);
  let tripId = 0;
  await expect
    .poll(async () => (tripId = ((await api(page, 'GET', '/courier/trip', courierToken)).trip?.id as number | undefined) ?? 0), { timeout: 30_000 })
    .toBeGreaterThan(0);
  await expect(progress).toHaveText(/^Courier (on the way to|at) the restaurant$/);

  await api(page, 'PUT', `/courier/trip/${tripId}/pickup`, courierToken);
  await expect(progress).toHaveText('On the way to you');
  await snap(page, 'journey-9-on-the-way');
  await api(page, 'PUT', `/courier/order/${orderId}?status=DELIVERED`, courierToken);
  await expect(progress).toHaveText(/^Delivered at \d{1,2}:\d{2}/);
  await expect(page.getByText('Enjoy your meal!').first()).toBeVisible();

  // Rate the restaurant and the courier.
  await page
    .getByRole('group', { name: new RegExp(`The food from ${restaurant.name}`) })
    .getByRole('radio', { name: '5 stars' })
    .check({ force: true });
  await page.getByRole('group', { name: 'The delivery' }).getByRole('radio', { name: '4 stars' }).check({ force: true });
  await page.getByRole('button', { name: 'Send rating' }).click();
  await expect(page.getByText('Thank you for your rating!').first()).toBeVisible();
  await expectAccessible(page, 'order detail (rated)');
  await snap(page, 'journey-10-rated');
  await api(page, 'PUT', '/courier/update?availability=false', courierToken);
});
