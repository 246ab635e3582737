import { expect, test, type Browser, type Page } from '@playwright/test';
import { apiLogin, latestMailTo, linkIn, loginThroughUi } from '../../support/auth';
import { DEMO, DESKTOP, MOBILE, expectAccessible, snapBoth, useLanguage } from '../../support/fixtures';

// A long journey across four browsers: a step that hangs names itself instead of using up the test's time.
test.use({ actionTimeout: 20_000 });
const PASSWORD = 'Meze#Platter2026go';
const sections = (page: Page) => page.getByRole('navigation', { name: 'Dashboard sections' });

/** A staff member's own browser, logged in through the login screen, on the Partner Requests screen. */
async function staffOnPartners(browser: Browser, who: { username: string; password: string }, language?: 'de' | 'fi') {
  const page = await (await browser.newContext({ viewport: DESKTOP })).newPage();
  await loginThroughUi(page, who.username, who.password);
  await expect(page).toHaveURL(/\/dashboard$/);
  // The stored language is read at start-up (SPEC.md section 9): it applies from the next page load.
  if (language) await useLanguage(page, language);
  return page;
}

async function openPartners(page: Page) {
  await sections(page).getByRole('link', { name: 'Partner Requests' }).click();
  await expect(page.getByRole('heading', { name: 'Partner Requests', level: 1 })).toBeVisible();
  await expect(page.getByRole('table', { name: 'Partner Requests' }).getByRole('row').nth(1)).toBeVisible();
}

/** Opens the request from its row's Action; the newest request of that name comes first (DATE DESC). */
async function openRequest(page: Page, fullname: string) {
  await page
    .getByRole('button', { name: `View the request of ${fullname}` })
    .first()
    .click();
  const dialog = page.getByRole('dialog', { name: `Request of ${fullname}` });
  await expect(dialog.getByRole('heading', { name: 'History' })).toBeVisible();
  return dialog;
}

const toast = (page: Page, text: string) => expect(page.getByText(text, { exact: true }).first()).toBeVisible();

