import { expect, test } from '@playwright/test';
import { generate } from 'otplib';
import { apiLogin, csrfHeader, loginThroughUi, verifyEmailThroughOutbox } from '../support/auth';
import { DEMO, DESKTOP, expectAccessible, snap } from '../support/fixtures';

const PASSWORD = 'Quiet#Harbour2026';

test('a customer turns two-factor login on from the secret on screen and logs in with a code', async ({ page }) => {
  await page.setViewportSize(DESKTOP);
  const username = `tfa_${Date.now().toString(36)}`;
  // An address of the demo city, so login can turn the saved address into the address choice.
  const demoCustomer = await apiLogin(page, DEMO.USER.username, DEMO.USER.password);
  const me = await page.request.get('/api/active-user', { headers: { authorization: `Bearer ${demoCustomer}` } });
  const { street, houseNumber, zip, city } = ((await me.json()) as { credentials: { address: Record<string, string> } }).credentials.address;
  const signUp = await page.request.post('/api/user/sign-up', {
    headers: await csrfHeader(page),
    data: {
      firstName: 'Tuuli',
      lastName: 'Koski',
      contact: '+49 203 555 0199',
      email: `${username}@example.test`,
      password: PASSWORD,
      username,
      address: { street, houseNumber, zip, city },
      provider: 'LOCAL',
    },
  });
  expect(signUp.status(), await signUp.text()).toBe(201);
  await verifyEmailThroughOutbox(page, `${username}@example.test`);

  await loginThroughUi(page, username, PASSWORD);
  await expect(page).toHaveURL(/\/details$/);
  await page.goto('/details/user-profile');
  await page.getByRole('button', { name: 'Turn on two-factor login' }).click();
  const secret = (await page.getByTestId('totp-secret').innerText()).replace(/\s+/g, '');
  expect(secret).toMatch(/^[A-Z2-7]{16,}$/);
  await expect(page.getByRole('img', { name: 'QR code for your authenticator app' })).toBeVisible();
  await expectAccessible(page, 'two-factor setup');
  await snap(page, 'two-factor-setup');
  await page.getByLabel('6-digit code').fill(await generate({ secret }));
  await page.getByRole('button', { name: 'Confirm' }).click();
  await expect(page.getByText('Two-factor login is on').first()).toBeVisible();

  await page.getByRole('button', { name: /Log ?out/i }).click();
  await expect(page).toHaveURL(/\/$/);
  // The page leaves for / first and ends the session after: the confirmation says it has ended.
  await expect(page.getByText('Logged out successfully').first()).toBeVisible();

  // The password alone is no longer enough: the second step asks for a code.
  await loginThroughUi(page, username, PASSWORD);
  await expect(page).toHaveURL(new RegExp(`/auth/2fa\\?username=${username}$`));
  await expectAccessible(page, 'two-factor step');
  await snap(page, 'two-factor-step');
  await page.getByLabel('Authentication code').fill('000000');
  await page.getByRole('button', { name: 'Verify and log in' }).click();
  await expect(page.getByText('The code is not valid').first()).toBeVisible();
  // A code from the next time step: the one used to switch 2FA on may not be used twice.
  await page.getByLabel('Authentication code').fill(await generate({ secret, epoch: Math.floor(Date.now() / 1000) + 30 }));
  await page.getByRole('button', { name: 'Verify and log in' }).click();
  // Not back on the profile logged out from: logout leaves no way back (components/feedback/to-login).
  await expect(page).toHaveURL(/\/details$/);
  await expect(page.getByText('Logged in successfully').first()).toBeVisible();
});
