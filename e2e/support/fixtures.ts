import AxeBuilder from '@axe-core/playwright';
import { expect, type Locator, type Page } from '@playwright/test';
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const SCREENSHOT_DIR = path.join(path.dirname(fileURLToPath(import.meta.url)), '..', 'screenshots');
mkdirSync(SCREENSHOT_DIR, { recursive: true });

export const DESKTOP = { width: 1280, height: 800 };
export const MOBILE = { width: 375, height: 812 };

/** Fails on any axe-core violation of the screen as it is now (DESIGN.md section 8). */
export async function expectAccessible(page: Page, label: string) {
  const results = await new AxeBuilder({ page }).analyze();
  const summary = results.violations.map(
    (v) =>
      `${v.id}: ${v.help} (${v.nodes
        .map((n) => n.target.join(' '))
        .slice(0, 3)
        .join(', ')})`,
  );
  expect(summary, `axe violations on ${label}`).toEqual([]);
}

/** Saves a full-page screenshot named after the step and the viewport width. */
export async function snap(page: Page, name: string) {
  const width = page.viewportSize()?.width ?? 0;
  await page.screenshot({ path: path.join(SCREENSHOT_DIR, `${name}-${width}.png`), fullPage: true });
}

/** Sets the interface language before the app starts, as a returning visitor would have it. */
export async function useLanguage(page: Page, code: 'en' | 'de' | 'fi') {
  await page.addInitScript((lng) => localStorage.setItem('av.locale', lng), code);
}

export const DEMO = {
  ADMIN: { username: 'admin', password: 'Admin#2025demo' },
  SERVICE: { username: 'service', password: 'Service#2025demo' },
  RESTAURANT_ADMIN: { username: 'restaurant', password: 'Restaurant#2025demo' },
  RESTAURANT_BRANCH: { username: 'branch', password: 'Branch#2025demo' },
  COURIER: { username: 'courier', password: 'Courier#2025demo' },
  USER: { username: 'customer', password: 'Customer#2025demo' },
} as const;

/** The same screen at desktop width and at 375 px, then back to desktop (issue 4's screenshots). */
export async function snapBoth(page: Page, name: string) {
  await page.setViewportSize(DESKTOP);
  await snap(page, name);
  await page.setViewportSize(MOBILE);
  // Let the layout (and a map's canvas) settle at the new width.
  await page.waitForTimeout(300);
  await snap(page, name);
  await page.setViewportSize(DESKTOP);
}

/**
 * In a dish's dialog, the first option of every required group (decision 045): journeys that are
 * not about options still add a demo pizza, which asks for its size.
 */
export async function chooseRequiredOptions(dialog: Locator) {
  // The dialog's code loads on demand: wait for its content before looking for groups.
  await dialog.getByRole('button', { name: /Add to basket|In den Warenkorb|Lisää ostoskoriin/ }).waitFor();
  const required = dialog.getByRole('group').filter({ has: dialog.page().getByText(/^(Required|Pflicht|Pakollinen)$/) });
  for (const group of await required.all()) await group.locator('input').first().check();
}
