import { expect, test, type Page } from '@playwright/test';
import { apiLogin, latestMailTo, linkIn, loginThroughUi } from '../support/auth';
import { DEMO, MOBILE, expectAccessible, snap } from '../support/fixtures';

const PASSWORD = 'Fresh#Basil2026go';

async function expectMessages(page: Page, messages: string[]) {
  for (const message of messages) await expect(page.getByText(message, { exact: true })).toBeVisible();
}

test('a customer registers in three steps, meeting every validation message, verifies the e-mail and logs in', async ({ page }) => {
  await page.setViewportSize(MOBILE);
  const id = Date.now().toString(36);
  const email = `nora.${id}@example.test`;
  const username = `nora_${id}`;

  // An address of the demo city, so login can turn the saved address into the address choice.
  const demoCustomer = await apiLogin(page, DEMO.USER.username, DEMO.USER.password);
  const meRes = await page.request.get('/api/active-user', { headers: { authorization: `Bearer ${demoCustomer}` } });
  const home = ((await meRes.json()) as { credentials: { address: { street: string; houseNumber: string; zip: string; city: string } } }).credentials.address;

  await page.goto('/');
  await page.getByRole('link', { name: 'Register' }).first().click();
  await expect(page).toHaveURL(/\/auth\/register\?type=regular$/);

  // Step 1: basic details.
  await page.getByRole('button', { name: 'Continue' }).click();
  await expectMessages(page, ['Last Name is required', 'Other Names is required', 'Contact is required', 'Email is required']);
  await expectAccessible(page, 'register basic (errors)');
  await snap(page, 'register-basic-errors');
  await page.getByLabel('Last name').fill('Virtanen');
  await page.getByLabel('Other names').fill('Nora');
  await page.getByLabel('Phone number').fill('+49 203 555 0101');
  await page.getByLabel('Email').fill('not-an-email');
  await page.getByRole('button', { name: 'Continue' }).click();
  await expectMessages(page, ['Enter a valid email']);
  await page.getByLabel('Email').fill(email);
  await page.getByRole('button', { name: 'Continue' }).click();

  // Step 2: address.
  await expect(page).toHaveURL(/\/auth\/register\/address\?type=regular$/);
  await page.getByRole('button', { name: 'Continue' }).click();
  await expectMessages(page, ['Street is required', 'House number is required', 'Zip is required', 'City is required']);
  await snap(page, 'register-address-errors');
  await page.getByLabel('Street').fill(home.street);
  await page.getByLabel('House number').fill(home.houseNumber);
  await page.getByLabel('Zip code').fill(home.zip);
  await page.getByLabel('City').fill(home.city);
  await page.getByRole('button', { name: 'Continue' }).click();

  // Step 3: login info, with a Back button that keeps the address, and the live checklist while
  // the password field has focus.
  await expect(page).toHaveURL(/\/auth\/register\/login-info\?type=regular$/);
  await page.getByRole('link', { name: 'Back' }).click();
  await expect(page).toHaveURL(/\/auth\/register\/address\?type=regular$/);
  await expect(page.getByLabel('Street')).toHaveValue(home.street);
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page).toHaveURL(/\/auth\/register\/login-info\?type=regular$/);
  await page.getByRole('button', { name: 'Complete registration' }).click();
  await expectMessages(page, ['Username is required', 'Password is required', 'Confirm Password is required']);
  await page.getByLabel('Username').fill(username);
  await page.getByLabel('Password', { exact: true }).fill('short');
  await expect(page.getByText('At least 12 characters').first()).toBeVisible();
  await snap(page, 'register-login-info-checklist');
  await page.getByLabel('Confirm password').fill('short');
  await page.getByRole('button', { name: 'Complete registration' }).click();
  await expectMessages(page, ['Password must be at least 12 characters long']);
  await page.getByLabel('Password', { exact: true }).fill('alllowercase123');
  await page.getByRole('button', { name: 'Complete registration' }).click();
  await expectMessages(page, ['Password must contain at least one uppercase letter, one lowercase letter, one number, and one symbol']);
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await page.getByLabel('Confirm password').fill(`${PASSWORD}x`);
  await page.getByRole('button', { name: 'Complete registration' }).click();
  await expectMessages(page, ['Passwords must match']);
  await expectAccessible(page, 'register login info (errors)');
  await page.getByLabel('Confirm password').fill(PASSWORD);
  await page.getByRole('button', { name: 'Complete registration' }).click();

  await expect(page).toHaveURL(/\/auth\/register\/success$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Registration successfully completed');
  await expectAccessible(page, 'register success');
  await snap(page, 'register-success');

  // Before the e-mail is verified, login is refused with a way to get a new link.
  const admin = await apiLogin(page, DEMO.ADMIN.username, DEMO.ADMIN.password);
  const firstLink = linkIn((await latestMailTo(page, admin, email)).text);
  await loginThroughUi(page, username, PASSWORD);
  const refusal = 'Please verify your email address first. Open the link we sent you, or ask for a new one.';
  await expect(page.getByRole('alert').filter({ hasText: refusal }).first()).toBeVisible();
  await expect(page).toHaveURL(/\/auth$/);
  await page.getByRole('button', { name: 'Send the link again' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'a new link is on its way' }).first()).toBeVisible();
  await expectAccessible(page, 'login refused: e-mail not verified');
  await snap(page, 'login-email-not-verified');

  // The new link arrives in the outbox and ends the first one.
  const link = linkIn((await latestMailTo(page, admin, email)).text);
  expect(link.search).not.toBe(firstLink.search);
  await page.goto(`${firstLink.pathname}${firstLink.search}`);
  await expect(page.getByText('This link is invalid or has expired')).toBeVisible();
  await page.goto(`${link.pathname}${link.search}`);
  await expect(page.getByText('Your email is verified. You can now log in.')).toBeVisible();

  // Registering the same e-mail again is refused on step 1 already.
  await page.evaluate(() => localStorage.removeItem('signup-storage'));
  await page.goto('/auth/register?type=regular');
  await page.getByLabel('Last name').fill('Virtanen');
  await page.getByLabel('Other names').fill('Nora');
  await page.getByLabel('Phone number').fill('+49 203 555 0101');
  await page.getByLabel('Email').fill(email.toUpperCase());
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page.getByText('User already exists').first()).toBeVisible();
  await expect(page).toHaveURL(/\/auth\/register\?type=regular$/);
  await snap(page, 'register-basic-user-exists');

  // The new customer logs in and lands in the customer area, then logs out.
  await loginThroughUi(page, username, PASSWORD);
  await expect(page).toHaveURL(/\/details$/);
  // Logged in, the login page sends the customer where login lands instead of showing the form.
  await page.goto('/auth');
  await expect(page).toHaveURL(/\/details$/);
  await page.getByRole('button', { name: /Log ?out/i }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByText('Logged out successfully').first()).toBeVisible();
});
