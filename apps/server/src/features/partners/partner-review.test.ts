import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, oneTimeCodes } from '../../db/schema/index';
import { AppError } from '../../lib/app-error';
import { createTestContext, type TestContext } from '../../../test/helper';
import { writeSignOff } from './partner-review.repo';
import { partnerFixtures } from './test-fixtures';

let ctx: TestContext;
const f = partnerFixtures(() => ctx);
type Staff = { token: string; userId: number; username: string };
let admin: Staff;
let service: Staff;
let service2: Staff;

beforeAll(async () => {
  ctx = await createTestContext();
  admin = await ctx.loginAs('ADMIN');
  service = await ctx.loginAs('SERVICE');
  service2 = await ctx.loginAs('SERVICE');
});
afterAll(() => ctx.close());

async function auditCount() {
  const [row] = await ctx.db.select({ n: count() }).from(auditLog);
  return row!.n;
}

/** The request and the audit record are as they were. */
async function expectUnchanged(id: number, run: () => Promise<void>) {
  const before = await f.find(id);
  const entries = await auditCount();
  await run();
  expect(await f.find(id)).toEqual(before);
  expect(await auditCount()).toBe(entries);
}

describe('PUT /partner/{id}/review', () => {
  it('stores the review with who and when, records it, and answers the request', async () => {
    const request = await f.createRequest();
    const res = await f.review(request.id, service.token, '  Checked the hygiene certificate.  ');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      id: request.id,
      status: 'PENDING',
      review: { statement: 'Checked the hygiene certificate.', by: { id: service.userId, username: service.username } },
    });
    expect(await f.find(request.id)).toMatchObject({
      reviewStatement: 'Checked the hygiene certificate.',
      reviewedBy: service.userId,
      reviewedAt: expect.any(Date),
    });
    const [entry] = await f.history(request.id);
    expect(entry).toMatchObject({
      actorId: service.userId,
      action: 'partner.review',
      entity: 'partnerRequest',
      details: {
        before: { reviewStatement: null, reviewedBy: null },
        after: { reviewStatement: 'Checked the hygiene certificate.', reviewedBy: service.userId },
      },
    });
  });

  it('takes the statement from a JSON body too', async () => {
    const request = await f.createRequest();
    const res = await f.call('PUT', `/partner/${request.id}/review`, admin.token, { reviewStatement: 'Long text ✓ '.repeat(150) });
    expect(res.statusCode, res.body).toBe(200);
    expect((await f.find(request.id)).reviewStatement).toHaveLength('Long text ✓ '.repeat(150).trim().length);
  });

  it('may be rewritten while PENDING; the new review clears the sign-off it replaces', async () => {
    const request = await f.createRequest();
    await f.review(request.id, service.token, 'First look.');
    await f.signOff(request.id, admin.token, 'Agreed.');
    const res = await f.review(request.id, service2.token, 'Second look: the address is a car park.');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ review: { statement: 'Second look: the address is a car park.', by: { id: service2.userId } }, signOff: null });
    const entries = await f.history(request.id);
    expect(entries.at(-1)!.details).toEqual({
      before: { reviewStatement: 'First look.', reviewedBy: service.userId, signoffStatement: 'Agreed.', signedBy: admin.userId },
      after: { reviewStatement: 'Second look: the address is a car park.', reviewedBy: service2.userId, signoffStatement: null, signedBy: null },
    });
  });

  it('answers a missing, empty or too long statement with its field, changing nothing', async () => {
    const request = await f.createRequest();
    const cases: [string, object | undefined, Record<string, string>][] = [
      ['', undefined, { reviewStatement: 'Review is required' }],
      ['?reviewStatement=', undefined, { reviewStatement: 'Review is required' }],
      ['?reviewStatement=%20%20%20', undefined, { reviewStatement: 'Review is required' }],
      [`?reviewStatement=${'x'.repeat(2001)}`, undefined, { reviewStatement: 'must be at most 2000' }],
      ['', { reviewStatement: '' }, { reviewStatement: 'Review is required' }],
      ['', { reviewStatement: 'y'.repeat(2001) }, { reviewStatement: 'must be at most 2000' }],
      ['', { reviewStatement: 42 }, { reviewStatement: 'Review is required' }],
      ['', { review: 'Fine' }, { reviewStatement: 'Review is required', review: 'Unknown field' }],
      ['?reviewStatement=Fine&state=APPROVED', undefined, { state: 'Unknown field' }],
    ];
    await expectUnchanged(request.id, async () => {
      for (const [query, body, fields] of cases) {
        const res = await f.call('PUT', `/partner/${request.id}/review${query}`, service.token, body);
        expect(res.statusCode, query + JSON.stringify(body)).toBe(400);
        expect(res.json().fields, query + JSON.stringify(body)).toEqual(fields);
      }
    });
    expect((await f.review(request.id, service.token, 'z'.repeat(2000))).statusCode).toBe(200);
  });
});

