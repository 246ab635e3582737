import { expect, test } from '@playwright/test';
import { apiLogin, csrfHeader, loginThroughUi } from '../support/auth';
import { DEMO, MOBILE, expectAccessible, snap, chooseRequiredOptions } from '../support/fixtures';

/** A demo restaurant only this journey orders from; every demo restaurant has the restaurant password. */
const KITCHEN = { name: 'Taj Mahal Palace', username: 'taj-mahal', password: DEMO.RESTAURANT_ADMIN.password };

/**
 * Issue 23: the two ways an order ends without food. The customer leaves the payment page and
 * cancels the unpaid order (nothing charged); a paid order the kitchen rejects is cancelled and
 * refunded, and the customer's order page says why and that the money goes back.
 */
test('a customer cancels an unpaid order; a paid one the kitchen rejects is refunded', async ({ page }) => {
  test.setTimeout(150_000);
  await page.setViewportSize(MOBILE);
  await loginThroughUi(page, DEMO.USER.username, DEMO.USER.password);
  await expect(page).toHaveURL(/\/details$/);

  const orderAndPay = async () => {
    await page.goto('/details');
    await page
      .getByRole('link', { name: new RegExp(KITCHEN.name) })
      .first()
      .click();
    await expect(page).toHaveURL(/\/details\/menu\/\d+$/);
    await page.getByRole('button', { name: /^Add / }).first().click();
    const dialog = page.getByRole('dialog');
    for (let i = 0; i < 2; i++) await dialog.getByRole('button', { name: 'Increase quantity' }).click();
    await chooseRequiredOptions(page.getByRole('dialog'));
    await dialog.getByRole('button', { name: /Add to basket/ }).click();
    await page.getByRole('button', { name: /View basket/ }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Go to checkout' }).click();
    await page.getByRole('button', { name: 'Place order and pay' }).click();
    await expect(page.getByRole('heading', { name: 'Demo payment: no money moves' })).toBeVisible();
  };

  // 1. Leave the payment page: nothing is charged, the order waits; then cancel it for good.
  await orderAndPay();
  await page.getByRole('button', { name: 'Cancel', exact: true }).click();
  await expect(page.getByRole('heading', { name: 'Payment cancelled' })).toBeVisible();
  const unpaidId = new URL(page.url()).searchParams.get('orderId');
  await page.goto(`/details/user-profile/orders/${unpaidId}`);
  await page.getByRole('button', { name: 'Cancel order' }).click();
  const ask = page.getByRole('alertdialog').or(page.getByRole('dialog'));
  await expect(ask.getByText('The restaurant will not get it and nothing is charged. This cannot be undone.')).toBeVisible();
  await ask.getByRole('button', { name: 'Yes, cancel order' }).click();
  await expect(page.getByText('Cancelled', { exact: true }).first()).toBeVisible();
  await expect(page.getByRole('button', { name: 'Cancel order' })).toHaveCount(0);
  await expectAccessible(page, 'an unpaid order cancelled');
  await snap(page, 'cancel-unpaid-order');

  // 2. Pay, and the kitchen rejects it: cancelled and refunded in full, with the reason.
  await orderAndPay();
  await page.getByRole('button', { name: /^Pay / }).click();
  await expect(page).toHaveURL(/\/details\/success\?orderId=\d+/);
  const paidId = Number(new URL(page.url()).searchParams.get('orderId'));
  const kitchen = await apiLogin(page, KITCHEN.username, KITCHEN.password);
  const rejected = await page.request.put(`/api/restaurant/order/${paidId}?status=CANCELLED&reason=tooBusy`, {
    headers: { authorization: `Bearer ${kitchen}`, ...(await csrfHeader(page)) },
  });
  expect(rejected.ok(), await rejected.text()).toBe(true);
  await page.goto(`/details/user-profile/orders/${paidId}`);
  await expect(
    page.getByText(`${KITCHEN.name} was too busy to prepare your order, so it was cancelled and you were refunded in full. We are sorry.`),
  ).toBeVisible();
  await expectAccessible(page, 'a paid order the kitchen rejected');
  await snap(page, 'cancel-paid-order-refunded');
});
