import { and, count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Role } from '@forkly/contracts';
import { auditLog, oneTimeCodes, users } from '../../db/schema/index';
import { hashToken } from '../../lib/tokens';
import { createUser } from '../../../test/factories';
import { createTestContext, type TestContext } from '../../../test/helper';

let ctx: TestContext;
type Session = Awaited<ReturnType<TestContext['loginAs']>>;
const as = {} as Record<Role, Session>;
let seq = 0;

beforeAll(async () => {
  ctx = await createTestContext();
  for (const role of ['ADMIN', 'SERVICE', 'RESTAURANT_ADMIN', 'RESTAURANT_BRANCH', 'COURIER', 'USER'] as const) as[role] = await ctx.loginAs(role);
});
afterAll(() => ctx.close());

const PASSWORD = 'Helpdesk#Duisburg24';
const address = { street: 'Sonnenwall', houseNumber: '5', zip: '47051', city: 'Duisburg', floor: 0, apartmentNr: '' };
const invite = (payload: unknown, who: Session | null = as.ADMIN) =>
  ctx.request({ method: 'POST', url: '/api/credential', token: who?.token, payload: payload as object });
const nextEmail = () => `staff${++seq}@forkly.test`;

/** Everything an invitation changes: stored codes, mails and audit entries. */
async function footprint() {
  const [codes] = await ctx.db.select({ n: count() }).from(oneTimeCodes).where(eq(oneTimeCodes.purpose, 'INVITATION'));
  const [audits] = await ctx.db.select({ n: count() }).from(auditLog).where(eq(auditLog.action, 'staff.invite'));
  return { codes: codes!.n, audits: audits!.n, mails: ctx.mails.length };
}

function codeInMailTo(email: string) {
  const mail = ctx.mails.findLast((m) => m.to === email)!;
  const link = new URL(/https?:\/\/\S+/.exec(mail.text)![0]);
  return { mail, link, code: link.searchParams.get('verificationcode')! };
}

async function complete(code: string, username: string) {
  return ctx.request({
    method: 'POST',
    url: `/api/service/complete-account?verificationCode=${encodeURIComponent(code)}`,
    payload: { firstName: 'Mara', lastName: 'Kowalski', contact: '+49 203 4455', newPassword: PASSWORD, repeatPass: PASSWORD, username, address },
  });
}

