import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { jobs, orderRefunds } from '../../db/schema/index';
import { createTestContext, type TestContext } from '../../../test/helper';
import { runJobs } from '../../../test/jobs';
import { createCoupon, createOpenRestaurant } from '../../../test/order-factories';
import { lineNamed, markDelivered, paidOrderOfThreeLines, type OrderDetail, type Shop } from '../../../test/refund-orders';
import { MAIL_JOB } from '../jobs/index';
import { PARTIAL_REFUND_JOB } from './partial-refund.job';

let ctx: TestContext;
let shop: Shop;
type Session = { token: string; userId: number; username: string };
let customer: Session;
let service: Session;

beforeAll(async () => {
  ctx = await createTestContext({ env: { PUBLIC_URL: 'https://forkly.test' } });
  shop = await createOpenRestaurant(ctx.db);
  customer = await ctx.loginAs('USER', { locale: 'de', firstName: 'Clara' });
  service = await ctx.loginAs('SERVICE');
});
afterAll(() => ctx.close());

const refund = (orderId: number, payload: unknown, who: { token: string } = service) =>
  ctx.request({ method: 'POST', url: `/api/order/${orderId}/refund`, token: who.token, payload: payload as object });
const detail = async (orderId: number) => (await ctx.request({ method: 'GET', url: `/api/order/${orderId}`, token: customer.token })).json<OrderDetail>();
const refundRows = async (orderId: number) => (await ctx.db.select({ n: count() }).from(orderRefunds).where(eq(orderRefunds.orderId, orderId)))[0]!.n;
const refundJobs = async () => (await ctx.db.select({ n: count() }).from(jobs).where(eq(jobs.kind, PARTIAL_REFUND_JOB)))[0]!.n;
const refundMails = (from: number) => ctx.mails.slice(from).filter((mail) => mail.kind === 'order-partial-refund');
/** Intl writes "12,90 €" with a no-break space; the tests read plain spaces. */
const plain = (text: string) => text.replace(/\u00a0/g, ' ');
/** What an instance's worker does: the refund jobs due, then the mails they queued. */
async function runRefundJobs() {
  const { done } = await runJobs(ctx.app, { kinds: [PARTIAL_REFUND_JOB] });
  await runJobs(ctx.app, { kinds: [MAIL_JOB] });
  return done;
}
async function auditOf(orderId: number) {
  const admin = await ctx.loginAs('ADMIN');
  const res = await ctx.request({ method: 'GET', url: `/api/audit-log?entity=order&entityId=${orderId}&limit=100`, token: admin.token });
  return res.json<{ results: { action: string }[] }>().results;
}

