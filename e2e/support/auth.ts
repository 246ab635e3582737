import { expect, type Page } from '@playwright/test';
import { DEMO } from './fixtures';

/** Logs in through the login screen, as a person would. */
export async function loginThroughUi(page: Page, username: string, password: string) {
  await page.goto('/auth');
  await page.getByLabel('Username').fill(username);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Log in' }).click();
}

/** The API as a script would use it: CSRF cookie first, then JSON calls with the bearer token. */
export async function apiLogin(page: Page, username: string, password: string): Promise<string> {
  const request = page.request;
  await request.get('/api/csrf');
  const csrf = (await request.storageState()).cookies.find((c) => c.name === 'XSRF-TOKEN')?.value ?? '';
  const res = await request.post('/api/system/auth/login', { data: { loginId: username, password }, headers: { 'x-xsrf-token': csrf } });
  expect(res.ok(), await res.text()).toBe(true);
  return ((await res.json()) as { access_token: string }).access_token;
}

export async function csrfHeader(page: Page): Promise<Record<string, string>> {
  await page.request.get('/api/csrf');
  const csrf = (await page.request.storageState()).cookies.find((c) => c.name === 'XSRF-TOKEN')?.value ?? '';
  return { 'x-xsrf-token': csrf };
}

/** The newest mail to an address from the outbox (read as ADMIN, as the offline e-mail provider keeps it). */
export async function latestMailTo(page: Page, adminToken: string, to: string): Promise<{ subject: string; text: string }> {
  const res = await page.request.get('/api/outbox?limit=50', { headers: { authorization: `Bearer ${adminToken}` } });
  expect(res.ok(), await res.text()).toBe(true);
  const body = (await res.json()) as { results: { to: string; subject: string; text: string }[] };
  const mail = body.results.find((m) => m.to.toLowerCase() === to.toLowerCase());
  expect(mail, `a mail to ${to}`).toBeTruthy();
  return mail!;
}

export function linkIn(text: string): URL {
  const match = /https?:\/\/\S+/.exec(text);
  expect(match, 'a link in the mail').toBeTruthy();
  return new URL(match![0]);
}

/**
 * Opens the verification link mailed to `email` (read from the outbox as ADMIN), as its owner
 * would: a new sign-up may log in only after that (decision 016).
 */
export async function verifyEmailThroughOutbox(page: Page, email: string): Promise<void> {
  const adminToken = await apiLogin(page, DEMO.ADMIN.username, DEMO.ADMIN.password);
  const link = linkIn((await latestMailTo(page, adminToken, email)).text);
  const res = await page.request.get(`/api/user/verify?verificationCode=${encodeURIComponent(link.searchParams.get('verificationCode') ?? '')}`);
  expect(res.ok(), await res.text()).toBe(true);
}
