import { test } from '@playwright/test';
import { restaurantScreens } from './dashboard-screens';
import { kitchenAndCourierJourney } from './kitchen-and-courier';
import { menuItemJourney } from './menu-item';

// These journeys share the demo restaurant and the demo courier, so they run one after another,
// and only after the other journeys (see the 'operations' project in playwright.config.ts).
test.describe.configure({ mode: 'serial' });

test('the kitchen gets a paid order live and marks it prepared; a courier swipes online, picks it up and delivers it; the customer follows along', async ({
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