describe('POST /order/{id}/refund: refusals change nothing', () => {
  let order: OrderDetail;
  beforeAll(async () => {
    order = await paidOrderOfThreeLines(ctx, shop, customer);
  });

  it.each(['USER', 'RESTAURANT_ADMIN', 'RESTAURANT_BRANCH', 'COURIER'] as const)('refuses %s', async (role) => {
    const who = await ctx.loginAs(role);
    const res = await refund(order.id, { amount: '1.00', reason: 'late' }, who);
    expect(res.statusCode).toBe(403);
    expect(await refundRows(order.id)).toBe(0);
  });

  it('refuses a visitor', async () => {
    const res = await ctx.request({ method: 'POST', url: `/api/order/${order.id}/refund`, payload: { amount: '1.00', reason: 'late' } });
    expect(res.statusCode).toBe(401);
  });

  it.each([
    ['nothing chosen', { reason: 'late' }, 'lines', 'Choose the lines or enter an amount'],
    ['an empty list of lines', { lines: [], reason: 'late' }, 'lines', 'Choose the lines or enter an amount'],
    ['lines and an amount', { lines: [{ lineId: 1, quantity: 1 }], amount: '1.00', reason: 'late' }, 'lines', 'Choose the lines or enter an amount'],
    ['no reason', { amount: '1.00' }, 'reason', 'Reason is required'],
    ['an unknown reason', { amount: '1.00', reason: 'bored' }, 'reason', 'Reason is required'],
    ['a zero amount', { amount: '0', reason: 'late' }, 'amount', 'Amount is required'],
    ['a negative amount', { amount: '-5', reason: 'late' }, 'amount', 'Invalid value'],
    ['three decimals', { amount: '1.005', reason: 'late' }, 'amount', 'Invalid value'],
    ['a quantity of 0', { lines: [{ lineId: 1, quantity: 0 }], reason: 'late' }, 'lines.0.quantity', 'Invalid value'],
  ])('refuses %s by field (400)', async (_, payload, field, message) => {
    const res = await refund(order.id, payload);
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json()).toMatchObject({ errorCode: 'validationFailed', fields: { [field]: message } });
    expect(await refundRows(order.id)).toBe(0);
  });

  it('refuses more than was paid (409, on the amount)', async () => {
    const res = await refund(order.id, { amount: (order.total + 0.01).toFixed(2), reason: 'late' });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({ errorCode: 'refundTooMuch', fields: { amount: 'This is more than what is left to refund' } });
    expect(await refundRows(order.id)).toBe(0);
  });

  it('refuses more items of a line than it has, and a line of another order', async () => {
    const pasta = lineNamed(order, 'Pasta Carbonara');
    const tooMany = await refund(order.id, { lines: [{ lineId: pasta.id, quantity: 3 }], reason: 'missingItem' });
    expect(tooMany.statusCode).toBe(409);
    expect(tooMany.json()).toMatchObject({ errorCode: 'refundTooMuch', fields: { lines: 'More than what is left of this line' } });
    const other = await paidOrderOfThreeLines(ctx, shop, customer);
    const foreign = await refund(order.id, { lines: [{ lineId: other.lines[0]!.id, quantity: 1 }], reason: 'missingItem' });
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json().errorCode).toBe('orderItemNotFound');
    expect(await refundRows(order.id)).toBe(0);
  });

  it('refuses an unpaid order, a cancelled (refunded) one and an unknown one', async () => {
    const unpaid = await paidOrderOfThreeLines(ctx, shop, customer, { pay: false });
    const res = await refund(unpaid.id, { amount: '1.00', reason: 'late' });
    expect(res.statusCode).toBe(409);
    expect(res.json().errorCode).toBe('orderNotPaid');

    const cancelled = await paidOrderOfThreeLines(ctx, shop, customer);
    expect((await ctx.request({ method: 'PUT', url: `/api/restaurant/order/${cancelled.id}?status=CANCELLED`, token: service.token })).statusCode).toBe(200);
    const again = await refund(cancelled.id, { amount: '1.00', reason: 'late' });
    expect(again.statusCode).toBe(409);
    expect(again.json().errorCode).toBe('orderAlreadyRefunded');

    expect((await refund(999_999, { amount: '1.00', reason: 'late' })).statusCode).toBe(404);
    expect(await refundRows(unpaid.id)).toBe(0);
    expect(await refundRows(cancelled.id)).toBe(0);
    expect(await refundJobs()).toBe(0);
  });
});

