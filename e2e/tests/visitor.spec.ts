import { expect, test } from '@playwright/test';
import { DESKTOP, MOBILE, expectAccessible, snap } from '../support/fixtures';

const HEADLINES = {
  en: 'Your favourite food, delivered fast and safe.',
  de: 'Dein Lieblingsessen, schnell und sicher geliefert.',
  fi: 'Lempiruokasi',
} as const;
const LANGUAGE_ITEM = { en: 'English', de: 'Deutsch', fi: 'Suomi' } as const;

for (const viewport of [DESKTOP, MOBILE]) {
  test(`a visitor switches the landing page through en, de and fi at ${viewport.width} px`, async ({ page }) => {
    await page.setViewportSize(viewport);
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(HEADLINES.en);
    await expectAccessible(page, 'landing (en)');
    await snap(page, 'landing-en');

    for (const lng of ['de', 'fi', 'en'] as const) {
      await page.getByRole('button', { name: /^(EN|DE|FI), (Language|Sprache|Kieli):/ }).click();
      // Each language is offered in its own name, whatever the interface language is now.
      await page.getByRole('menuitemradio', { name: LANGUAGE_ITEM[lng], exact: true }).click();
      await expect(page.getByRole('heading', { level: 1 })).toContainText(HEADLINES[lng]);
      await expect(page.locator('html')).toHaveAttribute('lang', lng);
      expect(await page.evaluate(() => localStorage.getItem('av.locale'))).toBe(lng);
      if (lng !== 'en') {
        await expectAccessible(page, `landing (${lng})`);
        await snap(page, `landing-${lng}`);
      }
    }

    // The choice survives a reload: the stored preference is read at startup.
    await page.getByRole('button', { name: /^EN, Language: English$/ }).click();
    await page.getByRole('menuitemradio', { name: 'Deutsch', exact: true }).click();
    await page.reload();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(HEADLINES.de);
  });
}

test('the landing page has every section SPEC.md lists', async ({ page }) => {
  await page.goto('/');
  for (const text of [/fast and safe/i, /Join now/i, /Learn more/i, /demo/i, /courier/i, /how long does delivery take|delivery time/i, /illustrations/i]) {
    await expect(page.getByText(text).first()).toBeVisible();
  }
  await expect(page.getByRole('contentinfo')).toContainText('© 2025 Forkly');
});

test('unknown pages, the legal notice and guarded areas', async ({ page }) => {
  await page.goto('/no-such-page');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expectAccessible(page, 'not found');
  await snap(page, 'not-found');

  await page.goto('/legal');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expectAccessible(page, 'legal notice');

  // The customer area needs an address choice first; the dashboard needs a login.
  await page.goto('/details');
  await expect(page).toHaveURL(/\/$/);
  await page.goto('/dashboard');
  await expect(page).toHaveURL(/\/auth$/);
  await expectAccessible(page, 'login');
  await snap(page, 'login');
});
