import { test } from '@playwright/test';
import { courierLiveJourney } from './courier-live';
import { restaurantScreens } from './dashboard-screens';
import { dispatchPromisesJourney } from './dispatch-promises';
import { kitchenAlertsJourney } from './kitchen-alerts';
import { kitchenAndCourierJourney } from './kitchen-and-courier';
import { menuItemJourney } from './menu-item';
import { operationsBoardJourney } from './operations-board';

// These journeys share the demo restaurant and the demo courier, so they run one after another,
// and only after the other journeys (see the 'operations' project in playwright.config.ts).
test.describe.configure({ mode: 'serial' });

test('the kitchen gets a paid order live, accepts it with a ready time and marks it prepared; a courier swipes online, gets it as a trip, picks it up and delivers it; the customer follows each step', async ({
  browser,
}) => {
  test.setTimeout(240_000);
  await kitchenAndCourierJourney(browser);
});

test('a restaurant admin adds a menu item with a picture, the customer sees it, the admin hides it and it is gone', async ({ browser }) => {
  test.setTimeout(180_000);
  await menuItemJourney(browser);
});

test("a restaurant admin's home, settings, coupons, branches and extras; a branch's and an admin's dashboard", async ({ browser }) => {
  test.setTimeout(180_000);
  await restaurantScreens(browser);
});

test('a customer sees when the order will arrive and the estimate move; a courier gets two orders as one trip with the time to leave; staff read the promises', async ({
  browser,
}) => {
  test.setTimeout(180_000);
  await dispatchPromisesJourney(browser);
});

test('a paid order rings the kitchen on a tablet until it is accepted by keyboard; a rejected one tells the customer why in their language', async ({
  browser,
}) => {
  test.setTimeout(180_000);
  await kitchenAlertsJourney(browser);
});

test('staff see an unanswered order turn up at risk live, note their call and cancel it with a reason; restaurants read their performance', async ({
  browser,
}) => {
  test.setTimeout(180_000);
  await operationsBoardJourney(browser);
});

test("staff set a courier offline and the courier's open panel shows it within a second, in en, de and fi; the Online now screen follows live", async ({
  browser,
}) => {
  test.setTimeout(180_000);
  await courierLiveJourney(browser);
});
