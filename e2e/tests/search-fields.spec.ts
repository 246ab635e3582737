import { expect, test, type Locator } from '@playwright/test';
import { loginThroughUi } from '../support/auth';
import { DEMO, DESKTOP, MOBILE } from '../support/fixtures';

/** The placeholder's width in the input's own font against the room inside the input's padding. */
async function placeholderRoom(input: Locator) {
  return input.evaluate((el: HTMLInputElement) => {
    const style = getComputedStyle(el);
    const context = document.createElement('canvas').getContext('2d')!;
    context.font = `${style.fontWeight} ${style.fontSize} ${style.fontFamily}`;
    return {
      placeholder: el.placeholder,
      text: Math.ceil(context.measureText(el.placeholder).width),
      room: el.clientWidth - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight),
    };
  });
}

const SEARCH = { en: 'Search', de: 'Suche', fi: 'Haku' } as const;

// Issue 10: the order list's hint read "Order number or custo". It must fit whole, in every language.
for (const lng of ['en', 'de', 'fi'] as const) {
  test(`the order search shows its whole hint at 375 px and on a desktop (${lng})`, async ({ page }) => {
    await page.setViewportSize(DESKTOP);
    await loginThroughUi(page, DEMO.RESTAURANT_ADMIN.username, DEMO.RESTAURANT_ADMIN.password);
    await expect(page).toHaveURL(/\/dashboard/);
    // The stored language is read at start-up: the orders page opens in it.
    await page.evaluate((code) => localStorage.setItem('av.locale', code), lng);
    await page.goto('/dashboard/orders');
    const search = page.getByLabel(SEARCH[lng], { exact: true });
    for (const viewport of [DESKTOP, MOBILE]) {
      await page.setViewportSize(viewport);
      await expect(search).toBeVisible();
      const { placeholder, text, room } = await placeholderRoom(search);
      expect(text, `"${placeholder}" at ${viewport.width} px`).toBeLessThanOrEqual(room);
    }
  });
}

// Issue 10: the restaurant search finds cuisines and dishes too, and its hint says so, whole.
const HINT = { en: 'Restaurant, cuisine or dish', de: 'Restaurant, Küche oder Gericht', fi: 'Ravintola, keittiö tai ruoka' } as const;
for (const lng of ['en', 'de', 'fi'] as const) {
  test(`the restaurant search names what it finds and shows its whole hint (${lng})`, async ({ page }) => {
    await page.addInitScript((code) => localStorage.setItem('av.locale', code), lng);
    await page.goto('/all-restaurants');
    const search = page.getByRole('searchbox').first();
    await expect(search).toHaveAttribute('placeholder', HINT[lng]);
    for (const viewport of [DESKTOP, MOBILE]) {
      await page.setViewportSize(viewport);
      const { placeholder, text, room } = await placeholderRoom(search);
      expect(text, `"${placeholder}" at ${viewport.width} px`).toBeLessThanOrEqual(room);
    }
  });
}
