import { expect, type Browser, type Page } from '@playwright/test';
import { api } from '../../support/api';
import { apiLogin, loginThroughUi } from '../../support/auth';
import { DEMO, DESKTOP, expectAccessible, snapBoth } from '../../support/fixtures';

const COURIER_POSITION = { latitude: 51.4318, longitude: 6.7625 };

/** The words each screen shows in each language (apps/web/src/locales). */
const WORDS = {
  en: {
    offline: 'Offline',
    swipe: 'Exciting Opportunities near you',
    setOffline: 'Set offline',
    confirmTitle: (n: string) => `Set ${n} offline?`,
    onlineTab: 'Online now',
    back: 'Back to couriers',
  },
  de: {
    offline: 'Offline',
    swipe: 'Spannende Aufträge in Ihrer Nähe',
    setOffline: 'Offline schalten',
    confirmTitle: (n: string) => `${n} offline schalten?`,
    onlineTab: 'Jetzt online',
    back: 'Zurück zu den Kurieren',
  },
  fi: {
    offline: 'Offline',
    swipe: 'Jännittäviä mahdollisuuksia lähelläsi',
    setOffline: 'Aseta poissa olevaksi',
    confirmTitle: (n: string) => `Asetetaanko ${n} poissa olevaksi?`,
    onlineTab: 'Nyt paikalla',
    back: 'Takaisin lähetteihin',
  },
} as const;

async function loggedIn(browser: Browser, who: 'COURIER' | 'SERVICE'): Promise<Page> {
  const located = who === 'COURIER' ? { geolocation: COURIER_POSITION, permissions: ['geolocation'] } : {};
  const page = await (await browser.newContext({ viewport: DESKTOP, ...located })).newPage();
  await loginThroughUi(page, DEMO[who].username, DEMO[who].password);
  await expect(page).toHaveURL(/\/dashboard$/);
  return page;
}

/** Opens the screen in this language, and waits until its event stream is open, as a person's open screen would be. */
async function speak(page: Page, code: keyof typeof WORDS, path: string) {
  await page.evaluate((lng) => localStorage.setItem('av.locale', lng), code);
  const streamOpen = page.waitForResponse((response) => response.url().includes('/api/events?'));
  await page.goto(path);
  await streamOpen;
}

/**
 * Issue 22: staff set a courier offline, and the courier's open panel (another browser, its own
 * event stream) shows Offline and the swipe within a second, in each language; staff's "Online now"
 * screen sees the courier come and go without a reload.
 */
export async function courierLiveJourney(browser: Browser) {
  const courier = await loggedIn(browser, 'COURIER');
  const staff = await loggedIn(browser, 'SERVICE');
  const courierToken = await apiLogin(courier, DEMO.COURIER.username, DEMO.COURIER.password);
  const me = await api<{ currentUserId: number }>(courier, 'GET', '/active-user', courierToken);
  const profile = await api<{ firstName: string; lastName: string }>(courier, 'GET', `/courier/${me.currentUserId}`, courierToken);
  const name = `${profile.firstName} ${profile.lastName}`;

  for (const code of ['en', 'de', 'fi'] as const) {
    const words = WORDS[code];
    await speak(courier, code, '/dashboard');
    await speak(staff, code, '/dashboard/couriers/online');
    const panel = courier.getByRole('region', { name: /Courier panel|Kurierbereich|Lähettinäkymä/ });

    // The courier goes online as its phone would; the panel and staff's online screen follow by the stream.
    await api(courier, 'PUT', '/courier/update?availability=true', courierToken);
    await api(courier, 'POST', '/courier/position', courierToken, COURIER_POSITION);
    await expect(panel.getByText('Online', { exact: true })).toBeVisible();
    const onlineRow = staff.getByRole('table').getByRole('row').filter({ hasText: name });
    await expect(onlineRow).toBeVisible();
    await expectAccessible(staff, `couriers online (${code})`);
    await snapBoth(staff, `live-staff-online-${code}`);

    // Staff open the courier's page and set it offline.
    await onlineRow.getByRole('link', { name }).click();
    await expect(staff.getByRole('heading', { name, level: 1 })).toBeVisible();
    await staff.getByRole('button', { name: words.setOffline }).click();
    const dialog = staff.getByRole('alertdialog', { name: words.confirmTitle(name) });
    await expect(dialog).toBeVisible();
    const confirmed = Date.now();
    await dialog.getByRole('button', { name: words.setOffline }).click();

    // Within a second, without a reload, the courier's own panel says Offline and offers the swipe.
    await expect(panel.getByText(words.offline, { exact: true })).toBeVisible({ timeout: 1000 });
    await expect(courier.getByRole('slider', { name: words.swipe })).toBeVisible({ timeout: 1000 });
    expect(Date.now() - confirmed).toBeLessThan(1000);
    await expectAccessible(courier, `courier panel set offline by staff (${code})`);
    await snapBoth(courier, `live-courier-offline-${code}`);

    // Staff's online screen no longer lists it, again without a reload.
    await staff.getByRole('link', { name: words.back }).click();
    await staff.getByRole('link', { name: words.onlineTab }).click();
    await expect(staff.getByRole('table').getByRole('row').filter({ hasText: name })).toHaveCount(0);
  }
  await courier.context().close();
  await staff.context().close();
}
