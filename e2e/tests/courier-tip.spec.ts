import { expect, test } from '@playwright/test';
import { loginThroughUi } from '../support/auth';
import { DEMO, MOBILE, expectAccessible, snap, chooseRequiredOptions } from '../support/fixtures';

const WORDS = {
  en: { tips: 'Tip for your courier', row: 'Tip for the courier' },
  de: { tips: 'Trinkgeld für deinen Kurier', row: 'Trinkgeld für den Kurier' },
  fi: { tips: 'Tippi lähetillesi', row: 'Tippi lähetille' },
} as const;

/** "€2.50" as cents. */
const cents = (text: string) => Math.round(Number(text.replace(/[^\d.,]/g, '').replace(',', '.')) * 100);

/**
 * Issue 25: a customer on a phone tips the courier 15 %, sees it in the server's prices in en, de
 * and fi, and pays: the demo payment page charges the total with the tip, and the order page
 * shows the tip.
 */
test('tip the courier at checkout and pay the total with the tip', async ({ page }) => {
  test.setTimeout(120_000);
  await page.setViewportSize(MOBILE);
  await loginThroughUi(page, DEMO.USER.username, DEMO.USER.password);
  await expect(page).toHaveURL(/\/details$/);
  await page.locator('a[href^="/details/menu/"]').first().click();
  await page.getByRole('button', { name: /^Add / }).first().click();
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('button', { name: 'Increase quantity' }).click();
  await chooseRequiredOptions(page.getByRole('dialog'));
  await dialog.getByRole('button', { name: /Add to basket/ }).click();
  await page.getByRole('button', { name: /View basket/ }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Go to checkout' }).click();
  await expect(page).toHaveURL(/\/details\/checkout\/\d+$/);

  const summary = page.getByRole('region', { name: 'Order summary' });
  await expect(summary.getByText('Total', { exact: true })).toBeVisible();
  await page.getByRole('group', { name: WORDS.en.tips }).getByText('15%').click();
  const tipRow = summary.locator('div', { has: page.getByText(WORDS.en.row, { exact: true }) }).last();
  await expect(tipRow).toBeVisible();

  for (const lng of ['de', 'fi', 'en'] as const) {
    await page.evaluate((code) => localStorage.setItem('av.locale', code), lng);
    await page.reload();
    // The choice stays with the basket.
    await expect(page.getByRole('group', { name: WORDS[lng].tips }).getByRole('radio', { name: /^15/ })).toBeChecked();
    await expect(page.getByText(WORDS[lng].row, { exact: true })).toBeVisible();
    await expectAccessible(page, `checkout with a tip (${lng})`);
    await snap(page, `courier-tip-checkout-${lng}`);
  }

  const tip = cents((await tipRow.locator('dd').textContent())!);
  const total = cents(
    (await summary
      .locator('div', { has: page.getByText('Total', { exact: true }) })
      .last()
      .locator('dd')
      .textContent())!,
  );
  expect(tip).toBeGreaterThan(0);
  await page.getByRole('button', { name: 'Place order and pay' }).click();
  await expect(page.getByRole('heading', { name: 'Demo payment: no money moves' })).toBeVisible();
  await expect(page.getByText(new RegExp((total / 100).toFixed(2).replace('.', '[.,]'))).first()).toBeVisible();
  await page.getByRole('button', { name: /^Pay / }).click();
  await expect(page).toHaveURL(/\/details\/success\?orderId=\d+/);
  const orderId = new URL(page.url()).searchParams.get('orderId');
  await page.goto(`/details/user-profile/orders/${orderId}`);
  await expect(page.getByText(WORDS.en.row, { exact: true })).toBeVisible();
  await expectAccessible(page, 'order with a tip');
  await snap(page, 'courier-tip-order');
});
