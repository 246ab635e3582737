import { expect, test } from '@playwright/test';
import { apiLogin } from '../support/auth';
import { DEMO, DESKTOP, MOBILE, expectAccessible, snap, chooseRequiredOptions } from '../support/fixtures';

/**
 * Issue 10: the address picked on the landing page is never silently replaced at checkout. The
 * customer picks a street (the list needs no house number), logs in at checkout, where their saved
 * address is the default: checkout names both, and asks for the house number to deliver to the
 * picked street, re-pricing the basket for it.
 */
test('checkout names the picked street beside the saved address, and delivers there in one step', async ({ page }) => {
  test.setTimeout(120_000);
  await page.setViewportSize(DESKTOP);
  const token = await apiLogin(page, DEMO.RESTAURANT_ADMIN.username, DEMO.RESTAURANT_ADMIN.password);
  const kitchen = (await (await page.request.get('/api/active-user', { headers: { authorization: `Bearer ${token}` } })).json()) as { restaurantId: number };
  const menu = (await (await page.request.get(`/api/restaurant/menu/${kitchen.restaurantId}`)).json()) as { name: string }[];
  // A street the demo restaurant delivers to, other than the customer's saved one: its own street.
  const restaurant = (await (await page.request.get(`/api/restaurant/${kitchen.restaurantId}`)).json()) as {
    address: { street: string; houseNumber: string; zip: string };
  };
  const { street, houseNumber, zip } = restaurant.address;

  await page.goto('/');
  await page.getByRole('combobox', { name: 'Delivery address' }).fill(street);
  await page.getByRole('option', { name: new RegExp(`^${street}\\s*${zip} Duisburg`) }).click();
  await expect(page).toHaveURL(/\/details$/);

  await page.goto(`/details/menu/${kitchen.restaurantId}`);
  await page
    .getByRole('button', { name: `Add ${menu[0]!.name}` })
    .first()
    .click();
  await chooseRequiredOptions(page.getByRole('dialog'));
  await page
    .getByRole('dialog')
    .getByRole('button', { name: /^Add to basket/ })
    .click();
  await page.getByRole('button', { name: /^Cart, 1 item/ }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Go to checkout' }).click();
  await page.getByLabel('Username').fill(DEMO.USER.username);
  await page.getByLabel('Password', { exact: true }).fill(DEMO.USER.password);
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(page).toHaveURL(new RegExp(`/details/checkout/${kitchen.restaurantId}$`));

  // Both addresses are named; the saved one is still the default (SPEC.md section 4).
  const notice = page.getByRole('status').filter({ hasText: `The restaurants were listed for ${street}, ${zip} Duisburg` });
  await expect(notice).toBeVisible();
  await expect(page.getByRole('radio', { name: /My address/ })).toBeChecked();
  const savedFee = await page
    .getByText(/^Delivery fee/)
    .first()
    .textContent();
  await expectAccessible(page, 'checkout naming both addresses');
  await snap(page, 'picked-address-1-both-named');
  await page.setViewportSize(MOBILE);
  await snap(page, 'picked-address-1-both-named');
  await page.setViewportSize(DESKTOP);

  // One step: the form opens on the picked street; the house number completes it.
  await notice.getByRole('button', { name: `Add the house number on ${street}` }).click();
  await expect(page.getByRole('textbox', { name: 'Street' })).toHaveValue(street);
  await expect(page.getByRole('textbox', { name: 'Zip code' })).toHaveValue(zip);
  await page.getByRole('textbox', { name: 'House number' }).fill(houseNumber);
  await page.getByRole('button', { name: 'Deliver here' }).click();
  await expect(notice).toHaveCount(0);
  await expect(page.getByRole('radio', { name: /Another address/ })).toBeChecked();
  // The server prices the picked street: the fee line names another distance.
  await expect
    .poll(async () =>
      page
        .getByText(/^Delivery fee/)
        .first()
        .textContent(),
    )
    .not.toBe(savedFee);
  await snap(page, 'picked-address-2-delivering-there');
});
