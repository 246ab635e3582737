import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orders, users } from '../../db/schema/index';
import { mailTexts } from '../../lib/mail-texts/index';
import type { Locale } from '../../lib/preferred-locale';
import { createTestContext, type TestContext } from '../../../test/helper';
import { runJobs } from '../../../test/jobs';
import { createOpenRestaurant } from '../../../test/order-factories';
import { placePaidOrder } from '../../../test/paid-order';
import { ESCALATION_JOB } from '../kitchen-escalation/escalation.service';
import { MAIL_JOB } from '../jobs/index';
import { formatEuro } from '../payments/index';

/** Issue 22: the receipt, the refund and the restaurant's missed-order notice go out in each recipient's language. */
let ctx: TestContext;

beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());

const order = async (id: number) => (await ctx.db.query.orders.findFirst({ where: eq(orders.id, id) }))!;

/** A customer and a restaurant in `locale`, or with no language chosen (English), and a paid order between them. */
async function paidOrderIn(locale: Locale | undefined) {
  const shop = await createOpenRestaurant(ctx.db);
  if (locale) await ctx.db.update(users).set({ locale }).where(eq(users.id, shop.account.id));
  const customer = await ctx.loginAs('USER', { firstName: 'Aino', ...(locale ? { locale } : {}) });
  const mails = ctx.mails.length;
  const placed = await placePaidOrder(ctx, { token: customer.token, restaurantId: shop.restaurant.id, menuIds: [shop.pizza.id, shop.pasta.id] });
  await runJobs(ctx.app, { kinds: [MAIL_JOB] });
  return { shop, placed, row: await order(placed.id), sent: () => ctx.mails.slice(mails) };
}

describe.each([
  ['de', 'de'],
  ['fi', 'fi'],
  [undefined, 'en'],
] as const)('a customer and a restaurant with language %s', (chosen, locale) => {
  const t = mailTexts(locale);

  it('get the receipt that says paid, then the refund and the missed-order notice, all in it', async () => {
    const { shop, placed, row, sent } = await paidOrderIn(chosen);
    const receipt = sent().find((m) => m.kind === 'order-confirmation')!;
    expect(receipt.subject).toBe(t.receipt.subject({ number: placed.orderNumber }));
    expect(receipt.text.split('\n')[0]).toBe(t.receipt.heading({ number: placed.orderNumber }));
    expect(receipt.html).toContain(`<h1>${t.receipt.heading({ number: placed.orderNumber })}</h1>`);
    expect(receipt.text).toContain(t.greeting({ name: 'Aino' }));
    expect(receipt.text).toContain(t.receipt.intro({ number: placed.orderNumber, restaurant: shop.restaurant.name }));
    expect(receipt.text).toContain(`${t.receipt.totalPaid}: ${formatEuro(row.totalCents, locale)}`);
    expect(receipt.text).toContain(t.receipt.methods.demo);

    // Nobody in the kitchen accepts it: at 8 minutes it is cancelled and refunded (issue 21).
    await runJobs(ctx.app, { now: new Date(row.paidAt!.getTime() + 480_000), kinds: [ESCALATION_JOB] });
    await runJobs(ctx.app, { kinds: [MAIL_JOB] });
    expect((await order(placed.id)).status).toBe('CANCELLED');
    const refund = sent().find((m) => m.kind === 'order-refund')!;
    expect(refund.subject).toBe(t.refund.subject({ number: placed.orderNumber }));
    expect(refund.text).toContain(t.refund.reasons.missed({ restaurant: shop.restaurant.name }));
    expect(refund.text).toContain(t.refund.demo({ amount: formatEuro(row.totalCents, locale) }));
    const missed = sent().find((m) => m.kind === 'order-missed')!;
    expect(missed.to).toBe(shop.restaurant.email);
    expect(missed.subject).toBe(t.missedOrder.subject({ number: placed.orderNumber }));
    expect(missed.text).toContain(t.missedOrder.advice);
  });
});

describe('the receipt', () => {
  it('never calls a paid order confirmed: the kitchen has not confirmed it yet', async () => {
    const { placed, sent } = await paidOrderIn(undefined);
    const receipt = sent().find((m) => m.kind === 'order-confirmation')!;
    expect(receipt.subject).toBe(`Your Forkly order ${placed.orderNumber} is paid`);
    expect(receipt.text).not.toMatch(/confirmed/i);
  });
});