test('a visitor becomes a restaurant partner: service reviews, admin signs off and approves, the partner completes the account and adds a dish', async ({
  page,
  browser,
}) => {
  test.setTimeout(240_000);
  const id = Date.now().toString(36);
  const fullname = 'Mira Kaya';
  const restaurantName = `Kaya Meze ${id}`;
  const email = `mira.kaya.${id}@example.test`;
  const username = `kaya_meze_${id}`;
  const demo = await apiLogin(page, DEMO.USER.username, DEMO.USER.password);
  const me = await page.request.get('/api/active-user', { headers: { authorization: `Bearer ${demo}` } });
  const home = ((await me.json()) as { credentials: { address: { street: string; houseNumber: string; zip: string; city: string } } }).credentials.address;

  // A visitor asks to become a restaurant partner.
  await page.setViewportSize(MOBILE);
  await page.goto('/auth/partner?type=restaurant');
  await page.getByLabel('Full name').fill(fullname);
  await page.getByLabel('Restaurant name').fill(restaurantName);
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Phone number').fill('+49 203 555 0142');
  await page.getByLabel('How should we contact you?').selectOption('PHONE');
  await page.getByRole('combobox', { name: 'Address' }).fill(`${home.street} ${home.houseNumber}`);
  await page
    .getByRole('option', { name: new RegExp(home.street) })
    .first()
    .click();
  await expect(page.getByRole('combobox', { name: 'Address' })).toHaveValue(new RegExp(home.street));
  await page.getByRole('button', { name: 'Send request' }).click();
  await expect(page.getByText('Thank you! We review every request and will contact you soon.')).toBeVisible();

  // `service` reviews it.
  const service = await staffOnPartners(browser, DEMO.SERVICE);
  await openPartners(service);
  await service.getByLabel('Review', { exact: true }).selectOption('true');
  await expect(service).toHaveURL(/unreviewed=true/);
  await expect(service.getByRole('row').filter({ hasText: restaurantName })).toBeVisible();
  await expectAccessible(service, 'partner request list');
  await snapBoth(service, 'admin-partners-list');
  let dialog = await openRequest(service, fullname);
  await expect(dialog).toContainText(restaurantName);
  await expect(dialog).toContainText('By phone');
  await expectAccessible(service, 'partner request modal');
  await snapBoth(service, 'admin-partners-modal');
  await dialog.getByRole('button', { name: 'Add review' }).click();
  await expect(dialog.getByText('Review is required')).toBeVisible();
  await dialog
    .getByLabel('Review statement')
    .fill('Called Mira: family recipes, hygiene certificate from May, kitchen ready. A good fit for the Innenhafen area.');
  await dialog.getByRole('button', { name: 'Add review' }).click();
  await toast(service, 'Review statement successfully added');
  await expect(dialog.getByText('You wrote the review, so someone else must sign it off.')).toBeVisible();
  await dialog.getByRole('button', { name: 'Close the request' }).click();
  // Reviewed, it left the "Not yet reviewed" list with its Action, so the focus goes to the heading.
  await expect(service.getByRole('row').filter({ hasText: restaurantName })).toHaveCount(0);
  await expect(service.getByRole('heading', { name: 'Partner Requests', level: 1 })).toBeFocused();
  await service.getByRole('button', { name: 'Clear filters' }).click();
  await expect(service.getByRole('row').filter({ hasText: restaurantName })).toContainText('Sophie Richter');

  // `admin` tries to approve too early, then signs off and approves.
  const admin = await staffOnPartners(browser, DEMO.ADMIN);
  await openPartners(admin);
  await expect(admin.getByRole('row').filter({ hasText: restaurantName })).toContainText('Sophie Richter');
  dialog = await openRequest(admin, fullname);
  await dialog.getByRole('radio', { name: 'Approved' }).check();
  await dialog.getByRole('button', { name: 'Change status' }).click();
  await toast(admin, 'Enter a sign off statement first');
  await dialog.getByRole('button', { name: 'Sign off' }).click();
  await expect(dialog.getByText('Statement is required')).toBeVisible();
  await dialog.getByLabel('Sign-off statement').fill('Agreed, welcome to Forkly.');
  await dialog.getByRole('button', { name: 'Sign off' }).click();
  await toast(admin, 'Sign off statement successfully added');
  await dialog.getByRole('radio', { name: 'Approved' }).check();
  await dialog.getByRole('button', { name: 'Change status' }).click();
  await toast(admin, 'Status changed successfully');
  await expect(dialog.getByText('The link is open')).toBeVisible();
  await expect(dialog.getByRole('button', { name: 'Send invitation again' })).toBeVisible();
  await snapBoth(admin, 'admin-partners-approved');

  // The invitation arrives in the outbox; the partner completes the restaurant account in three steps.
  const adminToken = await apiLogin(admin, DEMO.ADMIN.username, DEMO.ADMIN.password);
  const link = linkIn((await latestMailTo(admin, adminToken, email)).text);
  expect(link.pathname).toBe('/auth/register');
  expect(link.searchParams.get('type')).toBe('restaurant');
  const partner = await (await browser.newContext({ viewport: MOBILE })).newPage();
  await partner.goto(`${link.pathname}${link.search}`);
  await expect(partner.getByRole('heading', { level: 1 })).toHaveText('Set up your restaurant account');
  await partner.getByLabel('Restaurant name').fill(restaurantName);
  await partner.getByLabel('Phone number').fill('+49 203 555 0142');
  await partner.getByLabel('About your restaurant').fill('Meze, grilled halloumi and baklava from family recipes.');
  await partner.getByRole('button', { name: 'Continue' }).click();
  await expect(partner).toHaveURL(/\/auth\/register\/address\?type=restaurant&verificationcode=/);
  await partner.getByLabel('Street').fill(home.street);
  await partner.getByLabel('House number').fill(home.houseNumber);
  await partner.getByLabel('Zip code').fill(home.zip);
  await partner.getByLabel('City').fill(home.city);
  await partner.getByRole('button', { name: 'Continue' }).click();
  await partner.getByLabel('Username').fill(username);
  await partner.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await partner.getByLabel('Confirm password').fill(PASSWORD);
  await partner.getByRole('button', { name: 'Complete registration' }).click();
  await expect(partner).toHaveURL(/\/auth\/register\/success$/);

  // The new RESTAURANT_ADMIN logs in and adds a dish.
  await partner.setViewportSize(DESKTOP);
  await loginThroughUi(partner, username, PASSWORD);
  await expect(partner).toHaveURL(/\/dashboard$/);
  await sections(partner).getByRole('link', { name: 'Menus' }).click();
  await partner.getByRole('button', { name: 'Add menu' }).click();
  const item = partner.getByRole('dialog', { name: 'New menu' });
  await item.getByLabel('Name', { exact: true }).fill('Meze platter');
  await item.getByLabel('Price (€)').fill('14,50');
  await item.getByLabel('Category').fill('Starters');
  await item.getByRole('button', { name: 'Add' }).click();
  await expect(partner.getByText('Meze platter is added.').first()).toBeVisible();
  await expect(partner.getByRole('row').filter({ hasText: 'Meze platter' })).toContainText('€14.50');

  // The request is COMPLETED and names the new account; its link is used up.
  await admin.reload();
  dialog = admin.getByRole('dialog', { name: `Request of ${fullname}` });
  await expect(dialog.getByText('Completed').first()).toBeVisible();
  await expect(dialog.getByText(new RegExp(`${username} \\(Restaurant administrator\\)`))).toBeVisible();
  await expect(dialog.getByText('The link was used')).toBeVisible();
  await expectAccessible(admin, 'completed partner request');
  await snapBoth(admin, 'admin-partners-completed');

  // The list in German and Finnish.
  for (const [language, title] of [
    ['de', 'Partneranfragen'],
    ['fi', 'Kumppanihakemukset'],
  ] as const) {
    const staff = await staffOnPartners(browser, DEMO.ADMIN, language);
    await staff.goto('/dashboard/partners');
    await expect(staff.getByRole('heading', { name: title, level: 1 })).toBeVisible();
    await expect(staff.getByRole('table', { name: title }).getByRole('row').nth(1)).toBeVisible();
    await expectAccessible(staff, `partner request list (${language})`);
    await snapBoth(staff, `admin-partners-list-${language}`);
    await staff.context().close();
  }
  for (const other of [service, admin, partner]) await other.context().close();
});
