import { expect, type Browser, type Page } from '@playwright/test';
import { api, placeOrder } from '../../support/api';
import { apiLogin, loginThroughUi } from '../../support/auth';
import { DEMO, DESKTOP, expectAccessible, snapBoth } from '../../support/fixtures';

/** Near the demo restaurant: where the courier's phone says it is. */
const COURIER_POSITION = { latitude: 51.4318, longitude: 6.7625 };

async function loggedIn(browser: Browser, who: keyof typeof DEMO, landing: RegExp): Promise<Page> {
  const located = who === 'COURIER' ? { geolocation: COURIER_POSITION, permissions: ['geolocation'] } : {};
  const page = await (await browser.newContext({ viewport: DESKTOP, ...located })).newPage();
  await loginThroughUi(page, DEMO[who].username, DEMO[who].password);
  await expect(page).toHaveURL(landing);
  return page;
}

/** Drags the go-online slider's thumb all the way to the right, as a finger would. */
async function swipeOnline(page: Page) {
  const thumb = page.getByRole('slider', { name: 'Exciting Opportunities near you' });
  const track = page.locator('[data-orientation="horizontal"]').filter({ has: thumb }).first();
  const from = (await thumb.boundingBox())!;
  const to = (await track.boundingBox())!;
  await page.mouse.move(from.x + from.width / 2, from.y + from.height / 2);
  await page.mouse.down();
  await page.mouse.move(to.x + to.width + 20, from.y + from.height / 2, { steps: 12 });
  await page.mouse.up();
}

/**
 * Issue 4's journey, with issue 24's dispatch: the kitchen gets a paid order live, accepts it with
 * a ready time and marks it prepared; a courier swipes online, gets it as a trip, sees the way
 * through it, confirms pickup and delivery; the customer's order page says each step without a reload.
 */
