import { expect, test, type Page } from '@playwright/test';
import path from 'node:path';
import { api } from '../../support/api';
import { apiLogin, csrfHeader, loginThroughUi, verifyEmailThroughOutbox } from '../../support/auth';
import { DEMO, DESKTOP, MOBILE, expectAccessible, snapBoth } from '../../support/fixtures';

const PASSWORD = 'Fresh#Basil2026go';
const sections = (page: Page) => page.getByRole('navigation', { name: 'Dashboard sections' });
const tabs = (page: Page) => page.getByRole('navigation', { name: 'About this customer' });

/** The login's "Logged in successfully" would cover the screen in the pictures. */
async function dismissToast(page: Page) {
  const close = page.getByRole('button', { name: 'Close notification' });
  if (await close.isVisible()) await close.click();
  await expect(close).toBeHidden();
}

/** A dialog over the page, photographed as the viewport shows it (a full-page picture tears it). */
async function snapDialog(page: Page, name: string) {
  for (const size of [DESKTOP, MOBILE]) {
    await page.setViewportSize(size);
    await page.waitForTimeout(300);
    await page.screenshot({ path: path.join(import.meta.dirname, '..', '..', 'screenshots', `${name}-${size.width}.png`) });
  }
  await page.setViewportSize(DESKTOP);
}

/**
 * A fresh customer of the demo city, registered through the API (never the demo `customer`, whom
 * other journeys use). The address is the demo customer's, so login can turn it into the choice.
 */
async function registerCustomer(page: Page, name: string) {
  const id = `${Date.now().toString(36)}${Math.floor(Math.random() * 1000)}`;
  const username = `${name.toLowerCase()}_${id}`;
  const demo = await apiLogin(page, DEMO.USER.username, DEMO.USER.password);
  const me = await page.request.get('/api/active-user', { headers: { authorization: `Bearer ${demo}` } });
  const { street, houseNumber, zip, city } = ((await me.json()) as { credentials: { address: Record<string, string> } }).credentials.address;
  const res = await page.request.post('/api/user/sign-up', {
    headers: await csrfHeader(page),
    data: {
      firstName: name,
      lastName: 'Journey',
      contact: '+49 203 555 0199',
      address: { street, houseNumber, apartmentNr: '', zip, city, floor: 0 },
      email: `${username}@example.test`,
      password: PASSWORD,
      username,
      provider: 'LOCAL',
    },
  });
  expect(res.status(), await res.text()).toBe(201);
  await verifyEmailThroughOutbox(page, `${username}@example.test`);
  return username;
}

