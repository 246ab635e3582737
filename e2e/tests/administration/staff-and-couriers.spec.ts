import { expect, test, type Page } from '@playwright/test';
import { api } from '../../support/api';
import { apiLogin, latestMailTo, linkIn, loginThroughUi } from '../../support/auth';
import { DEMO, DESKTOP, expectAccessible, snapBoth } from '../../support/fixtures';

const sections = (page: Page) => page.getByRole('navigation', { name: 'Dashboard sections' });
const PASSWORD = 'Helpdesk#Duisburg26';
/** A seeded courier no other journey uses (the demo `courier` belongs to the operations journeys). */
const SPARE_COURIER = { username: 'courier4', password: DEMO.COURIER.password, name: 'Jan Nowak' };

async function dashboardAs(page: Page, who: keyof typeof DEMO) {
  await page.setViewportSize(DESKTOP);
  await loginThroughUi(page, DEMO[who].username, DEMO[who].password);
  await expect(page).toHaveURL(/\/dashboard$/);
}

test.describe('ADMIN runs the staff and the couriers', () => {
  test('service staff cannot open the services screens', async ({ page }) => {
    await dashboardAs(page, 'SERVICE');
    await expect(sections(page).getByRole('link', { name: 'Couriers' })).toBeVisible();
    await expect(sections(page).getByRole('link', { name: 'Services' })).toHaveCount(0);
    await page.goto('/dashboard/services');
    await expect(page.getByText('You are not authorized to access this page')).toBeVisible();
    await page.goto('/dashboard/services/1');
    await expect(page.getByText('You are not authorized to access this page')).toBeVisible();
  });

  test('admin invites a service member, who completes the account from the mailed link and logs in', async ({ page }) => {
    await dashboardAs(page, 'ADMIN');
    await sections(page).getByRole('link', { name: 'Services' }).click();
    await expect(page.getByRole('heading', { name: 'Services', level: 1 })).toBeVisible();
    const table = page.getByRole('table', { name: 'Services' });
    await expect(table.getByRole('row').filter({ hasText: DEMO.SERVICE.username })).toBeVisible();
    await expectAccessible(page, 'services list');
    await snapBoth(page, 'admin-services-1-list');

    await page.getByRole('button', { name: 'Invite staff' }).click();
    const invite = page.getByRole('region', { name: 'Invite staff' });
    await invite.getByRole('button', { name: 'Send invitation' }).click();
    await expect(invite.getByText('Email is required')).toBeVisible();
    await invite.getByLabel('Email', { exact: true }).fill('mara.at.forkly');
    await invite.getByRole('button', { name: 'Send invitation' }).click();
    await expect(invite.getByText('Enter a valid email')).toBeVisible();
    await expectAccessible(page, 'invite form');
    await snapBoth(page, 'admin-services-2-invite');

    const id = Date.now().toString(36);
    const email = `mara.${id}@example.test`;
    await invite.getByLabel('Email', { exact: true }).fill(email);
    await invite.getByLabel('Role').selectOption('SERVICE');
    await invite.getByLabel('Note (optional)').fill('Welcome to the support team!');
    await invite.getByRole('button', { name: 'Send invitation' }).click();
    await expect(page.getByText(`Invitation sent to ${email}`).first()).toBeVisible();

    // The link arrives in the outbox (the offline mail provider), read with the admin's token.
    const adminToken = await apiLogin(page, DEMO.ADMIN.username, DEMO.ADMIN.password);
    const mail = await latestMailTo(page, adminToken, email);
    expect(mail.text).toContain('Welcome to the support team!');
    const link = linkIn(mail.text);
    expect(link.pathname).toBe('/auth/register');
    expect(link.searchParams.get('type')).toBe('service');

    // The new member completes the account on the existing screens, in a browser of their own.
    const member = await (await page.context().browser()!.newContext({ viewport: DESKTOP })).newPage();
    await member.goto(`${link.pathname}${link.search}`);
    await expect(member.getByRole('heading', { level: 1 })).toHaveText('Set up your service account');
    await member.getByLabel('Last name').fill('Kowalski');
    await member.getByLabel('Other names').fill('Mara');
    await member.getByLabel('Phone number').fill('+49 203 555 0190');
    await member.getByRole('button', { name: 'Continue' }).click();
    await member.getByLabel('Street').fill('Sonnenwall');
    await member.getByLabel('House number').fill('5');
    await member.getByLabel('Zip code').fill('47051');
    await member.getByLabel('City').fill('Duisburg');
    await member.getByRole('button', { name: 'Continue' }).click();
    await member.getByLabel('Username').fill(`mara_${id}`);
    await member.getByLabel('Password', { exact: true }).fill(PASSWORD);
    await member.getByLabel('Confirm password').fill(PASSWORD);
    await member.getByRole('button', { name: 'Complete registration' }).click();
    await expect(member).toHaveURL(/\/auth\/register\/success$/);
    await loginThroughUi(member, `mara_${id}`, PASSWORD);
    await expect(member).toHaveURL(/\/dashboard$/);
    await expect(sections(member).getByRole('link', { name: 'Tickets' })).toBeVisible();
    await expect(sections(member).getByRole('link', { name: 'Services' })).toHaveCount(0);
    await member.context().close();

    // The admin finds the new colleague and opens their page.
    await page.getByLabel('Username', { exact: true }).fill(`mara_${id}`);
    await table.getByRole('link', { name: 'Mara Kowalski' }).click();
    await expect(page.getByRole('heading', { name: 'Mara Kowalski', level: 1 })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Handles 0 tickets' })).toBeVisible();
    await expectAccessible(page, 'staff member');
    await snapBoth(page, 'admin-services-3-member');

    // Disable, with a confirmation; Cancel first gives the focus back.
    const disable = page.getByRole('button', { name: 'Disable account' });
    await disable.click();
    const dialog = page.getByRole('alertdialog', { name: 'Disable Mara Kowalski?' });
    await expect(dialog).toBeVisible();
    await expectAccessible(page, 'disable confirmation');
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(disable).toBeFocused();
    await disable.click();
    await dialog.getByRole('button', { name: 'Disable account' }).click();
    await expect(page.getByText('Mara Kowalski can no longer log in').first()).toBeVisible();
    await expect(page.getByRole('button', { name: 'Enable account' })).toBeVisible();
  });

  test('admin opens the couriers list, a courier, and the online view', async ({ page }) => {
    // A spare courier goes online with a position, as its phone would report it.
    const courierToken = await apiLogin(page, SPARE_COURIER.username, SPARE_COURIER.password);
    await api(page, 'PUT', '/courier/update?availability=true', courierToken);
    await api(page, 'POST', '/courier/position', courierToken, { latitude: 51.4318, longitude: 6.7671 });

    await dashboardAs(page, 'ADMIN');
    await sections(page).getByRole('link', { name: 'Couriers' }).click();
    await expect(page.getByRole('heading', { name: 'Couriers', level: 1 })).toBeVisible();
    const list = page.getByRole('table', { name: 'All couriers' });
    await expect(list.getByRole('row').filter({ hasText: 'Tim Wagner' })).toBeVisible();
    await expectAccessible(page, 'courier list');
    await snapBoth(page, 'admin-couriers-1-list');

    // The demo courier's page: rating and delivered orders (looked at, not changed).
    await list.getByRole('link', { name: 'Tim Wagner' }).click();
    await expect(page.getByRole('heading', { name: 'Tim Wagner', level: 1 })).toBeVisible();
    await expect(page.getByText('Average rating', { exact: true })).toBeVisible();
    await expect(page.getByRole('table', { name: 'Orders' }).getByRole('row').nth(1)).toBeVisible();
    await expectAccessible(page, 'courier page');
    await snapBoth(page, 'admin-couriers-2-courier');

    await page.getByRole('link', { name: 'Back to couriers' }).click();
    await page.getByRole('link', { name: 'Online now' }).click();
    await expect(page).toHaveURL(/\/dashboard\/couriers\/online$/);
    const online = page.getByRole('table', { name: 'Couriers online now' });
    await expect(online.getByRole('row').filter({ hasText: SPARE_COURIER.name })).toBeVisible();
    await expect(page.getByRole('img', { name: new RegExp(`^${SPARE_COURIER.name}, `) })).toBeAttached();
    await expectAccessible(page, 'couriers online');
    await snapBoth(page, 'admin-couriers-3-online');

    // Staff take the spare courier offline from its page.
    await online.getByRole('link', { name: SPARE_COURIER.name }).click();
    await expect(page.getByRole('heading', { name: SPARE_COURIER.name, level: 1 })).toBeVisible();
    await page.getByRole('button', { name: 'Set offline' }).click();
    const dialog = page.getByRole('alertdialog', { name: `Set ${SPARE_COURIER.name} offline?` });
    await expect(dialog).toContainText('stops getting new orders');
    await expectAccessible(page, 'set offline confirmation');
    await snapBoth(page, 'admin-couriers-4-offline');
    await dialog.getByRole('button', { name: 'Set offline' }).click();
    await expect(page.getByText(`${SPARE_COURIER.name} is offline`).first()).toBeVisible();
    await expect(page.getByRole('button', { name: 'Set offline' })).toHaveCount(0);
  });

  for (const [code, services, couriers] of [
    ['de', 'Serviceteam', 'Kuriere'],
    ['fi', 'Asiakaspalvelu', 'Lähetit'],
  ] as const) {
    test(`the services and courier lists in ${code}`, async ({ page }) => {
      await dashboardAs(page, 'ADMIN');
      // The stored language is read when the app starts, as for a returning admin.
      await page.evaluate((lng) => localStorage.setItem('av.locale', lng), code);
      await page.goto('/dashboard/services');
      await expect(page.getByRole('heading', { name: services, level: 1 })).toBeVisible();
      await expect(page.getByRole('table')).toBeVisible();
      await expectAccessible(page, `services (${code})`);
      await snapBoth(page, `admin-services-${code}`);
      await page.goto('/dashboard/couriers');
      await expect(page.getByRole('heading', { name: couriers, level: 1 })).toBeVisible();
      await expect(page.getByRole('table')).toBeVisible();
      await expectAccessible(page, `couriers (${code})`);
      await snapBoth(page, `admin-couriers-${code}`);
    });
  }
});
