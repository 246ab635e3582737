import { expect, test, type Page } from '@playwright/test';
import { loginThroughUi } from '../../support/auth';
import { DEMO, MOBILE } from '../../support/fixtures';

const scrollY = (page: Page) => page.evaluate(() => Math.round(window.scrollY));

/** Scrolls to the very bottom (the footer) and answers where the page came to rest. */
async function scrollToFooter(page: Page): Promise<number> {
  // Scrolled again while polling: a page that is still settling (its data arriving) may move.
  await expect
    .poll(async () => {
      await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
      return scrollY(page);
    })
    .toBeGreaterThan(300);
  return scrollY(page);
}

/**
 * Issue 10: on a phone, a dashboard URL loaded directly after scrolling another page opened at the
 * footer, because react-router kept both loaded pages' positions under one key. New pages start at
 * the top; back and forward find each page where it was left.
 */
test('at 375 px a dashboard URL typed after scrolling another page opens at the top; back and forward restore the positions', async ({ browser }) => {
  const page = await (await browser.newContext({ viewport: MOBILE })).newPage();
  await loginThroughUi(page, DEMO.SERVICE.username, DEMO.SERVICE.password);
  await expect(page).toHaveURL(/\/dashboard$/);

  // Another page, loaded directly and scrolled down to its footer.
  await page.goto('/');
  await expect(page.locator('footer')).toBeVisible();
  // The prerendered page is the visitor's: the app has taken over once it shows the account's header.
  await expect(page.getByRole('button', { name: 'Log out' })).toBeVisible();
  const landingY = await scrollToFooter(page);

  // The dashboard URL typed into the address bar opens at the top.
  await page.goto('/dashboard/profile-details');
  await expect(page.getByRole('heading', { name: 'Profile details', level: 1 })).toBeVisible();
  await expect(page.getByText('Personal details')).toBeVisible();
  await page.waitForTimeout(300);
  expect(await scrollY(page)).toBe(0);
  const profileY = await scrollToFooter(page);

  // Back finds the landing page where it was left, forward the profile.
  await page.goBack();
  await expect(page).toHaveURL(/\/$/);
  await expect.poll(() => scrollY(page)).toBeGreaterThan(landingY - 5);
  await page.goForward();
  await expect(page.getByRole('heading', { name: 'Profile details', level: 1 })).toBeVisible();
  await expect.poll(() => scrollY(page)).toBeGreaterThan(profileY - 5);

  // A page reached by a link inside the app starts at the top too.
  await page.getByRole('link', { name: 'Forkly home' }).first().click();
  await expect(page).toHaveURL(/\/$/);
  await expect.poll(() => scrollY(page)).toBe(0);
  await page.context().close();
});
