import { expect, test, type Page } from '@playwright/test';
import { apiLogin } from '../support/auth';
import { DEMO, MOBILE, expectAccessible, snap } from '../support/fixtures';

interface MenuItem {
  id: number;
  name: string;
}

async function api(page: Page, method: 'GET' | 'PUT', path: string, token: string) {
  const csrf = (await page.request.storageState()).cookies.find((c) => c.name === 'XSRF-TOKEN')?.value ?? '';
  const res = await page.request.fetch(`/api${path}`, { method, headers: { authorization: `Bearer ${token}`, 'x-xsrf-token': csrf } });
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
  await expect(page.getByRole('heading', { name: 'Thank you! Your order is confirmed' })).toBeVisible();
  await snap(page, 'journey-7-success');
  const orderId = Number(new URL(page.url()).searchParams.get('orderId'));

  // Follow the order while the kitchen and the courier move it on through their API paths.
  await page.goto(`/details/user-profile/orders/${orderId}`);
  const progress = page.getByText(/The restaurant is preparing your food|Ready, waiting for the courier|On its way to you|Delivered. Enjoy your meal!/).first();
  await expect(progress).toHaveText('The restaurant is preparing your food');
  await snap(page, 'journey-8-confirmed');
  const courierToken = await apiLogin(page, DEMO.COURIER.username, DEMO.COURIER.password);
  await api(page, 'PUT', '/courier/update?availability=true', courierToken);

  await api(page, 'PUT', `/restaurant/order/${orderId}?status=AWAITING_PICKUP`, restaurantToken);
  await expect(progress).toHaveText('Ready, waiting for the courier');
  const assigned = await api(page, 'GET', `/order/${orderId}`, courierToken);
  expect(assigned.status).toBe('AWAITING_PICKUP');

  await api(page, 'PUT', `/courier/order/${orderId}?status=READY_FOR_DELIVERY`, courierToken);
  await expect(progress).toHaveText('On its way to you');
  await snap(page, 'journey-9-on-the-way');
  await api(page, 'PUT', `/courier/order/${orderId}?status=DELIVERED`, courierToken);
  await expect(progress).toHaveText('Delivered. Enjoy your meal!');

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
