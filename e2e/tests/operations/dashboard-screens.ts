import { expect, type Browser, type Page } from '@playwright/test';
import { loginThroughUi } from '../../support/auth';
import { DEMO, DESKTOP, expectAccessible, snapBoth } from '../../support/fixtures';

async function dashboardAs(browser: Browser, who: keyof typeof DEMO): Promise<Page> {
  const page = await (await browser.newContext({ viewport: DESKTOP })).newPage();
  await loginThroughUi(page, DEMO[who].username, DEMO[who].password);
  await expect(page).toHaveURL(/\/dashboard$/);
  return page;
}

const sections = (page: Page) => page.getByRole('navigation', { name: 'Dashboard sections' });

/**
 * The restaurant screens of issue 4 that the two journeys do not pass: home overview, settings,
 * coupons, branches and extras for a restaurant admin; a branch's sidebar; the admin's overview.
 * Each is checked with axe and photographed at desktop and 375 px.
 */
export async function restaurantScreens(browser: Browser) {
  const kitchen = await dashboardAs(browser, 'RESTAURANT_ADMIN');
  await expect(kitchen.getByRole('heading', { name: 'Your orders' })).toBeVisible();
  await expectAccessible(kitchen, 'restaurant home');
  await snapBoth(kitchen, 'ops-screens-1-home');

  // Settings on the profile: a longer preparation time is saved.
  await sections(kitchen).getByRole('link', { name: 'Profile details' }).click();
  await expect(kitchen.getByRole('heading', { name: 'Opening hours and delivery' })).toBeVisible();
  await kitchen.getByLabel('Preparation time').fill('25');
  await kitchen.getByRole('button', { name: 'Save settings' }).click();
  await expect(kitchen.getByText('Settings saved. Customers see them now.').first()).toBeVisible();
  await expectAccessible(kitchen, 'restaurant settings');
  await snapBoth(kitchen, 'ops-screens-2-settings');

  // Coupons: the promotion form's messages, then a new code in the list.
  await sections(kitchen).getByRole('link', { name: 'Coupons' }).click();
  await kitchen.getByRole('button', { name: 'New coupon' }).click();
  await kitchen.getByRole('button', { name: 'Create coupon' }).click();
  await expect(kitchen.getByText('Name is required')).toBeVisible();
  await expect(kitchen.getByText('Percentage is required')).toBeVisible();
  await expect(kitchen.getByText('Description is required')).toBeVisible();
  const code = `SPRING${Date.now() % 10_000}`;
  await kitchen.getByLabel('Name', { exact: true }).fill(code);
  await kitchen.getByLabel('Percentage').fill('15');
  await kitchen.getByLabel('Description', { exact: true }).fill('Spring menu launch');
  await kitchen.getByRole('button', { name: 'Create coupon' }).click();
  await expect(kitchen.getByText(`Coupon ${code} created`).first()).toBeVisible();
  await expect(kitchen.getByRole('row').filter({ hasText: code })).toContainText('15');
  await expectAccessible(kitchen, 'coupons');
  await snapBoth(kitchen, 'ops-screens-3-coupons');

  // Branches and their add form.
  await sections(kitchen).getByRole('link', { name: 'Branches' }).click();
  await expect(kitchen.getByRole('heading', { name: 'Branches', level: 1 })).toBeVisible();
  await expect(kitchen.getByRole('table')).toBeVisible();
  await expectAccessible(kitchen, 'branches');
  await snapBoth(kitchen, 'ops-screens-4-branches');
  await kitchen.getByRole('button', { name: 'Add branch' }).click();
  await expect(kitchen.getByLabel('Restaurant name')).toBeVisible();
  await snapBoth(kitchen, 'ops-screens-5-add-branch');

  await sections(kitchen).getByRole('link', { name: 'Extras' }).click();
  await expect(kitchen.getByRole('heading', { name: 'Extras', level: 1 })).toBeVisible();
  await expect(kitchen.getByRole('table')).toBeVisible();
  await expectAccessible(kitchen, 'extras');
  await snapBoth(kitchen, 'ops-screens-6-extras');
  await kitchen.context().close();

  // A branch has neither coupons nor branches.
  const branch = await dashboardAs(browser, 'RESTAURANT_BRANCH');
  await expect(sections(branch).getByRole('link', { name: 'Menus' })).toBeVisible();
  await expect(sections(branch).getByRole('link', { name: 'Coupons' })).toHaveCount(0);
  await expect(sections(branch).getByRole('link', { name: 'Branches' })).toHaveCount(0);
  await snapBoth(branch, 'ops-screens-7-branch-home');
  await branch.context().close();

  // The admin's overview adds restaurant statistics.
  const admin = await dashboardAs(browser, 'ADMIN');
  await expect(admin.getByRole('heading', { name: 'Your orders' })).toBeVisible();
  await expectAccessible(admin, 'admin home');
  await snapBoth(admin, 'ops-screens-8-admin-home');
  await admin.context().close();
}
