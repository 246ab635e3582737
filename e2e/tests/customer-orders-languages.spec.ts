import { expect, test } from '@playwright/test';
import { loginThroughUi } from '../support/auth';
import { DEMO, DESKTOP, expectAccessible, snapBoth } from '../support/fixtures';

/** The words of the shared status badge (components/ui/order-status-badge.tsx) in each language. */
const WORDS = {
  en: { title: 'My orders', delivered: 'Delivered', cancelled: 'Cancelled' },
  de: { title: 'Meine Bestellungen', delivered: 'Geliefert', cancelled: 'Storniert' },
  fi: { title: 'Tilaukseni', delivered: 'Toimitettu', cancelled: 'Peruttu' },
} as const;

test("the demo customer's orders and a cancelled order show their status in en, de and fi, at 375 px and on a desktop", async ({ page }) => {
  await page.setViewportSize(DESKTOP);
  await loginThroughUi(page, DEMO.USER.username, DEMO.USER.password);
  await expect(page).toHaveURL(/\/details$/);
  for (const [lng, words] of Object.entries(WORDS)) {
    await page.evaluate((code) => localStorage.setItem('av.locale', code), lng);
    await page.goto('/details/user-profile/orders');
    await expect(page.getByRole('heading', { level: 1, name: words.title })).toBeVisible();
    // The seeded history: delivered orders and a cancelled one (apps/server/src/db/seed/orders.ts).
    await expect(page.getByText(words.delivered, { exact: true }).first()).toBeVisible();
    const cancelled = page.getByRole('listitem').filter({ has: page.getByText(words.cancelled, { exact: true }) });
    await expect(cancelled.first()).toBeVisible();
    await expectAccessible(page, `customer orders (${lng})`);
    await snapBoth(page, `customer-orders-${lng}`);

    await cancelled.first().getByRole('link').last().click();
    await expect(page).toHaveURL(/\/details\/user-profile\/orders\/\d+$/);
    await expect(page.getByText(words.cancelled, { exact: true }).first()).toBeVisible();
    await expectAccessible(page, `cancelled order (${lng})`);
    await snapBoth(page, `customer-order-cancelled-${lng}`);
  }
});
