import { expect, test } from '@playwright/test';
import { loginThroughUi } from '../support/auth';
import { DEMO, DESKTOP, MOBILE, expectAccessible, snap } from '../support/fixtures';

/** The demo restaurant the seed keeps closed on first start, taking orders for later (decision 046). */
const TAVERNA = 'Taverna Olympia';

const WORDS = {
  en: { note: 'You can order now for later: choose the delivery time at checkout.', legend: 'Delivery time', schedule: 'Schedule', scheduled: 'Scheduled for' },
  de: {
    note: 'Du kannst jetzt für später bestellen: Die Lieferzeit wählst du an der Kasse.',
    legend: 'Lieferzeit',
    schedule: 'Vorbestellen',
    scheduled: 'Geplant für',
  },
  fi: { note: 'Voit tilata nyt myöhemmäksi: valitse toimitusaika kassalla.', legend: 'Toimitusaika', schedule: 'Ajoita', scheduled: 'Ajoitettu:' },
} as const;

/**
 * Issue 25: order ahead from a restaurant that is closed now. The list and the menu say it takes
 * orders for later; the checkout offers only slots (its first chosen), picked by keyboard with the
 * day and time lists; the order is paid for its slot, the success and order pages say "Scheduled
 * for …", and the customer cancels it with a full refund while more than 30 minutes remain.
 */
test('order ahead from a closed restaurant: pick a day and time by keyboard, pay, see the slot, cancel for a refund', async ({ page }) => {
  test.setTimeout(150_000);
  await page.setViewportSize(MOBILE);
  await loginThroughUi(page, DEMO.USER.username, DEMO.USER.password);
  await expect(page).toHaveURL(/\/details$/);

  const link = page.getByRole('link', { name: TAVERNA, exact: true });
  const card = page.getByRole('listitem').filter({ has: link });
  await expect(card).toContainText(/Closed · opens .* · order ahead/);
  await snap(page, 'order-ahead-list-en');
  await link.click();
  await expect(page).toHaveURL(/\/details\/menu\/\d+$/);
  await expect(page.getByText(WORDS.en.note)).toBeVisible();
  await expectAccessible(page, 'the menu of a closed restaurant that takes orders ahead');
  await snap(page, 'order-ahead-menu-en');
  for (const lng of ['de', 'fi'] as const) {
    await page.evaluate((code) => localStorage.setItem('av.locale', code), lng);
    await page.reload();
    await expect(page.getByText(WORDS[lng].note)).toBeVisible();
    await expectAccessible(page, `the menu of a restaurant taking orders ahead (${lng})`);
    await snap(page, `order-ahead-menu-${lng}`);
  }
  await page.evaluate(() => localStorage.setItem('av.locale', 'en'));
  await page.reload();
  await page.setViewportSize(DESKTOP);
  await snap(page, 'order-ahead-menu-en');
  await page.setViewportSize(MOBILE);

  // Four of the first dish: over the minimum order.
  await page.getByRole('button', { name: /^Add / }).first().click();
  const dialog = page.getByRole('dialog');
  for (let i = 0; i < 3; i++) await dialog.getByRole('button', { name: 'Increase quantity' }).click();
  await dialog.getByRole('button', { name: /Add to basket/ }).click();
  await expect(dialog).toHaveCount(0);
  await page.getByRole('button', { name: /View basket/ }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Go to checkout' }).click();
  await expect(page).toHaveURL(/\/details\/checkout\/\d+$/);

  const picker = page.getByRole('group', { name: WORDS.en.legend });
  await expect(picker.getByText(/^Closed now, opens /)).toBeVisible();
  await expect(picker.getByRole('radio', { name: 'As soon as possible' })).toHaveCount(0);
  await expect(picker.getByRole('radio', { name: WORDS.en.schedule })).toBeChecked();
  const summary = page.getByRole('region', { name: 'Order summary' });
  const placeOrder = page.getByRole('button', { name: 'Place order and pay' });
  await expect(placeOrder).toBeEnabled();

  // By keyboard: the next day, then its second time, with the arrow keys on the lists.
  const day = picker.getByRole('combobox', { name: 'Day' });
  const time = picker.getByRole('combobox', { name: 'Time' });
  const firstDay = await day.inputValue();
  await day.focus();
  await page.keyboard.press('ArrowDown');
  await expect(day).not.toHaveValue(firstDay);
  await time.focus();
  await expect(time).toBeFocused();
  const firstTime = await time.inputValue();
  await page.keyboard.press('ArrowDown');
  await expect(time).not.toHaveValue(firstTime);
  const chosenTime = (await time.locator('option:checked').textContent())!;
  await expect(summary.getByText(new RegExp(`^Scheduled for .*${chosenTime}$`))).toBeVisible();
  await expect(placeOrder).toBeEnabled();
  await expectAccessible(page, 'checkout ordering ahead (en)');
  await snap(page, 'order-ahead-checkout-en');
  await page.setViewportSize(DESKTOP);
  await snap(page, 'order-ahead-checkout-en');
  await page.setViewportSize(MOBILE);

  for (const lng of ['de', 'fi'] as const) {
    await page.evaluate((code) => localStorage.setItem('av.locale', code), lng);
    await page.reload();
    const translated = page.getByRole('group', { name: WORDS[lng].legend });
    await expect(translated.getByRole('radio', { name: WORDS[lng].schedule })).toBeChecked();
    await expect(page.getByText(new RegExp(`^${WORDS[lng].scheduled} `)).first()).toBeVisible();
    // The prices for the slot, not dimmed while they load.
    await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
    await expectAccessible(page, `checkout ordering ahead (${lng})`);
    await snap(page, `order-ahead-checkout-${lng}`);
  }
  await page.evaluate(() => localStorage.setItem('av.locale', 'en'));
  await page.reload();
  // The slot is the page's own choice, not kept across a reload: the first one again, then pay for it.
  await expect(placeOrder).toBeEnabled();
  const slotText = (await summary.getByText(/^Scheduled for /).textContent())!;

  await placeOrder.click();
  await expect(page.getByRole('heading', { name: 'Demo payment: no money moves' })).toBeVisible();
  await page.getByRole('button', { name: /^Pay / }).click();
  await expect(page).toHaveURL(/\/details\/success\?orderId=\d+/);
  await expect(page.getByText(slotText)).toBeVisible();
  await expectAccessible(page, 'success page of an order placed ahead');
  await snap(page, 'order-ahead-success-en');

  const orderId = new URL(page.url()).searchParams.get('orderId');
  await page.goto(`/details/user-profile/orders/${orderId}`);
  await expect(page.getByText(slotText)).toBeVisible();
  await expect(page.getByText(/^You can cancel free of charge until /)).toBeVisible();
  await expect(page.getByText(/ confirms it before they start cooking$/)).toBeVisible();
  await expectAccessible(page, 'order placed ahead');
  await snap(page, 'order-ahead-order-en');
  await page.setViewportSize(DESKTOP);
  await snap(page, 'order-ahead-order-en');

  await page.getByRole('button', { name: 'Cancel order' }).click();
  const question = page.getByRole('alertdialog');
  await expect(question).toContainText('you get the full amount back');
  await question.getByRole('button', { name: 'Yes, cancel order' }).click();
  const progress = page.getByRole('region', { name: 'Progress' });
  await expect(progress).toContainText('This order was cancelled. The full amount goes back to you.');
  await expect(page.getByText('Order cancelled. The full amount is on its way back to you.').first()).toBeVisible();
  await expect(page.getByRole('button', { name: 'Cancel order' })).toHaveCount(0);
  await snap(page, 'order-ahead-cancelled-en');
});
