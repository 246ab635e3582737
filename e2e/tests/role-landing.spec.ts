import { expect, test } from '@playwright/test';
import { loginThroughUi } from '../support/auth';
import { DEMO, MOBILE, expectAccessible, snap } from '../support/fixtures';

for (const role of ['ADMIN', 'SERVICE', 'RESTAURANT_ADMIN', 'RESTAURANT_BRANCH', 'COURIER'] as const) {
  test(`${role} lands on the dashboard after login`, async ({ page }) => {
    await loginThroughUi(page, DEMO[role].username, DEMO[role].password);
    await expect(page).toHaveURL(/\/dashboard$/);
    // One toast at a time: the kitchen's new-order toast may take the place of the login one when the
    // customer journey, running beside this one, pays an order at the demo restaurant just then.
    await expect(page.getByText(/Logged in successfully|New order .* has arrived/).first()).toBeVisible();
    await expect(page.getByRole('navigation').first()).toBeVisible();
    await expectAccessible(page, `dashboard (${role})`);
    await snap(page, `dashboard-${role.toLowerCase()}`);
  });
}

test('a customer lands on /details, then logs out to the landing page', async ({ page }) => {
  await page.setViewportSize(MOBILE);
  await loginThroughUi(page, DEMO.USER.username, DEMO.USER.password);
  await expect(page).toHaveURL(/\/details$/);
  await expect(page.getByText('Logged in successfully').first()).toBeVisible();
  await snap(page, 'customer-details');

  await page.getByRole('button', { name: /Log ?out/i }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByText('Logged out successfully').first()).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem('av'))).toBeNull();
  // Logged out, the dashboard asks for a login again.
  await page.goto('/dashboard');
  await expect(page).toHaveURL(/\/auth$/);
});

test('a wrong password shows the server message and changes nothing', async ({ page }) => {
  await loginThroughUi(page, DEMO.USER.username, 'Not-the-password-1!');
  await expect(page.getByRole('alert').filter({ hasText: 'Invalid username or password' })).toBeVisible();
  await expect(page).toHaveURL(/\/auth$/);
  expect(await page.evaluate(() => localStorage.getItem('av'))).toBeNull();
});
