import { expect, test, type Page } from '@playwright/test';
import { apiLogin, loginThroughUi } from '../../support/auth';
import { DEMO, DESKTOP, expectAccessible, snapBoth } from '../../support/fixtures';

/**
 * A seeded restaurant no other journey touches (never Pizzeria Bella Rhein, whose `restaurant` and
 * `branch` logins the other journeys use). Every demo restaurant logs in with the demo restaurant
 * password.
 */
const RESTAURANT = { name: 'Trattoria Mercatore', username: 'trattoria-mercatore', password: DEMO.RESTAURANT_ADMIN.password };

const sections = (page: Page) => page.getByRole('navigation', { name: 'Dashboard sections' });
const tabs = (page: Page) => page.getByRole('navigation', { name: 'Restaurant sections' });

/** A visitor chooses the demo customer's address on the landing page and lands on the restaurant list. */
async function visitorList(page: Page) {
  const demo = await apiLogin(page, DEMO.USER.username, DEMO.USER.password);
  const me = await page.request.get('/api/active-user', { headers: { authorization: `Bearer ${demo}` } });
  const { street, houseNumber } = ((await me.json()) as { credentials: { address: { street: string; houseNumber: string } } }).credentials.address;
  await page.context().clearCookies();
  await page.goto('/');
  await page.getByRole('combobox', { name: 'Delivery address' }).fill(`${street} ${houseNumber}`);
  await page.getByRole('option').first().click();
  await expect(page).toHaveURL(/\/details$/);
}