describe('POST /credential', () => {
  it('invites a SERVICE member: 201 without the code, a type=service link by mail, recorded in the audit log', async () => {
    const email = nextEmail();
    const res = await invite({ email, role: 'SERVICE', note: 'Welcome to the support team!' });
    expect(res.statusCode, res.body).toBe(201);
    const body = res.json();
    expect(body).toEqual({ id: expect.any(Number), email, role: 'SERVICE', expiresAt: expect.any(String) });
    expect(res.body).not.toMatch(/verificationcode/i);
    const { mail, link, code } = codeInMailTo(email);
    expect(mail).toMatchObject({ kind: 'invitation', subject: 'Your invitation to Forkly' });
    expect(mail.text).toContain('Welcome to the support team!');
    expect(mail.text).toContain('as a member of the service staff');
    expect(`${link.origin}${link.pathname}`).toBe(`${ctx.app.deps.config.publicUrl}/auth/register`);
    expect(link.searchParams.get('type')).toBe('service');
    const stored = await ctx.db.query.oneTimeCodes.findFirst({ where: eq(oneTimeCodes.codeHash, hashToken(code)) });
    expect(stored).toMatchObject({ id: body.id, purpose: 'INVITATION', partnerType: 'service', invitedRole: 'SERVICE', email, usedAt: null });
    const [entry] = await ctx.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'staff.invite'), eq(auditLog.entityId, String(body.id))));
    expect(entry).toMatchObject({
      actorId: as.ADMIN.userId,
      entity: 'invitation',
      details: { before: null, after: { email, role: 'SERVICE', note: 'Welcome to the support team!' } },
    });
  });

  it('the link completes a SERVICE account on the existing completion path, which then logs in', async () => {
    const email = nextEmail();
    await invite({ email, role: 'SERVICE' });
    const done = await complete(codeInMailTo(email).code, 'mara_service');
    expect(done.statusCode, done.body).toBe(201);
    expect(await ctx.db.query.users.findFirst({ where: eq(users.id, done.json().id) })).toMatchObject({ role: 'SERVICE', email, emailVerified: true });
    const login = await ctx.request({ method: 'POST', url: '/api/system/auth/login', payload: { loginId: 'mara_service', password: PASSWORD } });
    expect(login.json().access_token).toMatch(/^ey/);
    const listed = (await ctx.request({ method: 'GET', url: '/api/services?username=mara_service', token: as.ADMIN.token })).json();
    expect(listed.results).toMatchObject([{ id: done.json().id, role: 'SERVICE' }]);
  });

  it('gives an invited ADMIN the ADMIN role, on the /service and the generic /user path', async () => {
    const viaService = nextEmail();
    await invite({ email: viaService, role: 'ADMIN' });
    expect(codeInMailTo(viaService).mail.text).toContain('as an administrator');
    const a = await complete(codeInMailTo(viaService).code, 'new_admin_a');
    expect((await ctx.db.query.users.findFirst({ where: eq(users.id, a.json().id) }))?.role).toBe('ADMIN');
    const viaUser = nextEmail();
    await invite({ email: viaUser, role: 'ADMIN' });
    const b = await ctx.request({
      method: 'POST',
      url: `/api/user/complete-account?verificationCode=${encodeURIComponent(codeInMailTo(viaUser).code)}`,
      payload: { firstName: 'B', lastName: 'C', contact: '+4920355', newPassword: PASSWORD, repeatPass: PASSWORD, username: 'new_admin_b', address },
    });
    expect((await ctx.db.query.users.findFirst({ where: eq(users.id, b.json().id) }))?.role).toBe('ADMIN');
    // The link works once, and not on another type's path.
    expect((await complete(codeInMailTo(viaService).code, 'again')).json().errorCode).toBe('verificationCodeInvalid');
    const third = nextEmail();
    await invite({ email: third, role: 'SERVICE' });
    const courierPath = await ctx.request({
      method: 'PUT',
      url: `/api/courier/complete-account?verificationCode=${encodeURIComponent(codeInMailTo(third).code)}`,
      payload: { firstName: 'B', lastName: 'C', contact: '+4920355', newPassword: PASSWORD, repeatPass: PASSWORD, username: 'not_a_courier', address },
    });
    expect(courierPath.json().errorCode).toBe('verificationCodeInvalid');
  });

  it('refuses an e-mail that already has an account (any case), storing and sending nothing', async () => {
    const existing = await createUser(ctx.db, { email: 'Taken.Person@forkly.test' });
    const before = await footprint();
    for (const email of [existing.email, 'taken.person@FORKLY.test']) {
      const res = await invite({ email, role: 'SERVICE' });
      expect(res.statusCode).toBe(409);
      expect(res.json()).toMatchObject({ errorCode: 'emailAlreadyExists', message: 'Email already exists' });
    }
    expect(await footprint()).toEqual(before);
  });

  it('answers bad input with the field and its message, and changes nothing', async () => {
    const before = await footprint();
    const cases: [unknown, Record<string, string>][] = [
      [{ role: 'SERVICE' }, { email: 'Email is required' }],
      [{ email: '', role: 'SERVICE' }, { email: 'Email is required' }],
      [{ email: '   ', role: 'SERVICE' }, { email: 'Email is required' }],
      [{ email: 'not-an-email', role: 'SERVICE' }, { email: 'Enter a valid email' }],
      [{ email: 12, role: 'SERVICE' }, { email: 'Email is required' }],
      [{ email: 'a@b.test' }, { role: 'Invalid option' }],
      [{ email: 'a@b.test', role: 'USER' }, { role: 'Invalid option' }],
      [{ email: 'a@b.test', role: 'COURIER' }, { role: 'Invalid option' }],
      [{ email: 'a@b.test', role: 'admin' }, { role: 'Invalid option' }],
      [{ email: 'a@b.test', role: 'SERVICE', note: 'n'.repeat(501) }, { note: 'must be at most 500' }],
      [{ email: 'a@b.test', role: 'SERVICE', note: 42 }, { note: 'Invalid value' }],
      [{ email: 'a@b.test', role: 'SERVICE', partnerType: 'restaurant' }, { partnerType: 'Unknown field' }],
    ];
    for (const [payload, fields] of cases) {
      const res = await invite(payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      expect(res.json().fields, JSON.stringify(payload)).toEqual(fields);
    }
    expect(await footprint()).toEqual(before);
    // A note of exactly 500 characters is fine.
    expect((await invite({ email: nextEmail(), role: 'SERVICE', note: 'n'.repeat(500) })).statusCode).toBe(201);
  });

  it('is for ADMIN only: a visitor gets 401, every other role 403, and nothing is stored or sent', async () => {
    const before = await footprint();
    expect((await invite({ email: nextEmail(), role: 'SERVICE' }, null)).statusCode).toBe(401);
    for (const role of ['SERVICE', 'RESTAURANT_ADMIN', 'RESTAURANT_BRANCH', 'COURIER', 'USER'] as const) {
      expect((await invite({ email: nextEmail(), role: 'ADMIN' }, as[role])).statusCode, role).toBe(403);
    }
    expect(await footprint()).toEqual(before);
  });
});
