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

    // Issue 22: every entry reads as a sentence with names, never a raw key or a bare id.
    await page.getByLabel('Action', { exact: true }).selectOption({ label: 'Order assigned to a courier' });
    await expect(page).toHaveURL(/action=order\.assign/);
    await expect(table.getByRole('row').nth(1)).toContainText(/System gave order #\S+ to \S+/);
    await expect(table).not.toContainText('order.assign');
    await expect(table).not.toContainText('courierId');
    await page.getByLabel('Action', { exact: true }).selectOption({ label: 'Partner request reviewed' });
    await expect(table.getByRole('row').nth(1)).toContainText(/Sophie Richter reviewed the partner request of \S+/);

    // Who is picked by name; the URL keeps the id, and a reload shows the name again.
    const who = page.getByRole('combobox', { name: 'Who' });
    await who.fill('richter');
    await page.getByRole('option', { name: /Sophie Richter/ }).click();
    await expect(page).toHaveURL(/actorId=\d+/);
    await page.reload();
    await expect(page.getByRole('combobox', { name: 'Who' })).toHaveValue('Sophie Richter');
    await expect(table.getByRole('row').nth(1)).toContainText('Sophie Richter reviewed');
    await expectAccessible(page, 'audit log filtered by name');
    await snapBoth(page, 'admin-audit-by-name');

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

  for (const [code, title, sentence] of [
    ['de', 'Protokoll', /Sophie Richter hat die Partneranfrage von .+ geprüft/],
    ['fi', 'Tapahtumaloki', /Sophie Richter arvioi kumppanihakemuksen: \S+/],
  ] as const) {
    test(`the audit log in ${code}`, async ({ page }) => {
      await adminDashboard(page);
      // The stored language is read when the app starts, as for a returning admin.
      await page.evaluate((lng) => localStorage.setItem('av.locale', lng), code);
      await page.goto('/dashboard/audit?action=partner.review');
      await expect(page.getByRole('heading', { name: title, level: 1 })).toBeVisible();
      await expect(page.getByRole('table', { name: title }).getByRole('row').nth(1)).toContainText(sentence);
      await expectAccessible(page, `audit log (${code})`);
      await snapBoth(page, `admin-audit-${code}`);
    });
  }
});