describe('POST /order/{id}/refund: refunding', () => {
  it('refunds one dish of an undelivered order through the queue, once, and tells the customer in German', async () => {
    const order = await paidOrderOfThreeLines(ctx, shop, customer);
    expect(order.refundable).toBe(order.total);
    const mails = ctx.mails.length;
    const pasta = lineNamed(order, 'Pasta Carbonara');

    const res = await refund(order.id, { lines: [{ lineId: pasta.id, quantity: 1 }], reason: 'missingItem' });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json()).toMatchObject({
      amount: 12.9,
      reason: 'missingItem',
      lines: [{ lineId: pasta.id, name: 'Pasta Carbonara', quantity: 1, amount: 12.9 }],
      refundedAt: null,
    });

    // The provider's call waits for the queue; the customer already sees the refund on its way.
    expect((await detail(order.id)).refunds).toMatchObject([{ amount: 12.9, refundedAt: null }]);
    expect(refundMails(mails)).toHaveLength(0);

    expect(await runRefundJobs()).toBe(1);
    expect(await runRefundJobs()).toBe(0);
    const after = await detail(order.id);
    expect(after.refunds).toMatchObject([{ amount: 12.9, reason: 'missingItem', lines: [{ name: 'Pasta Carbonara', quantity: 1 }] }]);
    expect(after.refunds[0]!.refundedAt).toEqual(expect.any(String));
    expect(after.refundable).toBeCloseTo(order.total - 12.9, 2);

    const [mail, ...more] = refundMails(mails);
    expect(more).toHaveLength(0);
    expect(mail).toMatchObject({
      to: `${customer.username}@example.test`,
      subject: `Wir haben einen Teil Ihrer Forkly-Bestellung ${order.orderNumber} erstattet`,
    });
    expect(mail!.text).toContain('In Ihrer Lieferung fehlte etwas.');
    expect(plain(mail!.text)).toContain('1 × Pasta Carbonara, zusammen 12,90 €');
    expect(plain(mail!.text)).toContain('Wir haben 12,90 € erstattet (Demo-Zahlung');

    expect(await auditOf(order.id)).toEqual(
      expect.arrayContaining([
        expect.objectContaining({
          action: 'order.partialRefund',
          actor: expect.objectContaining({ id: service.userId, role: 'SERVICE' }),
          before: { refunded: 0 },
          after: { refunded: 12.9, amount: 12.9, reason: 'missingItem', lines: [{ name: 'Pasta Carbonara', quantity: 1 }] },
        }),
      ]),
    );
  });

  it('refunds a delivered order, by lines and then by an amount, never past what was paid', async () => {
    const order = await paidOrderOfThreeLines(ctx, shop, customer);
    await markDelivered(ctx, order.id);
    const pasta = lineNamed(order, 'Pasta Carbonara');
    const cola = lineNamed(order, 'Cola 0.33 l');

    const first = await refund(order.id, {
      lines: [
        { lineId: pasta.id, quantity: 2 },
        { lineId: cola.id, quantity: 1 },
      ],
      reason: 'quality',
    });
    expect(first.statusCode, first.body).toBe(201);
    expect(first.json().amount).toBe(28.3);
    // The pasta is all refunded now: a second time is refused.
    const again = await refund(order.id, { lines: [{ lineId: pasta.id, quantity: 1 }], reason: 'quality' });
    expect(again.statusCode).toBe(409);
    expect(again.json().fields).toEqual({ lines: 'More than what is left of this line' });

    const left = Math.round((order.total - 28.3) * 100) / 100;
    const tooMuch = await refund(order.id, { amount: (left + 0.01).toFixed(2), reason: 'late' });
    expect(tooMuch.statusCode).toBe(409);
    const rest = await refund(order.id, { amount: left, reason: 'late' });
    expect(rest.statusCode, rest.body).toBe(201);
    expect(rest.json()).toMatchObject({ amount: left, lines: [] });
    expect((await detail(order.id)).refundable).toBe(0);
    const nothingLeft = await refund(order.id, { amount: '0.01', reason: 'late' });
    expect(nothingLeft.statusCode).toBe(409);

    expect(await runRefundJobs()).toBe(2);
    const after = await detail(order.id);
    expect(after.status).toBe('DELIVERED');
    expect(after.refunds.map((r) => r.amount)).toEqual([28.3, left]);
    expect(after.refunds.every((r) => r.refundedAt !== null)).toBe(true);
  });

  it('gives back what the customer paid for a line: its price less its share of the discount', async () => {
    const code = await createCoupon(ctx.db, { percentage: 10 });
    const order = await paidOrderOfThreeLines(ctx, shop, customer, { promocode: code.code });
    expect(order.discount).toBeGreaterThan(0);
    const pizza = lineNamed(order, 'Pizza Margherita');
    const res = await refund(order.id, { lines: [{ lineId: pizza.id, quantity: 1 }], reason: 'wrongItem' });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().amount).toBe(7.65);
  });

  it('lets two staff members racing for the last euro refund it once', async () => {
    const order = await paidOrderOfThreeLines(ctx, shop, customer);
    const results = await Promise.all([refund(order.id, { amount: order.total, reason: 'late' }), refund(order.id, { amount: order.total, reason: 'late' })]);
    expect(results.map((r) => r.statusCode).sort()).toEqual([201, 409]);
    expect(await refundRows(order.id)).toBe(1);
  });

  it('refunds only what is left when staff cancel the order after a partial refund', async () => {
    const order = await paidOrderOfThreeLines(ctx, shop, customer);
    expect((await refund(order.id, { amount: '10.00', reason: 'late' })).statusCode).toBe(201);
    const mails = ctx.mails.length;
    expect(
      (await ctx.request({ method: 'PUT', url: `/api/restaurant/order/${order.id}?status=CANCELLED&reason=other`, token: service.token })).statusCode,
    ).toBe(200);
    const cancelMail = ctx.mails.slice(mails).find((mail) => mail.kind === 'order-refund');
    const left = (order.total - 10).toFixed(2).replace('.', ',');
    expect(plain(cancelMail!.text)).toContain(`Wir haben ${left} € erstattet`);
    expect((await detail(order.id)).refundable).toBe(0);
  });
});
