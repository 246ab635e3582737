import { expect, test, type Page } from '@playwright/test';
import { apiLogin } from '../support/auth';
import { DEMO, DESKTOP, MOBILE } from '../support/fixtures';
import { expectVisibleFocus, readFocus, tabTo } from '../support/keyboard';

/**
 * Issue 10: the whole customer journey with the keyboard alone. No clicks: Tab, Shift+Tab, Enter,
 * Space, Escape, arrow keys in the address combobox and typing into fields. Every stop on the way
 * shows a ring nothing clips, and each dialog gives the focus back to what opened it.
 */
test('a customer logs in, chooses an address, orders and pays with the keyboard alone', async ({ page }) => {
  test.setTimeout(150_000);
  await page.setViewportSize(DESKTOP);
  const token = await apiLogin(page, DEMO.USER.username, DEMO.USER.password);
  const me = await (await page.request.get('/api/active-user', { headers: { authorization: `Bearer ${token}` } })).json();
  const { street, houseNumber } = me.credentials.address as { street: string; houseNumber: string };

  // Log in.
  await page.goto('/auth');
  await expect(page.getByLabel('Username')).toBeVisible();
  await tabTo(page, /^input "Username/);
  await page.keyboard.type(DEMO.USER.username);
  await tabTo(page, /^input "Password/, { max: 3 });
  await page.keyboard.type(DEMO.USER.password);
  await page.keyboard.press('Enter');
  await expect(page).not.toHaveURL(/\/auth$/);

  // The logo of the restaurant list leads home, where the customer chooses the delivery address.
  await expect(page).toHaveURL(/\/details$/);
  await expectVisibleFocus(page, 'after logging in', { settle: true });
  await tabTo(page, /Forkly home/, { max: 6, backwards: true });
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/$/);
  // The landing page's code arrives after the address bar changes; a person waits to see its field.
  await expect(page.getByRole('combobox', { name: /Delivery address/ })).toBeVisible();
  await tabTo(page, /Delivery address/);
  await page.keyboard.type(`${street} ${houseNumber}`);
  await expect(page.getByRole('option').first()).toBeVisible();
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/details$/);
  await expect(page.locator('a[href^="/details/menu/"]').first()).toBeVisible();
  await expectVisibleFocus(page, 'after choosing the address', { settle: true });

  // A restaurant card shows its ring around the whole card, uncut; Enter opens its menu.
  await tabTo(page, /→ \/details\/menu\/\d+$/, { max: 10 });
  const firstRestaurant = (await readFocus(page)).label;
  await page.keyboard.press('Enter');
  await addFirstDish(page);

  // Back to the list (the back arrow), the next restaurant: the basket asks before it starts anew.
  await tabTo(page, /^button "Back"/, { max: 40, backwards: true });
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/details$/);
  await expect(page.locator('a[href^="/details/menu/"]').first()).toBeVisible();
  await expectVisibleFocus(page, 'back on the list', { settle: true });
  await tabTo(page, /→ \/details\/menu\/\d+$/, { max: 10 });
  if ((await readFocus(page)).label === firstRestaurant) await tabTo(page, /→ \/details\/menu\/\d+$/, { max: 5 });
  await page.keyboard.press('Enter');
  // Two of it: the list now starts with the demo customer's favourites, whose minimum order one dish may miss.
  await addFirstDish(page, { replacing: true, quantity: 2 });

  // The cart: Shift+Tab reaches it in a few steps; Escape gives the focus back to it.
  const presses = await tabTo(page, /^button "Cart, 2 items"/, { max: 20, backwards: true });
  expect(presses).toBeLessThanOrEqual(15);
  await page.keyboard.press('Enter');
  await expect(page.getByRole('dialog')).toBeVisible();
  await expectVisibleFocus(page, 'in the cart sheet', { settle: true });
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog')).toHaveCount(0);
  expect((await expectVisibleFocus(page, 'after the cart closed', { settle: true })).label).toMatch(/^button "Cart, 2 items"/);

  // Space opens it too; Go to checkout.
  await page.keyboard.press('Space');
  await expect(page.getByRole('dialog')).toBeVisible();
  await tabTo(page, /^button "Go to checkout"/, { max: 10 });
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/details\/checkout\/\d+$/);
  await expect(page.getByRole('heading', { name: 'Order summary' })).toBeVisible();
  await expectVisibleFocus(page, 'on the checkout page', { settle: true });

  // A tip for the courier with the arrow keys (issue 25): 10 %, priced by the server.
  await tabTo(page, /^input "No tip"/, { max: 30 });
  await page.keyboard.press('ArrowRight');
  await page.keyboard.press('ArrowRight');
  await expect(page.getByRole('radio', { name: /^10%/ })).toBeChecked();
  await expect(page.getByText('Tip for the courier')).toBeVisible();

  // Place the order and pay on the demo payment page.
  await tabTo(page, /^button "Place order and pay"/, { max: 40 });
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { name: 'Demo payment: no money moves' })).toBeVisible();
  await tabTo(page, /^button "Pay /, { max: 5 });
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/details\/success\?orderId=\d+/);
  await expect(page.getByRole('heading', { name: 'Thank you! Your order is paid' })).toBeVisible();

  // On to My orders and along the profile's tabs, whose row scrolls sideways on a phone.
  await tabTo(page, /^a "My orders" → \/details\/user-profile\/orders$/, { max: 10 });
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/details\/user-profile\/orders$/);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expectVisibleFocus(page, 'on My orders', { settle: true });
  await tabTo(page, /^a "Support" → /, { max: 6 });

  // At 375 px the menu's category pills scroll sideways too: each focused pill shows its whole ring.
  await page.setViewportSize(MOBILE);
  await tabTo(page, /^a "General" → /, { max: 6, backwards: true });
  await page.goto(firstRestaurant.replace(/^.*→ /, ''));
  await expect(page.getByRole('button', { name: /^Add / }).first()).toBeVisible();
  const pills = await page.getByRole('navigation', { name: 'Menu categories' }).getByRole('link').allTextContents();
  expect(pills.length).toBeGreaterThan(3);
  for (const [index, pill] of pills.entries()) {
    await tabTo(page, new RegExp(`^a "${pill.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}"`), { max: index === 0 ? 10 : 1 });
  }

  // Removing the last item closes the cart by itself: the focus goes back to the cart button.
  await addFirstDish(page);
  await tabTo(page, /^button "Cart, 1 item"/, { max: 30, backwards: true });
  await page.keyboard.press('Enter');
  await expect(page.getByRole('dialog')).toBeVisible();
  await tabTo(page, /^button "Edit /, { max: 5 });
  await page.keyboard.press('Enter');
  await expect(page.getByRole('dialog', { name: 'Edit Order' })).toBeVisible();
  await tabTo(page, /^button "Remove from cart"/, { max: 10 });
  await page.keyboard.press('Enter');
  await expect(page.getByRole('dialog')).toHaveCount(0);
  expect((await expectVisibleFocus(page, 'after the cart emptied', { settle: true })).label).toMatch(/^button "Cart, empty"/);
});

