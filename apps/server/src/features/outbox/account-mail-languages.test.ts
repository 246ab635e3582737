import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { partnerRequests, users } from '../../db/schema/index';
import { mailTexts } from '../../lib/mail-texts/index';
import type { Locale } from '../../lib/preferred-locale';
import { createUser } from '../../../test/factories';
import { createTestContext, type TestContext } from '../../../test/helper';
import { runJobs } from '../../../test/jobs';
import { partnerFixtures } from '../partners/test-fixtures';

/** Issue 22: every mail about an account goes out in the recipient's language; English when none is known. */
let ctx: TestContext;
let admin: { token: string; userId: number };
let service: { token: string; userId: number };
const f = partnerFixtures(() => ctx);
let seq = 0;
let ip = 0;

beforeAll(async () => {
  ctx = await createTestContext();
  admin = await ctx.loginAs('ADMIN');
  service = await ctx.loginAs('SERVICE');
});
afterAll(() => ctx.close());

/** The page's language as the web app sends it; `undefined` is a client that sends none. */
const CASES: [Locale | undefined, Locale][] = [
  ['de', 'de'],
  ['fi', 'fi'],
  [undefined, 'en'],
];
const language = (sent: Locale | undefined) => (sent ? { 'accept-language': sent } : {});
const address = { street: 'Königstraße', houseNumber: '12', apartmentNr: '', zip: '47051', city: 'Duisburg', floor: 0 };

/** The one mail of `kind` the last step sent to `to`, once the queue has run. */
async function mailTo(to: string, kind: string) {
  await runJobs(ctx.app);
  const sent = ctx.mails.filter((m) => m.to === to && m.kind === kind);
  expect(sent).toHaveLength(1);
  return sent[0]!;
}

