import { expect, type Browser, type Page } from '@playwright/test';
import { placeOrder } from '../../support/api';
import { apiLogin, loginThroughUi } from '../../support/auth';
import { DEMO, DESKTOP, MOBILE, expectAccessible, snap, useLanguage } from '../../support/fixtures';

async function loggedIn(browser: Browser, who: keyof typeof DEMO, viewport = DESKTOP): Promise<Page> {
  const page = await (await browser.newContext({ viewport })).newPage();
  await loginThroughUi(page, DEMO[who].username, DEMO[who].password);
  await expect(page).toHaveURL(/\/(dashboard|details)/);
  return page;
}

/**
 * Issue 21's board: a paid order nobody in the kitchen answers turns up at risk live (the e2e
 * server shortens the step to 20 s), with the restaurant's phone; staff note their call and cancel
 * it with a reason. Then the restaurants' performance, their own and the staff's ranking.
 */
export async function operationsBoardJourney(browser: Browser) {
  const staff = await loggedIn(browser, 'SERVICE');
  const customer = await loggedIn(browser, 'USER', MOBILE);
  const kitchenToken = await apiLogin(customer, DEMO.RESTAURANT_ADMIN.username, DEMO.RESTAURANT_ADMIN.password);
  const { restaurantId } = await (await customer.request.get('/api/active-user', { headers: { authorization: `Bearer ${kitchenToken}` } })).json();

  await staff.goto('/dashboard/operations');
  await expect(staff.getByRole('heading', { name: 'Operations', level: 1 })).toBeVisible();
  const order = await placeOrder(customer, restaurantId);
  await customer.goto(order.redirectUrl);
  await customer.getByRole('button', { name: /^Pay / }).click();
  await expect(customer).toHaveURL(/\/details\/success/);

  // Live: first waiting for the kitchen, then at risk once nobody answered.
  await expect(staff.getByRole('table', { name: 'Awaiting acknowledgement' })).toContainText(order.orderNumber);
  const atRisk = staff.getByRole('table', { name: 'Orders at risk' });
  const row = atRisk.getByRole('row').filter({ hasText: order.orderNumber });
  await expect(row).toBeVisible({ timeout: 45_000 });
  await expect(row.getByRole('link', { name: /^Call Pizzeria Bella Rhein, / })).toHaveAttribute('href', /^tel:/);
  await row.getByRole('button', { name: 'Called the restaurant' }).click();
  await expect(row).toContainText(/Called by .+ at \d{1,2}:\d{2}/);
  await expectAccessible(staff, 'operations board');
  await snap(staff, 'board-1-at-risk');
  await staff.setViewportSize(MOBILE);
  await expect(row).toBeVisible();
  await snap(staff, 'board-1-at-risk');
  await staff.setViewportSize(DESKTOP);

  // In German and Finnish.
  for (const [lng, heading] of [
    ['de', 'Betrieb live'],
    ['fi', 'Operatiivinen näkymä'],
  ] as const) {
    await useLanguage(staff, lng);
    await staff.reload();
    await expect(staff.getByRole('heading', { name: heading, level: 1 })).toBeVisible();
    await expect(staff.locator('main')).not.toContainText(/\b(board|atRisk|stages)\.\w+/);
    await expectAccessible(staff, `operations board (${lng})`);
    await snap(staff, `board-2-${lng}`);
    await staff.setViewportSize(MOBILE);
    await snap(staff, `board-2-${lng}`);
    await staff.setViewportSize(DESKTOP);
  }
  await useLanguage(staff, 'en');
  await staff.reload();

  // Cancel and refund with a reason, from the board.
  await row.getByRole('button', { name: 'Cancel & refund' }).click();
  const cancel = staff.getByRole('dialog', { name: `Cancel order #${order.orderNumber} and refund it` });
  await cancel.getByRole('button', { name: 'Cancel and refund' }).click();
  await expect(cancel.getByText('Reason is a required field')).toBeVisible();
  await cancel.getByRole('radio', { name: 'The restaurant is too busy' }).check();
  await cancel.getByRole('button', { name: 'Cancel and refund' }).click();
  await expect(staff.getByText(`Order #${order.orderNumber} was cancelled and refunded.`).first()).toBeVisible();
  await expect(atRisk.getByRole('row').filter({ hasText: order.orderNumber })).toHaveCount(0);

  // Staff rank the restaurants; the kitchen reads its own figures.
  await staff.goto('/dashboard/restaurant-performance');
  await expect(staff.getByRole('table', { name: 'Restaurants by performance' })).toContainText('Pizzeria Bella Rhein');
  await expectAccessible(staff, 'restaurant ranking');
  await snap(staff, 'board-3-ranking');
  const kitchen = await loggedIn(browser, 'RESTAURANT_ADMIN', MOBILE);
  await kitchen.goto('/dashboard/performance');
  await expect(kitchen.getByRole('heading', { name: 'Performance', level: 1 })).toBeVisible();
  await expect(kitchen.getByText('Acceptance time (median)')).toBeVisible();
  await expectAccessible(kitchen, 'restaurant performance');
  await snap(kitchen, 'board-4-performance');
  for (const page of [staff, customer, kitchen]) await page.context().close();
}
