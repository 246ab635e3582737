import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { coupons, orderVouchers } from '../../db/schema/index';
import { createTestContext, type TestContext } from '../../../test/helper';
import { createOpenRestaurant, NEAR_ADDRESS } from '../../../test/order-factories';
import { paidOrderOfThreeLines, type OrderDetail, type Shop } from '../../../test/refund-orders';

let ctx: TestContext;
let shop: Shop;
type Session = { token: string; userId: number; username: string };
let customer: Session;
let stranger: Session;
let service: Session;
let order: OrderDetail;

beforeAll(async () => {
  ctx = await createTestContext({ env: { PUBLIC_URL: 'https://forkly.test' } });
  shop = await createOpenRestaurant(ctx.db);
  customer = await ctx.loginAs('USER', { locale: 'fi', firstName: 'Aino' });
  stranger = await ctx.loginAs('USER');
  service = await ctx.loginAs('SERVICE');
  order = await paidOrderOfThreeLines(ctx, shop, customer);
});
afterAll(() => ctx.close());

const giveVoucher = (orderId: number, payload: unknown, who: { token: string } = service) =>
  ctx.request({ method: 'POST', url: `/api/order/${orderId}/voucher`, token: who.token, payload: payload as object });
const voucherCount = async () => (await ctx.db.select({ n: count() }).from(orderVouchers))[0]!.n;
const voucherMails = (from: number) => ctx.mails.slice(from).filter((mail) => mail.kind === 'order-voucher');
const plain = (text: string) => text.replace(/\u00a0/g, ' ');
/** The price list of one pizza with a promo code, as the customer's checkout asks for it. */
const priceWith = (code: string, who: { token: string }) =>
  ctx.request({
    method: 'POST',
    url: '/api/order/price-list',
    token: who.token,
    payload: { restaurantId: shop.restaurant.id, lines: [{ menuId: shop.pasta.id, quantity: 1 }], deliveryAddress: NEAR_ADDRESS, promocode: code },
  });

describe('POST /order/{id}/voucher: refusals change nothing', () => {
  it.each(['USER', 'RESTAURANT_ADMIN', 'RESTAURANT_BRANCH', 'COURIER'] as const)('refuses %s', async (role) => {
    const res = await giveVoucher(order.id, { kind: 'amount', amount: '5.00', reason: 'late' }, await ctx.loginAs(role));
    expect(res.statusCode).toBe(403);
  });

  it.each([
    ['no amount', { kind: 'amount', reason: 'late' }, 'amount', 'Amount is required'],
    ['no percentage', { kind: 'percentage', reason: 'late' }, 'percentage', 'Percentage is required'],
    ['a percentage above 100', { kind: 'percentage', percentage: 101, reason: 'late' }, 'percentage', 'Invalid value'],
    ['no reason', { kind: 'amount', amount: '5.00' }, 'reason', 'Reason is required'],
    ['no kind', { amount: '5.00', reason: 'late' }, 'kind', 'Invalid option'],
  ])('refuses %s by field (400)', async (_, payload, field, message) => {
    const res = await giveVoucher(order.id, payload);
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json()).toMatchObject({ errorCode: 'validationFailed', fields: { [field]: message } });
    expect(await voucherCount()).toBe(0);
  });

  it('refuses an amount above what the order cost, an unpaid order and an unknown one', async () => {
    const tooMuch = await giveVoucher(order.id, { kind: 'amount', amount: (order.total + 0.01).toFixed(2), reason: 'late' });
    expect(tooMuch.statusCode).toBe(400);
    expect(tooMuch.json().fields).toEqual({ amount: 'A voucher cannot be worth more than the order' });
    const unpaid = await paidOrderOfThreeLines(ctx, shop, customer, { pay: false });
    const res = await giveVoucher(unpaid.id, { kind: 'amount', amount: '5.00', reason: 'late' });
    expect(res.statusCode).toBe(409);
    expect(res.json().errorCode).toBe('orderNotPaid');
    expect((await giveVoucher(999_999, { kind: 'amount', amount: '5.00', reason: 'late' })).statusCode).toBe(404);
    expect(await voucherCount()).toBe(0);
  });
});

describe('POST /order/{id}/voucher', () => {
  it("gives the order's customer a one-use amount voucher only they can use, recorded and mailed in Finnish", async () => {
    const mails = ctx.mails.length;
    const res = await giveVoucher(order.id, { kind: 'amount', amount: '7.50', reason: 'late' });
    expect(res.statusCode, res.body).toBe(201);
    const voucher = res.json<{ code: string; id: number }>();
    expect(voucher).toMatchObject({ amount: 7.5, percentage: null, reason: 'late', userId: customer.userId, orderId: order.id });
    expect(voucher.code).toMatch(/^V-[A-Z2-9]{10}$/);
    expect(await ctx.db.query.coupons.findFirst({ where: eq(coupons.id, voucher.id) })).toMatchObject({
      usageLimit: 1,
      userId: customer.userId,
      restaurantId: null,
    });

    const [mail, ...more] = voucherMails(mails);
    expect(more).toHaveLength(0);
    expect(mail).toMatchObject({ to: `${customer.username}@example.test`, subject: 'Lahjakortti seuraavaan Forkly-tilaukseesi' });
    expect(plain(mail!.text)).toContain('Se vähentää 7,50 € seuraavasta tilauksestasi.');
    expect(mail!.text).toContain(`Koodisi: ${voucher.code}`);
    expect(mail!.text).toContain('Tilauksesi tuli myöhässä.');

    // The customer's checkout takes the amount off; anyone else's reads it as no code at all.
    const mine = await priceWith(voucher.code, customer);
    expect(mine.json()).toMatchObject({ discount: 7.5 });
    expect(mine.json().promocodeError).toBeUndefined();
    const theirs = await priceWith(voucher.code, stranger);
    expect(theirs.json()).toMatchObject({ discount: 0, promocodeError: { errorCode: 'couponInvalid' } });
    const check = await ctx.request({ method: 'POST', url: `/api/coupon?coupon-number=${voucher.code}`, token: stranger.token, payload: {} });
    expect(check.statusCode).toBe(404);
    const own = await ctx.request({ method: 'POST', url: `/api/coupon?coupon-number=${voucher.code}`, token: customer.token, payload: {} });
    expect(own.json()).toMatchObject({ code: voucher.code, amount: 7.5, percentage: null });

    const admin = await ctx.loginAs('ADMIN');
    const audit = await ctx.request({ method: 'GET', url: `/api/audit-log?entity=order&entityId=${order.id}&limit=100`, token: admin.token });
    expect(audit.json().results).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ action: 'order.voucher', after: { code: voucher.code, amount: 7.5, reason: 'late', customerId: customer.userId } }),
      ]),
    );
  });

  it('gives a percentage voucher, and a voucher of an amount never takes more than the subtotal', async () => {
    const res = await giveVoucher(order.id, { kind: 'percentage', percentage: 15, reason: 'goodwill' });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json()).toMatchObject({ amount: null, percentage: 15 });
    const priced = await priceWith(res.json().code, customer);
    expect(priced.json()).toMatchObject({ percentage: 15, discount: 1.94 });

    const big = await giveVoucher(order.id, { kind: 'amount', amount: order.total, reason: 'quality' });
    expect(big.statusCode).toBe(201);
    const capped = await priceWith(big.json().code, customer);
    expect(capped.json()).toMatchObject({ subtotal: 12.9, discount: 12.9 });
  });
});