describe.each(CASES)('a page in %s', (sent, locale) => {
  const t = mailTexts(locale);

  it('signs up in its language and gets the verification link in it', async () => {
    seq += 1;
    const email = `lang.signup${seq}@example.test`;
    const res = await ctx.request({
      method: 'POST',
      url: '/api/user/sign-up',
      headers: language(sent),
      remoteAddress: `10.22.0.${++ip}`,
      payload: {
        firstName: 'Aino',
        lastName: 'Koski',
        contact: '+358401234567',
        address,
        email,
        password: 'Gr8-Kitchen#Helsinki',
        username: `lang_signup${seq}`,
        provider: 'LOCAL',
      },
    });
    expect(res.statusCode, res.body).toBe(201);
    expect((await ctx.db.query.users.findFirst({ where: eq(users.id, res.json().id) }))!.locale).toBe(locale);
    const mail = await mailTo(email, 'email-verification');
    expect(mail.subject).toBe(t.verification.subject);
    expect(mail.text).toContain(t.verification.welcome);
    expect(mail.text).toMatch(/\/auth\/verify\?verificationCode=\S+/);
  });

  it('asks for a partnership in its language: the request keeps it, and the refusal is written in it', async () => {
    seq += 1;
    const email = `lang.partner${seq}@example.test`;
    const payload = { fullname: 'Emil Brandt', partnerName: `Brandt Grill ${seq}`, email, phone: '+49 203 123 456', contactMode: 'EMAIL', address };
    const res = await ctx.request({
      method: 'POST',
      url: '/api/partner/restaurant/registration',
      headers: language(sent),
      remoteAddress: `10.22.1.${++ip}`,
      payload,
    });
    expect(res.statusCode, res.body).toBe(201);
    const { id } = res.json();
    const at = new Date();
    await ctx.db
      .update(partnerRequests)
      .set({ reviewStatement: 'Fine.', reviewedBy: service.userId, reviewedAt: at, signoffStatement: 'Agreed.', signedBy: admin.userId, signedAt: at })
      .where(eq(partnerRequests.id, id));
    expect((await f.find(id)).locale).toBe(locale);
    expect((await f.decide(id, admin.token, 'REJECTED')).statusCode).toBe(200);
    const mail = await mailTo(email, 'partner-refusal');
    expect(mail.subject).toBe(t.partnerRefusal.subject);
    expect(mail.text).toContain(t.partnerRefusal.salutation({ name: 'Emil Brandt' }));
    expect(mail.text).toContain(t.partnerRefusal.interestRestaurant({ restaurant: payload.partnerName }));
  });

  it("sends an approved request's invitation, and its resend, in the request's language", async () => {
    const request = await f.readyRequest(service.userId, admin.userId, { type: 'courier', partnerName: null, locale });
    expect((await f.decide(request.id, admin.token, 'APPROVED')).statusCode).toBe(200);
    const mail = await mailTo(request.email, 'invitation');
    expect(mail.subject).toBe(t.invitation.subject);
    expect(mail.text).toContain(t.invitation.approved.courier);
    expect(mail.text).toContain(t.invitation.complete({ days: 7 }));
    expect(mail.text).toMatch(/\/auth\/register\?type=courier&verificationcode=\S+/);
    // Staff resend from a page in another language: the mail stays in the request's.
    const resend = await ctx.request({
      method: 'POST',
      url: `/api/partner/${request.id}/resend-invitation`,
      token: admin.token,
      headers: { 'accept-language': 'en' },
    });
    expect(resend.statusCode, resend.body).toBeLessThan(300);
    await runJobs(ctx.app);
    const again = ctx.mails.filter((m) => m.to === request.email && m.kind === 'invitation');
    expect(again).toHaveLength(2);
    expect(again[1]!.text).toContain(t.invitation.approved.courier);
  });

  it("invites a partner or a staff member, who have no account yet, in the inviting page's language", async () => {
    seq += 1;
    const courier = `lang.courier${seq}@example.test`;
    const direct = await ctx.request({
      method: 'POST',
      url: '/api/invitation/courier',
      token: admin.token,
      headers: language(sent),
      payload: { email: courier },
    });
    expect(direct.statusCode, direct.body).toBe(202);
    const invited = await mailTo(courier, 'invitation');
    expect(invited.subject).toBe(t.invitation.subject);
    expect(invited.text).toContain(t.invitation.invited.courier);

    const colleague = `lang.staff${seq}@forkly.test`;
    const staff = await ctx.request({
      method: 'POST',
      url: '/api/credential',
      token: admin.token,
      headers: language(sent),
      payload: { email: colleague, role: 'ADMIN' },
    });
    expect(staff.statusCode, staff.body).toBe(201);
    const mail = await mailTo(colleague, 'invitation');
    expect(mail.text).toContain(t.invitation.staff.ADMIN);
    expect(mail.text).toContain(t.invitation.once);
  });

  it("mails a password reset code in the account's language", async () => {
    const user = await createUser(ctx.db, sent ? { locale } : {});
    const res = await ctx.request({
      method: 'POST',
      url: '/api/forgotten-password/request',
      payload: { username: user.username },
      remoteAddress: `10.22.2.${++ip}`,
    });
    expect(res.statusCode).toBe(202);
    const mail = await mailTo(user.email, 'password-reset');
    expect(mail.subject).toBe(t.passwordReset.subject);
    expect(mail.text).toContain(t.passwordReset.asked({ username: user.username }));
    expect(mail.text).toMatch(new RegExp(`${t.passwordReset.code({ code: '' })}[A-Z2-9]{10}`));
  });

  it("sends a new address's verification link in the account's language", async () => {
    const user = await ctx.loginAs('USER', sent ? { locale } : {});
    const email = `lang.moved${++seq}@example.test`;
    const res = await ctx.request({ method: 'PUT', url: '/api/user', token: user.token, payload: { email } });
    expect(res.statusCode, res.body).toBe(200);
    expect((await mailTo(email, 'email-verification')).subject).toBe(t.verification.subject);
  });
});

describe('the words of each language', () => {
  it('are the ones the catalogue gives, German with "Sie"', () => {
    expect(mailTexts('de').verification.subject).toBe('Bestätigen Sie Ihre E-Mail-Adresse');
    expect(mailTexts('fi').invitation.subject).toBe('Kutsusi Forklyyn');
    expect(mailTexts('en').partnerRefusal.subject).toBe('Your request to join Forkly');
  });
});