/** On a menu: Tab to the first Add button, choose Add to basket; the focus comes back to that button. */
async function addFirstDish(page: Page, { replacing = false, quantity = 1 } = {}) {
  await expect(page).toHaveURL(/\/details\/menu\/\d+$/);
  await expect(page.getByRole('button', { name: /^Add / }).first()).toBeVisible();
  await expectVisibleFocus(page, 'on the menu', { settle: true });
  await tabTo(page, /^button "Add /, { max: 20 });
  const opener = (await readFocus(page)).label;
  await page.keyboard.press('Enter');
  await expect(page.getByRole('dialog')).toBeVisible();
  await expectVisibleFocus(page, 'in the add dialog', { settle: true });
  if (await page.getByRole('dialog').getByText('Required', { exact: true }).count()) {
    // A demo pizza asks for its size (decision 045): Tab into the group, Space picks its first.
    await tabTo(page, /^input "/, { max: 10 });
    await page.keyboard.press('Space');
  }
  if (quantity > 1) {
    await tabTo(page, /^button "Increase quantity"/, { max: 10 });
    for (let more = 1; more < quantity; more++) await page.keyboard.press('Enter');
  }
  await tabTo(page, /Add to basket/, { max: 10 });
  await page.keyboard.press('Enter');
  if (replacing) {
    await expect(page.getByRole('dialog', { name: 'Start a new basket?' })).toBeVisible();
    await tabTo(page, /^button "Start new basket"/, { max: 5 });
    await page.keyboard.press('Enter');
  }
  await expect(page.getByRole('dialog')).toHaveCount(0);
  expect((await expectVisibleFocus(page, 'after adding to the basket', { settle: true })).label).toBe(opener);
}
