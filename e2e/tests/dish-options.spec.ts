import { expect, test } from '@playwright/test';
import { loginThroughUi } from '../support/auth';
import { DEMO, DESKTOP, MOBILE, expectAccessible, snap } from '../support/fixtures';
import { tabTo } from '../support/keyboard';

const WORDS = {
  en: { summary: 'Order summary', size: 'L (36 cm), without onions' },
  de: { summary: 'Bestellübersicht', size: 'L (36 cm), without onions' },
  fi: { summary: 'Tilauksen yhteenveto', size: 'L (36 cm), without onions' },
} as const;

/**
 * Issue 25, decision 045: at Pizzeria Bella Rhein a pizza asks for its size. Add is refused until
 * one is chosen; size L and "without onions" are then chosen with the keyboard alone, and the
 * choice follows the line into the basket, the server's price list and the order page.
 */
test('choose size L and "without onions": basket, checkout price and order page carry them', async ({ page }) => {
  test.setTimeout(180_000);
  await page.setViewportSize(DESKTOP);
  await loginThroughUi(page, DEMO.USER.username, DEMO.USER.password);
  await expect(page).toHaveURL(/\/details$/);
  await page
    .getByRole('link', { name: /Pizzeria Bella Rhein/ })
    .first()
    .click();
  await expect(page).toHaveURL(/\/details\/menu\/\d+$/);
  const menu = await (await page.request.get(`/api${new URL(page.url()).pathname.replace('/details/menu/', '/restaurant/menu/')}`)).json();
  const pizza = (menu as { name: string; price: number }[]).find((dish) => dish.name === 'Pizza Margherita')!;
  expect(pizza.price).toBe(8.5);

  // Add without a size: the dialog says what is missing, next to the group, and adds nothing.
  await page.getByRole('button', { name: 'Add Pizza Margherita' }).click();
  const dialog = page.getByRole('dialog', { name: 'Pizza Margherita' });
  await expect(dialog.getByRole('group', { name: /Size/ }).getByText('Required')).toBeVisible();
  await dialog.getByRole('button', { name: 'Add to basket · €8.50' }).click();
  await expect(dialog.getByRole('alert')).toHaveText('Choose an option in the group marked above first.');
  await expect(dialog.getByText('Choose an option for Size.')).toBeVisible();
  await expectAccessible(page, 'dish dialog asking for a size');
  await snap(page, 'dish-options-size-missing');
  await page.setViewportSize(MOBILE);
  await snap(page, 'dish-options-size-missing');
  await page.keyboard.press('Escape');
  await expect(dialog).toHaveCount(0);
  await page.setViewportSize(DESKTOP);

  // The keyboard alone: open the dish, L with the arrow keys, "without onions" with Space, two of it.
  await page.getByRole('button', { name: 'Add Pizza Margherita' }).focus();
  await page.keyboard.press('Enter');
  await expect(dialog).toBeVisible();
  await tabTo(page, /^input "S \(26 cm\)/, { max: 10 });
  await page.keyboard.press('Space');
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('ArrowDown');
  await expect(dialog.getByRole('radio', { name: /^L \(36 cm\)/ })).toBeChecked();
  await tabTo(page, /^input "without onions/, { max: 3 });
  await page.keyboard.press('Space');
  await expect(dialog.getByRole('checkbox', { name: /without onions/ })).toBeChecked();
  await tabTo(page, /^button "Increase quantity"/, { max: 6 });
  await page.keyboard.press('Enter');
  await tabTo(page, /Add to basket · €22\.00/, { max: 4 });
  await page.keyboard.press('Enter');
  await expect(dialog).toHaveCount(0);

  // The basket column (1280 px) holds the line with its options at €11.00 each.
  const column = page.getByRole('complementary');
  await expect(column.getByText(WORDS.en.size)).toBeVisible();
  await expect(column.getByText('€22.00').first()).toBeVisible();
  await snap(page, 'dish-options-basket');
  await column.getByRole('button', { name: 'Go to checkout' }).click();
  await expect(page).toHaveURL(/\/details\/checkout\/\d+$/);

  // The server's price list names the options and prices them, in every language.
  for (const lng of ['de', 'fi', 'en'] as const) {
    await page.evaluate((code) => localStorage.setItem('av.locale', code), lng);
    await page.reload();
    const summary = page.getByRole('region', { name: WORDS[lng].summary });
    await expect(summary.getByText(WORDS[lng].size)).toBeVisible();
    await expect(summary.getByText(/22[.,]00/).first()).toBeVisible();
    await expectAccessible(page, `checkout with dish options (${lng})`);
    await snap(page, `dish-options-checkout-${lng}`);
    await page.setViewportSize(MOBILE);
    await snap(page, `dish-options-checkout-${lng}`);
    await page.setViewportSize(DESKTOP);
  }

  await page.getByRole('button', { name: 'Place order and pay' }).click();
  await expect(page.getByRole('heading', { name: 'Demo payment: no money moves' })).toBeVisible();
  await expect(page.getByText('Pizza Margherita (L (36 cm), without onions)')).toBeVisible();
  await page.getByRole('button', { name: /^Pay / }).click();
  await expect(page).toHaveURL(/\/details\/success\?orderId=\d+/);
  const orderId = new URL(page.url()).searchParams.get('orderId');
  await page.goto(`/details/user-profile/orders/${orderId}`);
  await expect(page.getByText(WORDS.en.size)).toBeVisible();
  await expectAccessible(page, 'order with dish options');
  await snap(page, 'dish-options-order');
  await page.setViewportSize(MOBILE);
  await snap(page, 'dish-options-order');
});
