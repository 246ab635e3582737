import { expect, test, type Page } from '@playwright/test';
import { loginThroughUi } from '../support/auth';
import { DEMO, DESKTOP, MOBILE, expectAccessible, snap } from '../support/fixtures';

const WORDS = {
  en: { sortBy: 'Sort by', favourites: 'Your favourites', freeDelivery: 'Free delivery', heart: 'Favourite: ' },
  de: { sortBy: 'Sortieren nach', favourites: 'Deine Favoriten', freeDelivery: 'Kostenlose Lieferung', heart: 'Favorit: ' },
  fi: { sortBy: 'Järjestys', favourites: 'Suosikkisi', freeDelivery: 'Ilmainen toimitus', heart: 'Suosikki: ' },
} as const;

const FAVOURITES_ROW = 'section[aria-labelledby="favourites-heading"]';
const favouritesRow = (page: Page) => page.locator(FAVOURITES_ROW);
/** The texts of the main list's cards, by their name links (the favourites row has its own cards). */
const mainCards = (page: Page) =>
  page.evaluate(
    (row) =>
      Array.from(document.querySelectorAll('main h2 > a[href^="/details/menu/"]'))
        .filter((link) => !link.closest(row))
        .map((link) => link.closest('li')?.textContent ?? ''),
    FAVOURITES_ROW,
  );

/** Nothing wider than the screen (issue 25: no overflow at 375 px in any language). */
async function expectNoOverflow(page: Page) {
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
  expect(overflow).toBeLessThanOrEqual(0);
}

/**
 * Issue 25: the demo customer sorts and filters the list, the choice survives a reload, marks a
 * favourite with the heart on a card and removes it on the menu page; the Favourites row follows.
 */
test('sort, filter and favourite restaurants, kept over a reload, at 375 and 1280 px in en, de and fi', async ({ page }) => {
  test.setTimeout(180_000);
  await page.setViewportSize(MOBILE);
  await loginThroughUi(page, DEMO.USER.username, DEMO.USER.password);
  await expect(page).toHaveURL(/\/details$/);

  // The seeded favourites head the list.
  const row = favouritesRow(page);
  await expect(row.getByRole('link', { name: 'Grünzeug Vegan Kitchen' })).toBeVisible();
  await expect(row.getByRole('link', { name: 'Pizzeria Bella Rhein' })).toBeVisible();

  // Sort by delivery fee and keep only free delivery: Grünzeug delivers free to the demo address.
  await page.getByLabel('Sort by').selectOption('fee');
  await expect(page).toHaveURL(/sort=fee/);
  await page.getByRole('button', { name: 'Free delivery' }).click();
  await expect(page).toHaveURL(/free=1/);
  await expect.poll(async () => (await mainCards(page)).length).toBe(1);
  expect((await mainCards(page))[0]).toContain('Grünzeug Vegan Kitchen');
  expect((await mainCards(page))[0]).toContain('Delivery €0.00');
  await expectAccessible(page, 'restaurant list filtered (en, 375)');

  // A reload keeps the choice.
  await page.reload();
  await expect(page.getByLabel('Sort by')).toHaveValue('fee');
  await expect(page.getByRole('button', { name: 'Free delivery' })).toHaveAttribute('aria-pressed', 'true');
  await expect.poll(async () => (await mainCards(page)).length).toBe(1);

  // Back to every restaurant, by delivery fee, cheapest first.
  await page.getByRole('button', { name: 'Free delivery' }).click();
  await expect(page).not.toHaveURL(/free=1/);
  await expect.poll(async () => (await mainCards(page)).length).toBeGreaterThan(3);

  // Mark a restaurant that is no favourite yet with its card's heart.
  const name = 'Sakura Sushi Bar';
  const heart = page.getByRole('button', { name: `Favourite: ${name}` });
  await expect(heart.first()).toHaveAttribute('aria-pressed', 'false');
  await heart.first().click();
  await expect(row.getByRole('link', { name })).toBeVisible();
  await page.reload();
  await expect(page.getByRole('button', { name: `Favourite: ${name}` }).first()).toHaveAttribute('aria-pressed', 'true');
  await expectAccessible(page, 'restaurant list with a new favourite (en, 375)');

  // On its menu page the heart is pressed; pressing it there unmarks it.
  await row.getByRole('link', { name }).click();
  await expect(page).toHaveURL(/\/details\/menu\/\d+$/);
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
  const menuHeart = page.getByRole('button', { name: `Favourite: ${name}` });
  await expect(menuHeart).toHaveAttribute('aria-pressed', 'true');
  await expectAccessible(page, 'menu page with the heart (en, 375)');
  await menuHeart.click();
  await expect(menuHeart).toHaveAttribute('aria-pressed', 'false');
  await page.goBack();
  await expect(page).toHaveURL(/\/details\?sort=fee$/);
  await expect(page.getByLabel('Sort by')).toHaveValue('fee');
  await expect(favouritesRow(page).getByRole('link', { name })).toHaveCount(0);

  // Every language at both widths: the list with its choices and the favourites row.
  for (const lng of ['en', 'de', 'fi'] as const) {
    await page.evaluate((code) => localStorage.setItem('av.locale', code), lng);
    for (const size of [MOBILE, DESKTOP]) {
      await page.setViewportSize(size);
      await page.goto('/details?sort=rating&open=1');
      await expect(page.getByLabel(WORDS[lng].sortBy)).toHaveValue('rating');
      await expect(page.getByRole('button', { name: WORDS[lng].freeDelivery })).toBeVisible();
      await expect(page.getByRole('heading', { name: WORDS[lng].favourites })).toBeVisible();
      await expect(favouritesRow(page).getByRole('button', { name: `${WORDS[lng].heart}Grünzeug Vegan Kitchen` })).toHaveAttribute('aria-pressed', 'true');
      await expectNoOverflow(page);
      await expectAccessible(page, `restaurant list (${lng}, ${size.width})`);
      await snap(page, `restaurant-list-${lng}`);
    }
  }
  await page.evaluate(() => localStorage.setItem('av.locale', 'en'));
});
