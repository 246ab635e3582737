import { expect, test } from '@playwright/test';
import { apiLogin, latestMailTo, linkIn, loginThroughUi } from '../support/auth';
import { DEMO, MOBILE, expectAccessible, snap } from '../support/fixtures';

const PASSWORD = 'Swift#Pedals2026';

test('an invited courier completes the account from the link and lands on the dashboard', async ({ page }) => {
  await page.setViewportSize(MOBILE);
  const id = Date.now().toString(36);
  const email = `kai.${id}@example.test`;
  const admin = await apiLogin(page, DEMO.ADMIN.username, DEMO.ADMIN.password);
  const csrf = (await page.request.storageState()).cookies.find((c) => c.name === 'XSRF-TOKEN')?.value ?? '';
  const invite = await page.request.post('/api/invitation/courier', {
    headers: { authorization: `Bearer ${admin}`, 'x-xsrf-token': csrf },
    data: { email, note: 'Welcome to the Duisburg fleet!' },
  });
  expect(invite.status(), await invite.text()).toBe(202);
  const link = linkIn((await latestMailTo(page, admin, email)).text);
  expect(link.searchParams.get('type')).toBe('courier');

  await page.goto(`${link.pathname}${link.search}`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Set up your courier account');
  // Partner types skip the e-mail: the invitation already has it.
  await expect(page.getByLabel('Email')).toHaveCount(0);
  await expectAccessible(page, 'courier registration');
  await snap(page, 'courier-register-basic');
  await page.getByLabel('Last name').fill('Schmidt');
  await page.getByLabel('Other names').fill('Kai');
  await page.getByLabel('Phone number').fill('+49 203 555 0177');
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page).toHaveURL(/\/auth\/register\/address\?type=courier&verificationcode=/);
  await page.getByLabel('Street').fill('Mülheimer Straße');
  await page.getByLabel('House number').fill('40');
  await page.getByLabel('Zip code').fill('47057');
  await page.getByLabel('City').fill('Duisburg');
  await page.getByRole('button', { name: 'Continue' }).click();
  await page.getByLabel('Username').fill(`kai_${id}`);
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await page.getByLabel('Confirm password').fill(PASSWORD);
  await page.getByRole('button', { name: 'Complete registration' }).click();
  await expect(page).toHaveURL(/\/auth\/register\/success$/);
  await expect(page.getByText('Your account is ready. You can log in now.')).toBeVisible();

  await loginThroughUi(page, `kai_${id}`, PASSWORD);
  await expect(page).toHaveURL(/\/dashboard$/);
  await snap(page, 'courier-dashboard');

  // The link works once.
  await page.goto(`${link.pathname}${link.search}`);
  const reuse = await page.request.put(`/api/courier/complete-account?verificationCode=${encodeURIComponent(link.searchParams.get('verificationcode')!)}`, {
    headers: { 'x-xsrf-token': csrf },
    data: {
      firstName: 'A',
      lastName: 'B',
      contact: '+4920355501',
      newPassword: PASSWORD,
      repeatPass: PASSWORD,
      username: `kai2_${id}`,
      address: { street: 'X', houseNumber: '1', zip: '47051', city: 'Duisburg' },
    },
  });
  expect(reuse.status()).toBe(400);
});
