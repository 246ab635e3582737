import { expect, type Browser, type Page } from '@playwright/test';
import { api, placeOrder } from '../../support/api';
import { apiLogin, loginThroughUi } from '../../support/auth';
import { DEMO, MOBILE, expectAccessible, snap } from '../../support/fixtures';

/** Near the demo restaurant: where the courier's phone says it is. */
const COURIER_POSITION = { latitude: 51.4318, longitude: 6.7625 };

interface Trip {
  id: number;
  stops: { id: number }[];
}

async function phone(browser: Browser, who: keyof typeof DEMO, landing: RegExp): Promise<Page> {
  const page = await (await browser.newContext({ viewport: MOBILE })).newPage();
  await loginThroughUi(page, DEMO[who].username, DEMO[who].password);
  await expect(page).toHaveURL(landing);
  return page;
}

/** The customer pays an order on the demo payment page, as the checkout sends them there. */
async function pay(customer: Page, redirectUrl: string) {
  await customer.goto(redirectUrl);
  await customer.getByRole('button', { name: /^Pay / }).click();
  await expect(customer).toHaveURL(/\/details\/success/);
}

/**
 * Issue 24's journey at 375 px: the customer sees when an order placed now would arrive, and a
 * live estimate that moves when the kitchen needs more time; the courier gets two orders of one
 * restaurant as one trip with the time to leave; staff read how well promises held.
 */
export async function dispatchPromisesJourney(browser: Browser) {
  const customer = await phone(browser, 'USER', /\/details/);
  const courier = await phone(browser, 'COURIER', /\/dashboard$/);
  const kitchenToken = await apiLogin(courier, DEMO.RESTAURANT_ADMIN.username, DEMO.RESTAURANT_ADMIN.password);
  const courierToken = await apiLogin(courier, DEMO.COURIER.username, DEMO.COURIER.password);
  const { restaurantId } = await api<{ restaurantId: number }>(courier, 'GET', '/active-user', kitchenToken);

  // Before ordering: the menu says when an order placed now would arrive.
  await customer.goto(`/details/menu/${restaurantId}`);
  await expect(customer.getByText(/^Arrives around \d{1,2}:\d{2}/).first()).toBeVisible();
  await snap(customer, 'dispatch-1-menu-arrives-around');

  // Two orders of the same restaurant, paid, and accepted by the kitchen with the same ready time.
  const first = await placeOrder(customer, restaurantId);
  await pay(customer, first.redirectUrl);
  const second = await placeOrder(customer, restaurantId);
  await pay(customer, second.redirectUrl);
  for (const order of [first, second]) await api(courier, 'PUT', `/restaurant/order/${order.id}/accept`, kitchenToken, { readyInMinutes: 5 });

  // The customer's page promises a time and shows the live estimate.
  await customer.goto(`/details/user-profile/orders/${first.id}`);
  const times = customer.getByRole('region', { name: 'Delivery time' });
  await expect(times).toContainText('Promised for');
  await expect(times).toContainText('Now expected');

  // A courier near the restaurant comes online and reports where it is: the round sends it for one
  // order, and the other joins its trip (at the latest the next round, a minute on), so the
  // courier picks both up at once; the panel says when to leave.
  await api(courier, 'PUT', '/courier/update?availability=true', courierToken);
  await api(courier, 'POST', '/courier/position', courierToken, COURIER_POSITION);
  await courier.reload();
  const pickup = courier.getByRole('group', { name: 'Orders to pick up' });
  await expect(pickup).toContainText(/2 orders: /, { timeout: 90_000 });
  await expect(pickup).toContainText(first.orderNumber);
  await expect(pickup).toContainText(second.orderNumber);
  await expect(pickup).toContainText(/Leave (now: be there around|at) \d{1,2}:\d{2}/);
  await pickup.getByRole('radio').check();
  await expect(courier.getByRole('region', { name: 'Drop-offs in order' })).toBeVisible();
  await expectAccessible(courier, 'courier trip of two orders');
  await snap(courier, 'dispatch-2-courier-bundle');

  // The kitchen needs more time for the first order: the customer's estimate moves live, with the reason.
  await api(courier, 'PUT', `/restaurant/order/${first.id}/ready-time`, kitchenToken, { readyInMinutes: 20 });
  await expect(times).toContainText('The kitchen needs more time');
  await expectAccessible(customer, 'order page with a moved estimate');
  await snap(customer, 'dispatch-3-estimate-moved');

  // Food prepared, picked up and delivered, whichever trips the orders ended up on.
  for (const order of [first, second]) await api(courier, 'PUT', `/restaurant/order/${order.id}?status=AWAITING_PICKUP`, kitchenToken);
  const delivered = new Set<number>();
  await expect
    .poll(
      async () => {
        const { trip } = await api<{ trip: Trip | null }>(courier, 'GET', '/courier/trip', courierToken);
        if (trip) {
          await api(courier, 'PUT', `/courier/trip/${trip.id}/pickup`, courierToken);
          for (const stop of trip.stops) {
            await api(courier, 'PUT', `/courier/order/${stop.id}?status=DELIVERED`, courierToken);
            delivered.add(stop.id);
          }
        }
        return delivered.size;
      },
      { timeout: 60_000, intervals: [1_000] },
    )
    .toBe(2);
  await api(courier, 'PUT', '/courier/update?availability=false', courierToken);

  // Staff read how well the promises held, per zone and per restaurant.
  const admin = await phone(browser, 'ADMIN', /\/dashboard/);
  await admin.goto('/dashboard/promises');
  await expect(admin.getByRole('heading', { name: 'Delivery promises', level: 1 })).toBeVisible();
  await expect(admin.getByRole('table').first()).toContainText(/\d+(\.\d)? ?%/);
  await expectAccessible(admin, 'delivery promises');
  await snap(admin, 'dispatch-4-staff-promises');
  for (const page of [customer, courier, admin]) await page.context().close();
}
