import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { oneTimeCodes, partnerRequests, users } from '../../db/schema/index';
import { hashToken } from '../../lib/tokens';
import { createTestContext, type TestContext } from '../../../test/helper';
import { partnerFixtures } from './test-fixtures';

let ctx: TestContext;
const f = partnerFixtures(() => ctx);
type Staff = { token: string; userId: number; username: string };
let admin: Staff;
let service: Staff;

beforeAll(async () => {
  ctx = await createTestContext();
  admin = await ctx.loginAs('ADMIN');
  service = await ctx.loginAs('SERVICE');
});
afterAll(() => ctx.close());

const PASSWORD = 'Kitchen#Open24hours';
/** A real address of the demo city: a restaurant's must be found to be listed. */
const address = { street: 'Kapellenkamp', houseNumber: '13', zip: '47058', city: 'Duisburg', floor: 0, apartmentNr: '' };
let seq = 0;
function restaurantBody() {
  seq += 1;
  return {
    name: 'Curry Corner',
    bio: 'Currywurst since 1985',
    contact: '+49 203 777',
    newPassword: PASSWORD,
    repeatPass: PASSWORD,
    username: `partner_resto_${seq}`,
    address,
  };
}

const invitationMails = (email: string) => ctx.mails.filter((m) => m.to === email && m.kind === 'invitation');
const codes = (id: number) => ctx.db.query.oneTimeCodes.findMany({ where: and(eq(oneTimeCodes.purpose, 'INVITATION'), eq(oneTimeCodes.partnerRequestId, id)) });

/** The code in the newest invitation mailed to the address. */
function mailedCode(email: string): string {
  const mail = invitationMails(email).at(-1)!;
  const link = new URL(/https?:\/\/\S+/.exec(mail.text)![0]);
  return link.searchParams.get('verificationcode')!;
}

const complete = (code: string, body = restaurantBody()) =>
  ctx.request({ method: 'POST', url: `/api/restaurant/complete-account?verificationCode=${encodeURIComponent(code)}`, payload: body });

describe('approval', () => {
  it('mails a single-use registration link of the request type, valid 7 days, and sets invited_at', async () => {
    const request = await f.readyRequest(service.userId, admin.userId, { type: 'courier', partnerName: null });
    const res = await f.decide(request.id, admin.token, 'APPROVED');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ status: 'APPROVED', decision: { state: 'APPROVED', by: { id: admin.userId } }, invitation: { state: 'OPEN' } });
    const row = await f.find(request.id);
    expect(row).toMatchObject({ status: 'APPROVED', decidedBy: admin.userId, invitedAt: row.decidedAt });
    const mail = invitationMails(request.email)[0]!;
    expect(mail.text).toMatch(new RegExp(`${ctx.app.deps.config.publicUrl}/auth/register\\?type=courier&verificationcode=\\S+`));
    const [code] = await codes(request.id);
    expect(code).toMatchObject({ codeHash: hashToken(mailedCode(request.email)), partnerType: 'courier', email: request.email, usedAt: null });
    const days = (code!.expiresAt.getTime() - Date.now()) / 86_400_000;
    expect(days).toBeGreaterThan(6.9);
    expect(days).toBeLessThanOrEqual(7);
    expect((await f.history(request.id)).map((e) => e.action)).toEqual(['partner.approve', 'partner.invite']);
  });

  it('of ten staff approving at the same moment, exactly one wins: one approval, one code, one mail', async () => {
    const request = await f.readyRequest(service.userId, admin.userId);
    const others = await Promise.all(Array.from({ length: 8 }, () => ctx.loginAs('SERVICE')));
    const callers = [admin, service, ...others];
    const answers = await Promise.all(callers.map((staff) => f.decide(request.id, staff.token, 'APPROVED')));
    const statuses = answers.map((res) => res.statusCode).sort();
    expect(statuses).toEqual([200, ...Array(9).fill(409)]);
    for (const res of answers.filter((r) => r.statusCode === 409)) expect(res.json().errorCode).toBe('partnerRequestDecided');
    expect(await codes(request.id)).toHaveLength(1);
    expect(invitationMails(request.email)).toHaveLength(1);
    expect((await f.history(request.id)).map((e) => e.action)).toEqual(['partner.approve', 'partner.invite']);
  });

  it('an approval racing a rejection leaves exactly one decision and mails only its outcome', async () => {
    const request = await f.readyRequest(service.userId, admin.userId);
    const answers = await Promise.all([f.decide(request.id, admin.token, 'APPROVED'), f.decide(request.id, service.token, 'REJECTED')]);
    expect(answers.map((r) => r.statusCode).sort()).toEqual([200, 409]);
    const row = await f.find(request.id);
    expect(ctx.mails.filter((m) => m.to === request.email)).toHaveLength(1);
    expect(await codes(request.id)).toHaveLength(row.status === 'APPROVED' ? 1 : 0);
  });
});