describe('PUT /partner/{id}/sign-off', () => {
  it('stores the sign-off of another staff member than the reviewer', async () => {
    const request = await f.createRequest();
    await f.review(request.id, service.token);
    const res = await f.signOff(request.id, service2.token, 'Agreed, welcome aboard.');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ signOff: { statement: 'Agreed, welcome aboard.', by: { id: service2.userId, username: service2.username } } });
    expect((await f.history(request.id)).map((e) => e.action)).toEqual(['partner.review', 'partner.signOff']);
  });

  it('refuses the reviewer (four eyes) and a sign-off before any review, changing nothing', async () => {
    const unreviewed = await f.createRequest();
    await expectUnchanged(unreviewed.id, async () => {
      const res = await f.signOff(unreviewed.id, admin.token);
      expect(res.statusCode).toBe(409);
      expect(res.json()).toMatchObject({ errorCode: 'reviewStatementRequired', message: 'Enter a review statement first' });
    });
    const reviewed = await f.createRequest();
    await f.review(reviewed.id, admin.token);
    await expectUnchanged(reviewed.id, async () => {
      const res = await f.signOff(reviewed.id, admin.token);
      expect(res.statusCode).toBe(409);
      expect(res.json()).toMatchObject({ errorCode: 'signOffBySameReviewer' });
    });
  });

  it('turns the database four-eyes check into signOffBySameReviewer, never a 500', async () => {
    const request = await f.createRequest({ reviewStatement: 'Fine.', reviewedBy: service.userId, reviewedAt: new Date() });
    const attempt = ctx.db.transaction((tx) => writeSignOff(tx, request.id, { statement: 'Me again.', by: service.userId, at: new Date() }));
    await expect(attempt).rejects.toSatisfy((error) => error instanceof AppError && error.errorCode === 'signOffBySameReviewer');
    expect((await f.find(request.id)).signedBy).toBeNull();
  });

  it('may be rewritten by another staff member while PENDING', async () => {
    const request = await f.createRequest();
    await f.review(request.id, service.token);
    await f.signOff(request.id, admin.token, 'Agreed.');
    const res = await f.signOff(request.id, service2.token, 'Agreed, after a call with the owner.');
    expect(res.json()).toMatchObject({ signOff: { statement: 'Agreed, after a call with the owner.', by: { id: service2.userId } } });
  });

  it('answers a missing or too long statement with its field, changing nothing', async () => {
    const request = await f.createRequest();
    await f.review(request.id, service.token);
    await expectUnchanged(request.id, async () => {
      for (const [query, body, fields] of [
        ['', undefined, { signoffStatement: 'Statement is required' }],
        ['?signoffStatement=', undefined, { signoffStatement: 'Statement is required' }],
        [`?signoffStatement=${'s'.repeat(2001)}`, undefined, { signoffStatement: 'must be at most 2000' }],
        ['', { signoffStatement: ' ' }, { signoffStatement: 'Statement is required' }],
      ] as const) {
        const res = await f.call('PUT', `/partner/${request.id}/sign-off${query}`, admin.token, body);
        expect(res.statusCode).toBe(400);
        expect(res.json().fields).toEqual(fields);
      }
    });
  });
});