export async function kitchenAndCourierJourney(browser: Browser) {
  const courier = await loggedIn(browser, 'COURIER', /\/dashboard$/);
  const kitchen = await loggedIn(browser, 'RESTAURANT_ADMIN', /\/dashboard$/);
  const customer = await loggedIn(browser, 'USER', /\/details/);

  // The courier swipes online and waits for work. A retry starts offline too: the failed try may
  // have left the courier online.
  await api(courier, 'PUT', '/courier/update?availability=false', await apiLogin(courier, DEMO.COURIER.username, DEMO.COURIER.password));
  await courier.reload();
  await expect(courier.getByText('Swipe to go online')).toBeVisible();
  await snapBoth(courier, 'ops-courier-1-offline');
  await swipeOnline(courier);
  await expect(courier.getByText('Orders will be assigned to you')).toBeVisible();
  await expect(courier.getByText('Accept orders to earn')).toBeVisible();
  await expectAccessible(courier, 'courier panel, online');
  await snapBoth(courier, 'ops-courier-2-online');

  // The kitchen watches its order list; a click counts as the interaction browsers want before sound.
  await kitchen.goto('/dashboard/orders');
  await expect(kitchen.getByRole('heading', { name: 'Orders', level: 1 })).toBeVisible();
  await kitchen.getByRole('heading', { name: 'Orders', level: 1 }).click();

  // The customer orders and pays on the demo payment page.
  const kitchenUser = await api<{ restaurantId: number }>(
    kitchen,
    'GET',
    '/active-user',
    await apiLogin(kitchen, DEMO.RESTAURANT_ADMIN.username, DEMO.RESTAURANT_ADMIN.password),
  );
  const order = await placeOrder(customer, kitchenUser.restaurantId);
  await customer.goto(order.redirectUrl);
  await expect(customer.getByRole('heading', { name: 'Demo payment: no money moves' })).toBeVisible();
  await snapBoth(customer, 'ops-customer-1-payment');
  await customer.getByRole('button', { name: /^Pay / }).click();
  await expect(customer).toHaveURL(/\/details\/success/);
  await customer.goto(`/details/user-profile/orders/${order.id}`);
  const progress = customer.getByRole('region', { name: 'Progress' }).locator('[aria-live]').locator('p').first();
  await expect(progress).toHaveText(/^Waiting for .+ to confirm$/);

  // The paid order reaches the kitchen live, waiting for it; the kitchen accepts it with a ready
  // time, then marks it prepared.
  await expect(kitchen.getByText(new RegExp(`New order ${order.orderNumber} .* has arrived`)).first()).toBeVisible();
  await expect(kitchen.getByRole('button', { name: `View order ${order.orderNumber}` })).toBeVisible();
  await snapBoth(kitchen, 'ops-kitchen-1-new-order');
  await kitchen.getByRole('button', { name: `View order ${order.orderNumber}` }).click();
  const sheet = kitchen.getByRole('dialog');
  await expect(sheet.getByText('Ring twice')).toBeVisible();
  await expect(sheet.getByRole('group', { name: 'Accept this order' })).toBeVisible();
  await expectAccessible(kitchen, 'order detail');
  await snapBoth(kitchen, 'ops-kitchen-2-order-detail');
  await sheet.getByText('5 min', { exact: true }).click();
  await sheet.getByRole('button', { name: /^Accept · ready at / }).click();
  await expect(kitchen.getByText(/^Order accepted: ready around /).first()).toBeVisible();
  // The online courier may be sent at once, timed to arrive as the food is ready.
  await expect(progress).toHaveText(/^(Being prepared, ready around \d{1,2}:\d{2}(\s?[AP]M)?|Courier on the way to the restaurant)$/);
  await sheet.getByRole('button', { name: 'Mark as prepared' }).click();
  await expect(kitchen.getByText('Status updated successfully').first()).toBeVisible();
  await expect(progress).toHaveText(/^(Ready, waiting for a courier|Courier on the way to the restaurant|Courier at the restaurant)$/);

  // Dispatch gives it to the online courier as a trip, whose panel shows it live with the way through it.
  const pickup = courier.getByRole('group', { name: 'Orders to pick up' });
  await expect(pickup).toBeVisible({ timeout: 30_000 });
  await expect(pickup).toContainText(`1 order: ${order.orderNumber}`);
  await pickup.getByRole('radio').first().check();
  await expect(courier.getByRole('button', { name: 'Confirm pickup' })).toBeEnabled();
  await expect(courier.getByRole('region', { name: 'Drop-offs in order' })).toBeVisible();
  await expect(courier.getByLabel(/^Map of the way through this trip: 2 legs$/).first()).toBeVisible();
  await expect(courier.getByText('© OpenStreetMap contributors').first()).toBeVisible();
  await expect(courier.getByText('Loading the map…')).toHaveCount(0, { timeout: 20_000 });
  await expect(progress).toHaveText(/^Courier (on the way to|at) the restaurant$/);
  await expectAccessible(courier, 'courier pickup');
  await snapBoth(courier, 'ops-courier-3-pickup-route');
  await courier.getByRole('button', { name: 'Confirm pickup' }).click();
  await expect(progress).toHaveText('On the way to you');
  // The courier's reported position appears on the customer's live map.
  await expect(
    customer
      .getByRole('region', { name: /Map around your address/ })
      .or(customer.getByLabel(/Map around your address/))
      .first(),
  ).toBeVisible();
  await expect(customer.getByText('© OpenStreetMap contributors').first()).toBeVisible();
  await expect(customer.getByText('Loading the map…')).toHaveCount(0, { timeout: 20_000 });
  await snapBoth(customer, 'ops-customer-2-on-the-way');

  // Delivery.
  const deliveries = courier.getByRole('group', { name: 'Orders to deliver' });
  await expect(deliveries).toBeVisible();
  await deliveries.getByRole('radio').first().check();
  // ...and the delivery from the restaurant to the customer.
  await expect(courier.getByLabel(/^Map of the route from (?!your position).+ to /).first()).toBeVisible();
  await expect(courier.getByText('Loading the map…')).toHaveCount(0, { timeout: 20_000 });
  await snapBoth(courier, 'ops-courier-4-delivery');
  await courier.getByRole('button', { name: 'Confirm delivery' }).click();
  await expect(progress).toHaveText(/^Delivered at \d{1,2}:\d{2}/);
  await expect(courier.getByText('Orders will be assigned to you')).toBeVisible();
  await snapBoth(customer, 'ops-customer-3-delivered');

  // The kitchen's list shows the order delivered; the courier goes offline again.
  await kitchen.getByRole('button', { name: 'Close the order' }).click();
  await expect(kitchen.getByRole('row').filter({ hasText: order.orderNumber })).toContainText(/Delivered/i);
  await courier.getByRole('button', { name: 'Go offline' }).click();
  await expect(courier.getByText('Swipe to go online')).toBeVisible();
  for (const page of [courier, kitchen, customer]) await page.context().close();
}
