import { expect, type Browser } from '@playwright/test';
import { api } from '../../support/api';
import { apiLogin, loginThroughUi } from '../../support/auth';
import { DEMO, DESKTOP, expectAccessible, snapBoth } from '../../support/fixtures';
import { gradientPng } from '../../support/png';

/**
 * Issue 4's journey: a restaurant admin adds a menu item with a picture, the customer sees it on
 * the menu, the admin hides it and it is gone from the customer's menu.
 */
export async function menuItemJourney(browser: Browser) {
  const kitchen = await (await browser.newContext({ viewport: DESKTOP })).newPage();
  const customer = await (await browser.newContext({ viewport: DESKTOP })).newPage();
  await loginThroughUi(kitchen, DEMO.RESTAURANT_ADMIN.username, DEMO.RESTAURANT_ADMIN.password);
  await expect(kitchen).toHaveURL(/\/dashboard$/);
  await loginThroughUi(customer, DEMO.USER.username, DEMO.USER.password);
  await expect(customer).toHaveURL(/\/details/);
  const { restaurantId } = await api<{ restaurantId: number }>(
    kitchen,
    'GET',
    '/active-user',
    await apiLogin(kitchen, DEMO.RESTAURANT_ADMIN.username, DEMO.RESTAURANT_ADMIN.password),
  );
  const name = `Sunset Bowl ${Date.now() % 100_000}`;

  // The admin adds the dish with a picture.
  await kitchen.getByRole('link', { name: 'Menus' }).click();
  await expect(kitchen.getByRole('heading', { name: 'Menus', level: 1 })).toBeVisible();
  await expectAccessible(kitchen, 'menus list');
  await snapBoth(kitchen, 'ops-menus-1-list');
  await kitchen.getByRole('button', { name: 'Add menu' }).click();
  const dialog = kitchen.getByRole('dialog', { name: 'New menu' });
  await dialog.getByRole('button', { name: 'Add' }).click();
  await expect(dialog.getByText('Name is required')).toBeVisible();
  await expect(dialog.getByText('Price is required')).toBeVisible();
  await dialog.getByLabel('Name', { exact: true }).fill(name);
  await dialog.getByLabel('Description (optional)').fill('Rice, roasted squash, pickled onions and sesame.');
  await dialog.getByLabel('Price (€)').fill('11,90');
  await dialog.getByLabel('Category').fill('Bowls');
  await dialog.getByRole('checkbox', { name: 'Sesame' }).check();
  await dialog.getByLabel('Picture').setInputFiles({ name: 'bowl.png', mimeType: 'image/png', buffer: gradientPng(640, 480, [240, 140, 40], [120, 40, 20]) });
  await expect(dialog.getByRole('img', { name: 'Preview of the picture' })).toBeVisible();
  await expectAccessible(kitchen, 'new menu dialog');
  await snapBoth(kitchen, 'ops-menus-2-new-item');
  await dialog.getByRole('button', { name: 'Add' }).click();
  await expect(kitchen.getByText(`${name} is added.`).first()).toBeVisible();
  await expect(kitchen.getByRole('row').filter({ hasText: name })).toContainText('€11.90');

  // The customer sees it on the restaurant's menu, with its picture.
  await customer.goto(`/details/menu/${restaurantId}`);
  const dish = customer.getByRole('button', { name: `Add ${name}` });
  await expect(dish).toBeVisible();
  await dish.scrollIntoViewIfNeeded();
  await snapBoth(customer, 'ops-menus-3-customer-sees-it');

  // The admin hides it; the customer's menu no longer has it.
  await kitchen.getByRole('switch', { name: `${name} visible to customers` }).click();
  await expect(kitchen.getByText(`${name} is hidden from customers.`).first()).toBeVisible();
  await expect(kitchen.getByRole('switch', { name: `${name} visible to customers` })).toHaveAttribute('aria-checked', 'false');
  await snapBoth(kitchen, 'ops-menus-4-hidden');
  await customer.reload();
  await expect(customer.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(customer.getByRole('button', { name: `Add ${name}` })).toHaveCount(0);
  await snapBoth(customer, 'ops-menus-5-customer-without-it');
  for (const page of [kitchen, customer]) await page.context().close();
}
