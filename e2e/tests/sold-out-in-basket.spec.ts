import { expect, test } from '@playwright/test';
import { apiLogin, csrfHeader, loginThroughUi } from '../support/auth';
import { DEMO, MOBILE, expectAccessible, snap, chooseRequiredOptions } from '../support/fixtures';

/** A demo restaurant no other journey orders from; every demo restaurant has the restaurant password. */
const KITCHEN = { name: 'Baan Thai', username: 'baan-thai', password: DEMO.RESTAURANT_ADMIN.password };

const SOLD_OUT = {
  en: { title: 'This dish has sold out. Remove it to order the rest.', badge: 'sold out' },
  de: { title: 'Dieses Gericht ist ausverkauft. Entfern es, um den Rest zu bestellen.', badge: 'ausverkauft' },
  fi: { title: 'Tämä ruoka on loppunut. Poista se, niin voit tilata loput.', badge: 'loppunut' },
} as const;

/**
 * Issue 25: a dish sells out while it sits in the basket. The kitchen hides it; the open checkout
 * names it (its regular refresh, no reload), blocks the order, and one tap on Remove lets the
 * customer order the rest. The same words in de and fi, at 375 px, with axe.
 */
test('a dish sells out while it is in the basket: checkout names it, blocks ordering and removes it in one tap', async ({ page }) => {
  test.setTimeout(120_000);
  await page.setViewportSize(MOBILE);
  await loginThroughUi(page, DEMO.USER.username, DEMO.USER.password);
  await expect(page).toHaveURL(/\/details$/);
  await page
    .getByRole('link', { name: new RegExp(KITCHEN.name) })
    .first()
    .click();
  await expect(page).toHaveURL(/\/details\/menu\/\d+$/);
  const restaurantId = Number(page.url().split('/').pop());
  const dishes = (await (await page.request.get(`/api/restaurant/menu/${restaurantId}`)).json()) as { id: number; name: string }[];
  const [staple, special] = [dishes[0]!, dishes.at(-1)!];

  // Three of the first dish (well over the minimum order) and one of the last.
  await page.getByRole('button', { name: `Add ${staple.name}` }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('button', { name: 'Increase quantity' }).click();
  await dialog.getByRole('button', { name: 'Increase quantity' }).click();
  await chooseRequiredOptions(page.getByRole('dialog'));
  await dialog.getByRole('button', { name: /Add to basket/ }).click();
  await expect(dialog).toHaveCount(0);
  await page.getByRole('button', { name: `Add ${special.name}` }).click();
  await chooseRequiredOptions(page.getByRole('dialog'));
  await page
    .getByRole('dialog')
    .getByRole('button', { name: /Add to basket/ })
    .click();
  await page.getByRole('button', { name: /View basket/ }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Go to checkout' }).click();
  await expect(page).toHaveURL(/\/details\/checkout\/\d+$/);
  const placeOrder = page.getByRole('button', { name: 'Place order and pay' });
  await expect(placeOrder).toBeEnabled();

  const kitchen = await apiLogin(page, KITCHEN.username, KITCHEN.password);
  const headers = { authorization: `Bearer ${kitchen}`, ...(await csrfHeader(page)) };
  try {
    expect((await page.request.post(`/api/menu/${special.id}/disable-visibility`, { headers })).ok()).toBe(true);
    // No reload: the open checkout hears it over the event stream, well before its 20 s refresh.
    const alert = page.getByRole('alert').filter({ hasText: SOLD_OUT.en.title });
    await expect(alert).toBeVisible({ timeout: 5_000 });
    await expect(alert).toContainText(`${special.name} · ${SOLD_OUT.en.badge}`);
    await expect(placeOrder).toBeDisabled();

    for (const lng of ['de', 'fi'] as const) {
      await page.evaluate((code) => localStorage.setItem('av.locale', code), lng);
      await page.reload();
      await expect(page.getByRole('alert').filter({ hasText: SOLD_OUT[lng].title })).toContainText(`${special.name} · ${SOLD_OUT[lng].badge}`);
      await expectAccessible(page, `checkout with a sold-out dish (${lng})`);
      await snap(page, `sold-out-checkout-${lng}`);
    }
    await page.evaluate(() => localStorage.setItem('av.locale', 'en'));
    await page.reload();

    // The cart says it too, with the same one-tap Remove.
    await page.getByRole('button', { name: /^Cart, \d+ items?/ }).click();
    await expect(page.getByRole('dialog').getByRole('alert')).toContainText(`${special.name} · ${SOLD_OUT.en.badge}`);
    await expectAccessible(page, 'cart with a sold-out dish (en)');
    await snap(page, 'sold-out-cart-en');
    await page
      .getByRole('dialog')
      .getByRole('button', { name: `Remove ${special.name}` })
      .click();
    await page.keyboard.press('Escape');
    await expect(page.getByRole('alert').filter({ hasText: SOLD_OUT.en.title })).toHaveCount(0);
    await expect(placeOrder).toBeEnabled();
  } finally {
    await page.request.post(`/api/menu/${special.id}/enable-visibility`, { headers });
  }
});
