import { expect, test, type Page } from '@playwright/test';
import { loginThroughUi } from '../../support/auth';
import { DEMO, DESKTOP, expectAccessible, snapBoth } from '../../support/fixtures';

const sections = (page: Page) => page.getByRole('navigation', { name: 'Dashboard sections' });

async function adminDashboard(page: Page) {
  await page.setViewportSize(DESKTOP);
  await loginThroughUi(page, DEMO.ADMIN.username, DEMO.ADMIN.password);
  await expect(page).toHaveURL(/\/dashboard$/);
}

test.describe('ADMIN reads the audit log and the mail outbox', () => {
  test('the audit log lists staff actions and narrows them; the outbox opens a mail and gives the focus back', async ({ page }) => {
    await adminDashboard(page);

    await sections(page).getByRole('link', { name: 'Audit log' }).click();
    await expect(page.getByRole('heading', { name: 'Audit log', level: 1 })).toBeVisible();
    const table = page.getByRole('table', { name: 'Audit log' });
    // The demo city's history: dispatch assigned its orders, staff worked on partner requests.
    await expect(table.getByRole('row').nth(1)).toBeVisible();
    await expectAccessible(page, 'audit log');
    await snapBoth(page, 'admin-audit');

    await page.getByLabel('Action', { exact: true }).selectOption({ label: 'Order assigned to a courier' });
    await expect(page).toHaveURL(/action=order\.assign/);
    await expect(table.getByRole('row').nth(1)).toContainText('Order assigned to a courier');
    await expect(table).not.toContainText('Partner request reviewed');

    await sections(page).getByRole('link', { name: 'Mail outbox' }).click();
    await expect(page.getByRole('heading', { name: 'Mail outbox', level: 1 })).toBeVisible();
    const read = page.getByRole('button', { name: /^Read “/ }).first();
    await expect(read).toBeVisible();
    await expectAccessible(page, 'mail outbox');
    await snapBoth(page, 'admin-outbox');

    // Keyboard alone: open a mail, close it with Escape, the focus is back on its Read button.
    await read.focus();
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog');
    await expect(dialog).toBeVisible();
    await expectAccessible(page, 'a mail');
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(read).toBeFocused();
  });

  test('the Jobs screen shows the background work and narrows it by state', async ({ page }) => {
    await adminDashboard(page);
    await sections(page).getByRole('link', { name: 'Jobs' }).click();
    await expect(page.getByRole('heading', { name: 'Jobs', level: 1 })).toBeVisible();
    // The sweep of unpaid orders is a recurring job: after each run it waits for the next minute.
    await expect(page.getByRole('table', { name: 'Jobs' })).toContainText('Cancel unpaid orders');
    await expectAccessible(page, 'jobs');
    await snapBoth(page, 'admin-jobs');
    await page.getByLabel('Show').selectOption({ label: 'Dead' });
    await expect(page).toHaveURL(/view=dead/);
    await expect(page.getByText('No jobs match this filter.')).toBeVisible();
  });

  for (const [code, title] of [
    ['de', 'Protokoll'],
    ['fi', 'Tapahtumaloki'],
  ] as const) {
    test(`the audit log in ${code}`, async ({ page }) => {
      await adminDashboard(page);
      // The stored language is read when the app starts, as for a returning admin.
      await page.evaluate((lng) => localStorage.setItem('av.locale', lng), code);
      await page.goto('/dashboard/audit');
      await expect(page.getByRole('heading', { name: title, level: 1 })).toBeVisible();
      await expectAccessible(page, `audit log (${code})`);
      await snapBoth(page, `admin-audit-${code}`);
    });
  }
});