describe('POST /partner/{id}/resend-invitation', () => {
  it('mails a new link; the earlier one stops working; the new one completes the account', async () => {
    const request = await f.readyRequest(service.userId, admin.userId);
    await f.decide(request.id, admin.token, 'APPROVED');
    const first = mailedCode(request.email);
    const approvedAt = (await f.find(request.id)).invitedAt!;
    const res = await f.call('POST', `/partner/${request.id}/resend-invitation`, service.token);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ status: 'APPROVED', invitation: { state: 'OPEN' } });
    const second = mailedCode(request.email);
    expect(second).not.toBe(first);
    expect(invitationMails(request.email)).toHaveLength(2);
    expect((await f.find(request.id)).invitedAt!.getTime()).toBeGreaterThan(approvedAt.getTime());
    const history = await f.history(request.id);
    expect(history.at(-1)).toMatchObject({ action: 'partner.invite', actorId: service.userId, details: { before: { invitedAt: approvedAt.toISOString() } } });
    expect((await codes(request.id)).filter((c) => c.expiresAt > new Date())).toHaveLength(1);

    const old = await complete(first);
    expect(old.statusCode).toBe(400);
    expect(old.json().errorCode).toBe('verificationCodeInvalid');
    const done = await complete(second);
    expect(done.statusCode, done.body).toBe(201);
  });

  it('refuses a request that is not approved, or already completed, and sends nothing', async () => {
    const before = ctx.mails.length;
    for (const status of ['PENDING', 'REJECTED', 'COMPLETED'] as const) {
      const request = await f.readyRequest(service.userId, admin.userId, { status });
      const res = await f.call('POST', `/partner/${request.id}/resend-invitation`, admin.token);
      expect(res.statusCode, status).toBe(409);
      expect(res.json()).toMatchObject({ errorCode: 'partnerRequestNotApproved' });
      expect(await codes(request.id)).toEqual([]);
    }
    const unknown = await f.call('POST', '/partner/987654/resend-invitation', admin.token);
    expect(unknown.json()).toMatchObject({ status: 404, errorCode: 'partnerRequestNotFound' });
    const body = await f.call('POST', '/partner/987654/resend-invitation', admin.token, { email: 'other@example.test' });
    expect(body.json().fields).toEqual({ email: 'Unknown field' });
    expect(ctx.mails.length).toBe(before);
  });
});

describe('completion', () => {
  it('marks the request COMPLETED with the new account, which the detail shows; the link is then used up', async () => {
    const request = await f.readyRequest(service.userId, admin.userId, { partnerName: 'Curry Corner' });
    await f.decide(request.id, admin.token, 'APPROVED');
    const code = mailedCode(request.email);
    const body = restaurantBody();
    const res = await complete(code, body);
    expect(res.statusCode, res.body).toBe(201);
    const accountId = res.json().id as number;
    expect(await f.find(request.id)).toMatchObject({ status: 'COMPLETED', completedUserId: accountId, completedAt: expect.any(Date) });
    const detail = (await f.call('GET', `/partner/${request.id}`, admin.token)).json();
    expect(detail).toMatchObject({
      status: 'COMPLETED',
      completedAccount: { id: accountId, username: body.username, role: 'RESTAURANT_ADMIN' },
      completedAt: expect.any(String),
      invitation: { state: 'USED' },
      decision: { state: 'APPROVED' },
    });
    const again = await complete(code);
    expect(again.statusCode).toBe(400);
    expect(again.json().errorCode).toBe('verificationCodeInvalid');
    const resend = await f.call('POST', `/partner/${request.id}/resend-invitation`, admin.token);
    expect(resend.json().errorCode).toBe('partnerRequestNotApproved');
  });

  it('refuses an expired invitation, which the detail shows as EXPIRED, and creates no account', async () => {
    const request = await f.readyRequest(service.userId, admin.userId);
    await f.decide(request.id, admin.token, 'APPROVED');
    const code = mailedCode(request.email);
    await ctx.db
      .update(oneTimeCodes)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(oneTimeCodes.codeHash, hashToken(code)));
    const body = restaurantBody();
    const res = await complete(code, body);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ errorCode: 'verificationCodeInvalid', message: 'This link is invalid or has expired' });
    expect(await ctx.db.query.users.findFirst({ where: eq(users.username, body.username) })).toBeUndefined();
    expect(await ctx.db.query.partnerRequests.findFirst({ where: eq(partnerRequests.id, request.id) })).toMatchObject({
      status: 'APPROVED',
      completedUserId: null,
    });
    expect((await f.call('GET', `/partner/${request.id}`, admin.token)).json().invitation).toMatchObject({ state: 'EXPIRED' });
  });
});