test.describe('staff administer restaurants', () => {
  test('admin walks a restaurant’s page, removes it, and customers no longer see it', async ({ page, browser }) => {
    test.setTimeout(180_000);
    // Before: a visitor with the demo address finds the restaurant, and its own login works.
    const visitor = await (await browser.newContext({ viewport: DESKTOP })).newPage();
    await visitorList(visitor);
    await expect(visitor.getByRole('link', { name: new RegExp(RESTAURANT.name) }).first()).toBeVisible();
    const kitchenToken = await apiLogin(visitor, RESTAURANT.username, RESTAURANT.password);

    await page.setViewportSize(DESKTOP);
    await loginThroughUi(page, DEMO.ADMIN.username, DEMO.ADMIN.password);
    await expect(page).toHaveURL(/\/dashboard$/);
    await sections(page).getByRole('link', { name: 'Restaurants' }).click();
    await expect(page.getByRole('heading', { name: 'Restaurants', level: 1 })).toBeVisible();
    const table = page.getByRole('table', { name: 'Restaurants' });
    await expect(table.getByRole('row').nth(1)).toBeVisible();
    await expectAccessible(page, 'restaurant list');
    await snapBoth(page, 'admin-restaurants-list');

    // A restaurant with a branch: staff choose branches to remove them together (not done here).
    await page.getByLabel('Name', { exact: true }).fill('Anatolia Grill');
    await table.getByRole('link', { name: 'Anatolia Grill', exact: true }).click();
    await expect(page.getByRole('heading', { name: 'Anatolia Grill', level: 1 })).toBeVisible();
    await page.getByRole('checkbox', { name: 'Choose Anatolia Grill Duissern' }).check();
    await expect(page.getByRole('button', { name: 'Remove 1 chosen' })).toBeEnabled();
    await expectAccessible(page, 'restaurant: branches chosen');
    await snapBoth(page, 'admin-restaurants-branches-chosen');
    await page.getByRole('link', { name: 'Back to restaurants' }).click();
    await expect(page.getByRole('heading', { name: 'Restaurants', level: 1 })).toBeVisible();

    // The filters live in the URL: hidden ones, branches, then the name.
    await page.getByLabel('Shown to customers').selectOption('false');
    await expect(page).toHaveURL(/visible=false/);
    await page.getByLabel('Shown to customers').selectOption('');
    await page.getByLabel('Name', { exact: true }).fill('Mercatore');
    await expect(page).toHaveURL(/name=Mercatore/);
    await expect(table.getByRole('row')).toHaveCount(2);
    await table.getByRole('link', { name: RESTAURANT.name, exact: true }).click();

    // Its page: the header with the switches, and the branches tab (it has none).
    await expect(page.getByRole('heading', { name: RESTAURANT.name, level: 1 })).toBeVisible();
    await expect(page.getByText('No branches yet.')).toBeVisible();
    await expectAccessible(page, 'restaurant: branches');
    await snapBoth(page, 'admin-restaurants-branches');

    for (const [tab, heading, shot] of [
      ['Menus', 'Menus', 'menus'],
      ['Extras', 'Extras', 'extras'],
      ['Coupons', 'Coupons', 'coupons'],
    ] as const) {
      await tabs(page).getByRole('link', { name: tab }).click();
      await expect(page.getByRole('heading', { name: heading, level: 2 })).toBeVisible();
      await expect(page.getByRole('table').or(page.getByText(/yet/)).first()).toBeVisible();
      await expectAccessible(page, `restaurant: ${tab}`);
      await snapBoth(page, `admin-restaurants-${shot}`);
    }
    // Staff add to this restaurant's menus without choosing it again.
    await tabs(page).getByRole('link', { name: 'Menus' }).click();
    await expect(page.getByRole('button', { name: 'Add menu' })).toBeEnabled();
    await expect(page.getByLabel('Restaurant', { exact: true })).toHaveCount(0);

    await page.getByRole('link', { name: 'Opening hours and delivery' }).click();
    await expect(page).toHaveURL(/\/settings$/);
    await expect(page.getByLabel('Delivery radius')).toBeVisible();
    await expectAccessible(page, 'restaurant: settings');
    await snapBoth(page, 'admin-restaurants-settings');

    // Hidden and visible again: the switch says so at once.
    const toggle = page.getByRole('switch', { name: `${RESTAURANT.name} visible to customers` });
    await toggle.click();
    await expect(page.getByText(`${RESTAURANT.name} is hidden from customers now.`).first()).toBeVisible();
    await expect(toggle).toHaveAttribute('aria-checked', 'false');
    await visitor.reload();
    await expect(visitor.getByRole('link', { name: /Pizzeria Bella Rhein/ }).first()).toBeVisible();
    await expect(visitor.getByRole('link', { name: new RegExp(RESTAURANT.name) })).toHaveCount(0);
    await toggle.click();
    await expect(toggle).toHaveAttribute('aria-checked', 'true');

    // Remove: the dialog names what follows; Cancel gives the focus back.
    const remove = page.getByRole('button', { name: 'Remove restaurant' });
    await remove.click();
    const dialog = page.getByRole('alertdialog', { name: `Remove ${RESTAURANT.name}?` });
    await expect(dialog).toContainText('Its login stops working');
    await expect(dialog).toContainText('Open orders not yet picked up are cancelled, and paid ones refunded.');
    await expectAccessible(page, 'remove restaurant dialog');
    await snapBoth(page, 'admin-restaurants-remove');
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await expect(dialog).toBeHidden();
    await expect(remove).toBeFocused();
    await remove.click();
    await dialog.getByRole('button', { name: 'Remove restaurant' }).click();
    await expect(page).toHaveURL(/\/dashboard\/restaurants$/);
    await expect(page.getByText(new RegExp(`${RESTAURANT.name} was removed`)).first()).toBeVisible();

    // Staff find it among the removed restaurants only.
    await page.getByLabel('Name', { exact: true }).fill('Mercatore');
    await expect(page.getByText('No restaurant matches these filters.')).toBeVisible();
    await page.getByLabel('Which restaurants').selectOption('true');
    await expect(table.getByRole('link', { name: RESTAURANT.name, exact: true })).toBeVisible();
    await expect(table.getByText('Removed', { exact: true })).toBeVisible();

    // Its login stopped: the old token is refused, a new login too.
    expect((await visitor.request.get('/api/active-user', { headers: { authorization: `Bearer ${kitchenToken}` } })).status()).toBe(401);
    await loginThroughUi(visitor, RESTAURANT.username, RESTAURANT.password);
    await expect(visitor.getByText('This account is disabled').first()).toBeVisible();

    // And the visitor's list no longer shows it.
    await visitorList(visitor);
    await expect(visitor.getByRole('link', { name: /Pizzeria Bella Rhein/ }).first()).toBeVisible();
    await expect(visitor.getByRole('link', { name: new RegExp(RESTAURANT.name) })).toHaveCount(0);
    await visitor.context().close();
  });

  for (const [code, title, filter] of [
    ['de', 'Restaurants', 'Für Kunden sichtbar'],
    ['fi', 'Ravintolat', 'Näkyy asiakkaille'],
  ] as const) {
    test(`the restaurant list in ${code}`, async ({ page }) => {
      await page.setViewportSize(DESKTOP);
      await loginThroughUi(page, DEMO.SERVICE.username, DEMO.SERVICE.password);
      await expect(page).toHaveURL(/\/dashboard$/);
      // The stored language is read when the app starts, as for a returning staff member.
      await page.evaluate((lng) => localStorage.setItem('av.locale', lng), code);
      await page.goto('/dashboard/restaurants');
      await expect(page.getByRole('heading', { name: title, level: 1 })).toBeVisible();
      await expect(page.getByLabel(filter)).toBeVisible();
      await expect(page.getByRole('table').getByRole('row').nth(1)).toBeVisible();
      await expectAccessible(page, `restaurant list (${code})`);
      await snapBoth(page, `admin-restaurants-list-${code}`);
    });
  }
});