test.describe('staff administer customers; a customer removes their own account', () => {
  test('service finds a new customer, looks through their page and disables them; the customer is refused at login', async ({ page, browser }) => {
    const username = await registerCustomer(page, 'Dora');
    const oldToken = await apiLogin(page, username, PASSWORD);
    await api(page, 'POST', '/ticket', oldToken, {
      issuetype: 'general_enquiry',
      subject: 'Where is my invoice?',
      description: 'I need the invoice for my last order.',
    });

    await page.setViewportSize(DESKTOP);
    await loginThroughUi(page, DEMO.SERVICE.username, DEMO.SERVICE.password);
    await expect(page).toHaveURL(/\/dashboard$/);
    await sections(page).getByRole('link', { name: 'Users' }).click();
    await expect(page.getByRole('heading', { name: 'Users', level: 1 })).toBeVisible();
    const table = page.getByRole('table', { name: 'Users' });
    await expect(table.getByRole('row').nth(1)).toBeVisible();
    await dismissToast(page);
    await expectAccessible(page, 'users list');
    await snapBoth(page, 'admin-users-list');

    await page.getByLabel('Username').fill(username);
    await expect(page).toHaveURL(new RegExp(`username=${username}`));
    await expect(table.getByRole('row')).toHaveCount(2);
    await table.getByRole('link', { name: 'Dora Journey' }).click();

    await expect(page.getByRole('heading', { name: 'Dora Journey', level: 1 })).toBeVisible();
    await expect(page.getByText('No orders yet.')).toBeVisible();
    await expectAccessible(page, 'person: orders (none)');

    await tabs(page).getByRole('link', { name: 'Support' }).click();
    await expect(page.getByText('Where is my invoice?')).toBeVisible();
    await expectAccessible(page, 'person: support');
    await snapBoth(page, 'admin-users-person-support');

    await tabs(page).getByRole('link', { name: 'Settings' }).click();
    const toggle = page.getByRole('switch', { name: 'Account enabled' });
    await expect(toggle).toHaveAttribute('aria-checked', 'true');
    await expectAccessible(page, 'person: settings');
    await toggle.click();
    await expect(page.getByText('The account is disabled and logged out everywhere').first()).toBeVisible();
    await expect(toggle).toHaveAttribute('aria-checked', 'false');
    await expect(page.getByText('Disabled', { exact: true })).toBeVisible();
    await dismissToast(page);
    await snapBoth(page, 'admin-users-person-settings');

    // The removal dialog names what happens; Cancel leaves the account alone and gives the focus back.
    const removeButton = page.getByRole('button', { name: 'Remove account' });
    await removeButton.click();
    const dialog = page.getByRole('alertdialog');
    await expect(dialog).toContainText('This cannot be undone.');
    await expectAccessible(page, 'person: remove dialog');
    await snapDialog(page, 'admin-users-remove-dialog');
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await expect(dialog).toBeHidden();
    await expect(removeButton).toBeFocused();

    // The demo customer's page lists their orders in the dashboard's order table (read only).
    await page.goto('/dashboard/users?username=customer');
    await page.getByRole('link', { name: 'Clara Schneider' }).click();
    await expect(page.getByRole('heading', { name: 'Clara Schneider', level: 1 })).toBeVisible();
    await expect(page.getByRole('table', { name: 'Orders' }).getByRole('row').nth(1)).toBeVisible();
    await expectAccessible(page, 'person: orders');
    await snapBoth(page, 'admin-users-person-orders');

    // The token the customer held before is refused at once; a new login says why.
    const stale = await page.request.get('/api/active-user', { headers: { authorization: `Bearer ${oldToken}` } });
    expect(stale.status()).toBe(401);
    const customer = await (await browser.newContext({ viewport: DESKTOP })).newPage();
    await loginThroughUi(customer, username, PASSWORD);
    await expect(customer.getByText('This account is disabled').first()).toBeVisible();
    await expect(customer).toHaveURL(/\/auth$/);
    await customer.context().close();
  });

  test('a customer removes their own account from the profile and can no longer log in', async ({ page }) => {
    const username = await registerCustomer(page, 'Emil');
    await page.setViewportSize(DESKTOP);
    await loginThroughUi(page, username, PASSWORD);
    await expect(page).toHaveURL(/\/details$/);
    await page.goto('/details/user-profile');
    await expect(page.getByRole('heading', { name: 'Remove my account' })).toBeVisible();
    await dismissToast(page);
    await expectAccessible(page, 'profile with the removal section');

    // A wrong password is caught after the confirmation, on the field, and nothing is removed.
    const password = page.getByLabel('Your password');
    await password.fill('Wrong#Basil2026go');
    await page.getByRole('button', { name: 'Remove my account' }).click();
    const dialog = page.getByRole('alertdialog', { name: 'Remove your account for good?' });
    await dialog.getByRole('button', { name: 'Remove my account' }).click();
    await expect(page.getByText('The password is not correct').first()).toBeVisible();
    await expect(password).toBeFocused();

    await password.fill(PASSWORD);
    await page.getByRole('button', { name: 'Remove my account' }).click();
    await expect(dialog).toBeVisible();
    await expectAccessible(page, 'self-removal dialog');
    await snapDialog(page, 'admin-users-self-removal');
    await dialog.getByRole('button', { name: 'Remove my account' }).click();

    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByText('Your account was removed. Goodbye!').first()).toBeVisible();
    await expect(page.getByRole('link', { name: 'Register' }).first()).toBeVisible();

    await loginThroughUi(page, username, PASSWORD);
    await expect(page.getByText('Invalid username or password').first()).toBeVisible();
  });

  for (const [code, title] of [
    ['de', 'Nutzer'],
    ['fi', 'Käyttäjät'],
  ] as const) {
    test(`the users list in ${code}`, async ({ page }) => {
      await page.setViewportSize(DESKTOP);
      await loginThroughUi(page, DEMO.ADMIN.username, DEMO.ADMIN.password);
      await expect(page).toHaveURL(/\/dashboard$/);
      // The stored language is read when the app starts, as for a returning admin.
      await page.evaluate((lng) => localStorage.setItem('av.locale', lng), code);
      await page.goto('/dashboard/users');
      await expect(page.getByRole('heading', { name: title, level: 1 })).toBeVisible();
      await expect(page.getByRole('table', { name: title }).getByRole('row').nth(1)).toBeVisible();
      await dismissToast(page);
      await expectAccessible(page, `users list (${code})`);
      await snapBoth(page, `admin-users-list-${code}`);
    });
  }
});
