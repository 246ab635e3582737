import { expect, test, type Page } from '@playwright/test';
import { api } from '../../support/api';
import { apiLogin, linkIn } from '../../support/auth';
import { DEMO, DESKTOP, expectAccessible, snapBoth, useLanguage } from '../../support/fixtures';

const PASSWORD = 'Bicycle#Courier2026';
const address = { street: 'Kapellenkamp', houseNumber: '13', zip: '47058', city: 'Duisburg', floor: 0, apartmentNr: '' };

/** The code of the newest invitation mailed to `email` once it is not `other` (mail leaves through the job queue). */
async function mailedCode(page: Page, admin: string, email: string, other?: string): Promise<string> {
  let code = '';
  await expect
    .poll(async () => {
      const res = await page.request.get('/api/outbox?limit=50', { headers: { authorization: `Bearer ${admin}` } });
      const mail = ((await res.json()) as { results: { to: string; text: string }[] }).results.find((m) => m.to === email);
      code = mail ? (linkIn(mail.text).searchParams.get('verificationcode') ?? '') : '';
      return code !== '' && code !== other;
    })
    .toBe(true);
  return code;
}

const registerAt = (code: string) => `/auth/register?type=courier&verificationcode=${encodeURIComponent(code)}`;

const TITLES = { en: 'This link was already used', de: 'Dieser Link wurde bereits verwendet', fi: 'Tätä linkkiä on jo käytetty' } as const;

test('a used invitation link is refused at step 1, in every language, and an expired one asks for a new link', async ({ page, browser }) => {
  await page.setViewportSize(DESKTOP);
  const admin = await apiLogin(page, DEMO.ADMIN.username, DEMO.ADMIN.password);
  const stamp = Date.now();
  const email = `used.link.${stamp}@example.test`;
  await api(page, 'POST', '/invitation/courier', admin, { email });
  const code = await mailedCode(page, admin, email);

  // The invited courier completes the account once.
  await api(page, 'PUT', `/courier/complete-account?verificationCode=${encodeURIComponent(code)}`, admin, {
    firstName: 'Ida',
    lastName: 'Invited',
    contact: '+49 170 555 01',
    newPassword: PASSWORD,
    repeatPass: PASSWORD,
    username: `ida${stamp}`,
    address,
  });

  // Opening the link again says so at once: no form, a way to log in.
  for (const language of ['en', 'de', 'fi'] as const) {
    const visitor = await (await browser.newContext({ viewport: DESKTOP })).newPage();
    await useLanguage(visitor, language);
    await visitor.goto(registerAt(code));
    await expect(visitor.getByRole('alert')).toContainText(TITLES[language]);
    await expect(visitor.getByLabel('Last name')).toHaveCount(0);
    await expectAccessible(visitor, `used invitation link (${language})`);
    await snapBoth(visitor, `invitation-used-${language}`);
    await visitor.context().close();
  }

  // A link replaced by a newer one offers a new link, mailed to the invited address.
  const second = `replaced.link.${stamp}@example.test`;
  await api(page, 'POST', '/invitation/courier', admin, { email: second });
  const first = await mailedCode(page, admin, second);
  await api(page, 'POST', '/invitation/courier', admin, { email: second });
  const newer = await mailedCode(page, admin, second, first);
  const visitor = await (await browser.newContext({ viewport: DESKTOP })).newPage();
  await visitor.goto(registerAt(first));
  await expect(visitor.getByRole('alert')).toContainText('A newer link replaced this one');
  await visitor.getByRole('button', { name: 'Send me a new link' }).click();
  await expect(visitor.getByRole('status')).toContainText('A new link is on its way');
  await expectAccessible(visitor, 'renewed invitation link');
  await snapBoth(visitor, 'invitation-renewed');
  const renewed = await mailedCode(page, admin, second, newer);
  await visitor.goto(registerAt(renewed));
  await expect(visitor.getByLabel('Last name')).toBeVisible();
  await visitor.context().close();
});
