import { expect, test, type Page } from '@playwright/test';
import { loginThroughUi } from '../support/auth';
import { DEMO, DESKTOP, MOBILE, expectAccessible, snap, chooseRequiredOptions } from '../support/fixtures';

const WORDS = {
  en: { bar: /View basket/, column: 'Your basket', checkout: 'Go to checkout' },
  de: { bar: /Warenkorb ansehen/, column: 'Dein Warenkorb', checkout: 'Zur Kasse' },
  fi: { bar: /Näytä ostoskori/, column: 'Ostoskorisi', checkout: 'Siirry kassalle' },
} as const;

/** The first and the last box do not overlap. */
async function apart(page: Page, a: string, b: string) {
  const [first, second] = [await page.locator(a).boundingBox(), await page.locator(b).boundingBox()];
  expect(first && second).toBeTruthy();
  return first!.y + first!.height <= second!.y + 0.5 || second!.y + second!.height <= first!.y + 0.5;
}

/**
 * Issue 25: the basket stays in reach on a long menu. On a phone a bar at the menu's foot shows the
 * count, "View basket" and the total and opens the cart; at 1280 px a column beside the menu lists
 * the dishes with the way to checkout. The "added" toast is a row of the header: it covers neither.
 */
test('the basket bar on a phone and the basket column on a desktop, in en, de and fi', async ({ page }) => {
  test.setTimeout(120_000);
  await page.setViewportSize(MOBILE);
  await loginThroughUi(page, DEMO.USER.username, DEMO.USER.password);
  await expect(page).toHaveURL(/\/details$/);
  await page.locator('a[href^="/details/menu/"]').first().click();
  await expect(page).toHaveURL(/\/details\/menu\/\d+$/);
  const menuPath = new URL(page.url()).pathname;

  const bar = page.getByRole('button', { name: WORDS.en.bar });
  await expect(page.getByRole('button', { name: /^Add / }).first()).toBeVisible();
  await expect(bar).toHaveCount(0);
  await page.getByRole('button', { name: /^Add / }).first().click();
  await chooseRequiredOptions(page.getByRole('dialog'));
  await page
    .getByRole('dialog')
    .getByRole('button', { name: /Add to basket/ })
    .click();
  await expect(page.getByRole('dialog')).toHaveCount(0);

  // The bar shows the count and the total; the toast sits in the header, clear of the bar.
  await expect(bar).toBeVisible();
  await expect(bar).toContainText(/1.*View basket.*€/);
  const toast = page.getByRole('banner').getByText('It worked!');
  await expect(toast).toBeVisible();
  expect(await apart(page, 'header.sticky', 'main button:has-text("View basket")')).toBe(true);
  await expectAccessible(page, 'menu with the basket bar (en)');

  // The bar opens the cart sheet; Escape gives the focus back to the bar.
  await bar.click();
  await expect(page.getByRole('dialog')).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expect(bar).toBeFocused();

  // Scrolled to the end, the bar rests at the menu's foot: the footer stays free.
  await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
  expect(await apart(page, 'footer', 'main button:has-text("View basket")')).toBe(true);

  for (const lng of ['en', 'de', 'fi'] as const) {
    await page.evaluate((code) => localStorage.setItem('av.locale', code), lng);
    await page.setViewportSize(MOBILE);
    await page.goto(menuPath);
    await expect(page.getByRole('button', { name: WORDS[lng].bar })).toBeVisible();
    await expectAccessible(page, `basket bar (${lng})`);
    await snap(page, `basket-bar-${lng}`);

    await page.setViewportSize(DESKTOP);
    await expect(page.getByRole('button', { name: WORDS[lng].bar })).toBeHidden();
    const column = page.getByRole('complementary', { name: WORDS[lng].column });
    await expect(column).toBeVisible();
    await expect(column.getByRole('listitem')).toHaveCount(1);
    await expect(column.getByRole('button', { name: WORDS[lng].checkout })).toBeVisible();
    await expectAccessible(page, `basket column (${lng})`);
    await snap(page, `basket-column-${lng}`);
  }

  // The column's checkout button leads to checkout.
  await page.evaluate(() => localStorage.setItem('av.locale', 'en'));
  await page.goto(menuPath);
  await page.getByRole('complementary', { name: 'Your basket' }).getByRole('button', { name: 'Go to checkout' }).click();
  await expect(page).toHaveURL(/\/details\/checkout\/\d+$/);
});
