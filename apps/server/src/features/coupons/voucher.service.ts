import { randomInt } from 'node:crypto';
import { centsToEuro, euroToCents, VALIDATION_MESSAGES, VOUCHER_VALID_DAYS, type Voucher } from '@forkly/contracts';
import type { voucherRequestSchema } from '@forkly/contracts/schemas';
import type { z } from 'zod';
import type { Tx } from '../../db/client';
import { AppError } from '../../lib/app-error';
import type { AccessClaims } from '../../lib/jwt';
import type { AppDeps } from '../../plugins/deps';
import { recordStaffAction } from '../audit/audit.service';
import { queueMail } from '../jobs/index';
import { voucherMail } from './voucher-mail';
import { findCustomer, insertVoucher, lockOrderForVoucher } from './voucher.repo';

type Request = z.output<typeof voucherRequestSchema>;

/** Letters and digits that cannot be mistaken for each other when read aloud or typed from a mail. */
const CODE_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';

/** "V-" and 10 random characters: about 50 bits, so a code cannot be guessed (and is someone's alone anyway). */
export function voucherCode(): string {
  return `V-${Array.from({ length: 10 }, () => CODE_ALPHABET[randomInt(CODE_ALPHABET.length)]).join('')}`;
}

/**
 * POST /order/{id}/voucher (issue 22): staff give the customer of a paid order a voucher, an amount
 * (up to what the order cost) or a percentage off the next order, with a reason. It is a coupon of
 * DESIGN.md section 6a that only this customer may use, once, within a year, at any restaurant. The
 * coupon, the record of why, the audit entry and the customer's mail commit together.
 */
export async function giveVoucher(deps: AppDeps, options: { caller: AccessClaims; orderId: number; request: Request; now?: Date }): Promise<Voucher> {
  const { caller: who, orderId, request, now = new Date() } = options;
  return deps.db.transaction(async (tx: Tx) => {
    const order = await lockOrderForVoucher(tx, orderId);
    if (!order) throw new AppError('orderNotFound');
    if (!order.paidAt) throw new AppError('orderNotPaid');
    const amountCents = request.kind === 'amount' && request.amount !== undefined ? euroToCents(request.amount) : null;
    if (amountCents !== null && amountCents > order.totalCents)
      throw new AppError('validationFailed', { fields: { amount: VALIDATION_MESSAGES.voucherTooMuch } });
    const percentage = amountCents === null ? (request.percentage ?? null) : null;
    const expiresAt = new Date(now.getTime() + VOUCHER_VALID_DAYS * 24 * 60 * 60_000);
    const coupon = await insertVoucher(tx, {
      orderId,
      reason: request.reason,
      coupon: {
        code: voucherCode(),
        percentage,
        amountCents,
        description: `Voucher for order ${order.orderNumber}`,
        restaurantId: null,
        userId: order.userId,
        createdBy: who.userId,
        expiresAt,
        usageLimit: 1,
      },
    });
    const worth = amountCents !== null ? { amount: centsToEuro(amountCents) } : { percentage };
    await recordStaffAction(tx, {
      actorId: who.userId,
      action: 'order.voucher',
      entity: 'order',
      entityId: orderId,
      after: { code: coupon.code, ...worth, reason: request.reason, customerId: order.userId },
    });
    const customer = await findCustomer(tx, order.userId);
    if (customer) {
      const mail = { customer, orderNumber: order.orderNumber, code: coupon.code, amountCents, percentage, reason: request.reason, expiresAt };
      await queueMail(tx, voucherMail(mail, deps.config.publicUrl));
    }
    return {
      id: coupon.id,
      code: coupon.code,
      amount: amountCents === null ? null : centsToEuro(amountCents),
      percentage,
      reason: request.reason,
      userId: order.userId,
      orderId,
      expiresAt: expiresAt.toISOString(),
      createdAt: coupon.createdAt.toISOString(),
    };
  });
}
