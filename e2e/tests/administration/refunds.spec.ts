import { expect, test, type Browser, type Page } from '@playwright/test';
import { api } from '../../support/api';
import { apiLogin, loginThroughUi } from '../../support/auth';
import { DEMO, DESKTOP, expectAccessible, snapBoth } from '../../support/fixtures';

type Language = 'en' | 'de' | 'fi';
interface Order {
  id: number;
  orderNumber: string;
  status: string;
  lines: { id: number; name: string; menuId: number | null; quantity: number }[];
}

/** Logged in through the login screen in English, then the app in `language`, as the person last chose it. */
async function loggedIn(browser: Browser, who: keyof typeof DEMO, landing: RegExp, language: Language): Promise<Page> {
  const page = await (await browser.newContext({ viewport: DESKTOP })).newPage();
  await loginThroughUi(page, DEMO[who].username, DEMO[who].password);
  await expect(page).toHaveURL(landing);
  await page.evaluate((code) => localStorage.setItem('av.locale', code), language);
  return page;
}

/** The demo customer's newest delivered order (the seed's history), with its lines. */
async function deliveredOrder(page: Page): Promise<Order> {
  const token = await apiLogin(page, DEMO.USER.username, DEMO.USER.password);
  const me = await api<{ currentUserId: number }>(page, 'GET', '/active-user', token);
  const list = await api<{ results: { id: number }[] }>(page, 'GET', `/paged-orders?userId=${me.currentUserId}&status=DELIVERED&page=1&limit=10`, token);
  return api<Order>(page, 'GET', `/order/${list.results[0]!.id}`, token);
}

const WORDS = {
  en: { refund: 'Refund', reason: 'Reason', missing: 'Something was missing', refunds: 'Refunds', why: 'Why: Something was missing' },
  de: { refund: 'Erstatten', reason: 'Grund', missing: 'Etwas hat gefehlt', refunds: 'Erstattungen', why: 'Grund: Etwas hat gefehlt' },
  fi: { refund: 'Hyvitä', reason: 'Syy', missing: 'Jotain puuttui', refunds: 'Hyvitykset', why: 'Syy: Jotain puuttui' },
} as const;

/** Staff open the order from the list and its Refund dialog. */
async function openRefundDialog(staff: Page, order: Order, language: Language) {
  await staff.goto(`/dashboard/orders?search=${order.orderNumber}`);
  // The list's View button names the order (its words are the records slice's to change).
  await staff
    .getByRole('button', { name: new RegExp(order.orderNumber) })
    .first()
    .click();
  await staff.getByRole('button', { name: WORDS[language].refund, exact: true }).click();
  const dialog = staff.getByRole('dialog', { name: new RegExp(order.orderNumber) }).last();
  await expect(dialog.getByRole('combobox', { name: WORDS[language].reason })).toBeVisible();
  return dialog;
}

test('staff refund one dish of a delivered order, and the customer sees it on the order page', async ({ browser }) => {
  test.setTimeout(180_000);
  const probe = await (await browser.newContext()).newPage();
  const order = await deliveredOrder(probe);
  expect(order.status).toBe('DELIVERED');
  const dish = order.lines.find((line) => line.menuId !== null)!;

  // The dialog in German and Finnish ("Sie" for staff), looked at and closed without refunding.
  for (const language of ['de', 'fi'] as const) {
    const staff = await loggedIn(browser, 'SERVICE', /\/dashboard$/, language);
    const dialog = await openRefundDialog(staff, order, language);
    await dialog.getByRole('spinbutton', { name: new RegExp(`^${dish.name}`) }).fill('1');
    await expectAccessible(staff, `refund dialog (${language})`);
    await snapBoth(staff, `refund-1-dialog-${language}`);
    await staff.keyboard.press('Escape');
    // The refund dialog closes; the order's sheet under it stays.
    await expect(staff.getByRole('combobox', { name: WORDS[language].reason })).toBeHidden();
    await staff.context().close();
  }

  // In English: nothing chosen is refused by field; then one dish with a reason, by keyboard.
  const staff = await loggedIn(browser, 'SERVICE', /\/dashboard$/, 'en');
  const dialog = await openRefundDialog(staff, order, 'en');
  await dialog.getByRole('button', { name: 'Refund', exact: true }).click();
  await expect(dialog.getByText('Choose the lines or enter an amount')).toBeVisible();
  await expect(dialog.getByText('Reason is required')).toBeVisible();
  await expectAccessible(staff, 'refund dialog with errors');
  await snapBoth(staff, 'refund-2-dialog-errors-en');
  await dialog.getByRole('spinbutton', { name: new RegExp(`^${dish.name}`) }).fill('1');
  await dialog.getByRole('combobox', { name: 'Reason' }).selectOption({ label: WORDS.en.missing });
  await snapBoth(staff, 'refund-1-dialog-en');
  await dialog.getByRole('combobox', { name: 'Reason' }).focus();
  await staff.keyboard.press('Tab');
  await staff.keyboard.press('Tab');
  await expect(dialog.getByRole('button', { name: 'Refund', exact: true })).toBeFocused();
  await staff.keyboard.press('Enter');
  await expect(staff.getByText(/The refund of .+ is on its way to the customer/).first()).toBeVisible();
  const staffList = staff.getByRole('region', { name: 'Refunds' });
  await expect(staffList.getByText(`1 × ${dish.name}`)).toBeVisible();
  await expectAccessible(staff, 'order detail with a refund');
  await snapBoth(staff, 'refund-3-staff-detail-en');

  // The customer's order page shows it, in each language, once the provider took it (the queue).
  for (const language of ['en', 'de', 'fi'] as const) {
    const customer = await loggedIn(browser, 'USER', /\/details/, language);
    await expect(async () => {
      await customer.goto(`/details/user-profile/orders/${order.id}`);
      const list = customer.getByRole('region', { name: WORDS[language].refunds });
      await expect(list.getByText(`1 × ${dish.name}`)).toBeVisible({ timeout: 2000 });
      await expect(list.getByText(WORDS[language].why)).toBeVisible({ timeout: 2000 });
      await expect(list.getByText(language === 'en' ? 'Refunded' : language === 'de' ? 'Erstattet' : 'Hyvitetty', { exact: true })).toBeVisible({
        timeout: 2000,
      });
    }).toPass({ timeout: 30_000 });
    await expectAccessible(customer, `customer order page with a refund (${language})`);
    await snapBoth(customer, `refund-4-customer-order-${language}`);
    await customer.context().close();
  }
});