describe('PUT /partner/{id}/change-state', () => {
  it('needs a review first, then a sign-off; each refusal changes nothing', async () => {
    const request = await f.createRequest();
    await expectUnchanged(request.id, async () => {
      const res = await f.decide(request.id, admin.token, 'APPROVED');
      expect(res.statusCode).toBe(409);
      expect(res.json()).toMatchObject({ errorCode: 'reviewStatementRequired', message: 'Enter a review statement first' });
    });
    await f.review(request.id, service.token);
    await expectUnchanged(request.id, async () => {
      const res = await f.decide(request.id, admin.token, 'REJECTED');
      expect(res.statusCode).toBe(409);
      expect(res.json()).toMatchObject({ errorCode: 'signOffStatementRequired', message: 'Enter a sign off statement first' });
    });
    expect(ctx.mails.filter((m) => m.to === request.email)).toEqual([]);
  });

  it('REJECTED records the decision and mails a polite refusal without a link or a code', async () => {
    const request = await f.readyRequest(service.userId, admin.userId, { fullname: 'Emil Brandt', partnerName: 'Brandt Grill' });
    const res = await f.decide(request.id, service.token, 'REJECTED');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ status: 'REJECTED', decision: { state: 'REJECTED', by: { id: service.userId } }, invitation: null });
    expect(await f.find(request.id)).toMatchObject({ status: 'REJECTED', decidedBy: service.userId, decidedAt: expect.any(Date), invitedAt: null });
    const mails = ctx.mails.filter((m) => m.to === request.email);
    expect(mails).toHaveLength(1);
    expect(mails[0]).toMatchObject({ kind: 'partner-refusal', subject: 'Your request to join Forkly' });
    expect(mails[0]!.text).toContain('Dear Emil Brandt');
    expect(mails[0]!.text).toContain('Brandt Grill');
    expect(mails[0]!.text).not.toMatch(/https?:|verificationcode/i);
    expect(await ctx.db.query.oneTimeCodes.findMany({ where: eq(oneTimeCodes.partnerRequestId, request.id) })).toEqual([]);
    expect((await f.history(request.id)).map((e) => [e.action, e.details])).toEqual([
      ['partner.reject', { before: { status: 'PENDING' }, after: { status: 'REJECTED', decidedBy: service.userId } }],
    ]);
  });

  it('refuses to review, sign off or decide a decided request again', async () => {
    for (const status of ['APPROVED', 'REJECTED', 'COMPLETED'] as const) {
      const request = await f.readyRequest(service.userId, admin.userId, { status, decidedBy: admin.userId, decidedAt: new Date() });
      await expectUnchanged(request.id, async () => {
        for (const res of [
          await f.decide(request.id, admin.token, 'APPROVED'),
          await f.decide(request.id, service2.token, 'REJECTED'),
          await f.review(request.id, service2.token),
          await f.signOff(request.id, service2.token),
        ]) {
          expect(res.statusCode, status).toBe(409);
          expect(res.json(), status).toMatchObject({ errorCode: 'partnerRequestDecided', message: 'This request has already been decided' });
        }
      });
    }
  });

  it('answers an unknown state, a bad id or an unknown request with 400 or 404, changing nothing', async () => {
    const request = await f.readyRequest(service.userId, admin.userId);
    await expectUnchanged(request.id, async () => {
      for (const state of ['', 'PENDING', 'COMPLETED', 'approved', 'DELETED']) {
        const res = await f.decide(request.id, admin.token, state);
        expect(res.statusCode, state).toBe(400);
        expect(res.json().fields, state).toEqual({ state: 'Invalid option' });
      }
      const missing = await f.call('PUT', `/partner/${request.id}/change-state`, admin.token);
      expect(missing.json().fields).toEqual({ state: 'Invalid option' });
      const body = await f.call('PUT', `/partner/${request.id}/change-state?state=APPROVED`, admin.token, { note: 'x' });
      expect(body.json().fields).toEqual({ note: 'Unknown field' });
    });
    for (const call of [
      (id: string) => f.decide(Number(id), admin.token, 'APPROVED'),
      (id: string) => f.call('PUT', `/partner/${id}/review?reviewStatement=Hi`, admin.token),
    ]) {
      expect((await call('abc')).statusCode).toBe(400);
      const unknown = await call('987654');
      expect(unknown.statusCode).toBe(404);
      expect(unknown.json().errorCode).toBe('partnerRequestNotFound');
    }
    expect((await f.signOff(987654, admin.token)).json().errorCode).toBe('partnerRequestNotFound');
  });
});
